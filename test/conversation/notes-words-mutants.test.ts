import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';

/**
 * What notes look like in a message (src/conversation/notes-words.ts), seen from outside: the notes a check-in is
 * written with, and words beside it that are a remark, not notes. Written to kill the mutants
 * `npm run mutation:conversation` left alive there (stryker.conversation.config.mjs); each message is in new
 * wording. Said on Tuesday 2026-11-24 at the hub.
 */
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const plan = (text: string) => resolve(understand(text, TUESDAY, 'America/New_York'), new Map());
const checkin = (notes?: string) => ({ kind: 'checkin', target: { kind: 'self' }, date: '2026-11-24', ...(notes === undefined ? {} : { notes }) });
const written = (text: string) => {
  const p = plan(text);
  return p.kind === 'act' ? p.writes : [];
};

describe('notes as stored: what sets them off or closes a sentence is not part of them', () => {
  it.each([
    ['in today, note: glazing the big bowls.', 'glazing the big bowls'],
    ['in today, note: glazing the big bowls...', 'glazing the big bowls...'],
    ['in today, note: glazing the big bowls!', 'glazing the big bowls!'],
    ['in today, note: glazing the big bowls -', 'glazing the big bowls'],
    ['in today, note: — glazing the big bowls', 'glazing the big bowls'],
    // A laugh at the end is chat.
    ['in today, note: glazing the big bowls lol', 'glazing the big bowls'],
    ['in today, note: glazing the big bowls, haha!', 'glazing the big bowls'],
    // Drawn out any way.
    ['in today, note: glazing the big bowls hahaha', 'glazing the big bowls'],
    ['in today, note: glazing the big bowls lolol', 'glazing the big bowls'],
    ['in today, note: glazing the big bowls heheh', 'glazing the big bowls'],
    ['in today, note: glazing the big bowls lmaooo', 'glazing the big bowls'],
    // A word that only begins like a laugh is notes.
    ['in today, note: glazing with Lola', 'glazing with Lola'],
    // What they are not doing is said to correct.
    ['in today, note: glazing the big bowls, not the mugs', 'glazing the big bowls'],
    ['in today, note: glazing the big bowls rather than the mugs', 'glazing the big bowls'],
    // Parentheses, quotes and markdown around all of it.
    ['in today, note: (glazing the big bowls)', 'glazing the big bowls'],
    ['in today, note: "glazing the big bowls"', 'glazing the big bowls'],
    ['in today, note: “glazing the big bowls”', 'glazing the big bowls'],
    ["in today, note: 'glazing the big bowls'", 'glazing the big bowls'],
    ['in today, note: ‘glazing the big bowls’', 'glazing the big bowls'],
    ['in today, note: **glazing the big bowls**', 'glazing the big bowls'],
  ])('%s', (text, notes) => {
    expect(written(text)).toEqual([checkin(notes)]);
  });

  it('a smiley keeps its parenthesis; quotes inside stay', () => {
    expect(written('in today, note: happy to chat :)')).toEqual([checkin('happy to chat :)')]);
    expect(written("in today, note: 'clay' and 'glaze'")).toEqual([checkin("'clay' and 'glaze'")]);
  });
});

describe('a remark after a check-in is not its notes', () => {
  it.each([
    // Something named, then how it is.
    'here now, the lift is out of order again',
    'here now, my bus was ages late',
    // How the trip or the family was.
    'here now, train was rammed',
    'here now, kids are off school today',
    // A story of what happened.
    'here now, I forgot my keycard',
    'here now, we nearly missed the tram',
    // The weather.
    'here now, chilly out there',
    // How long they stay.
    "here now, I'm staying till 6",
  ])('%s: checked in, no notes', (text) => {
    expect(written(text)).toEqual([checkin()]);
  });

  it.each([
    ['here now, fixing the lift', 'fixing the lift'],
    // The verb too far from the subject to be a remark about it.
    ['here now, the lift upstairs on the left is out of order', 'the lift upstairs on the left is out of order'],
    // A time without staying: what the visit is for.
    ['here now, until 6 sanding the shelves', 'until 6 sanding the shelves'],
    // Family that is not the subject of a verb right after.
    ['here now, my aunt from york has come to visit', 'my aunt from york has come to visit'],
  ])('%s: notes', (text, notes) => {
    expect(written(text)).toEqual([checkin(notes)]);
  });
});
