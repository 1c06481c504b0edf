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

describe('notes as stored, more of their edges', () => {
  it.each([
    // A bullet's dash typed against the first word, and a double dash at the end.
    ['in today, note: -glazing the big bowls', 'glazing the big bowls'],
    ['in today, note: trimming the lids --', 'trimming the lids'],
    // A laugh drawn out other ways: more o's, more l's, an h to end it, a short giggle.
    ['in today, note: trimming the lids lool', 'trimming the lids'],
    ['in today, note: trimming the lids lolll', 'trimming the lids'],
    ['in today, note: trimming the lids hahah', 'trimming the lids'],
    ['in today, note: trimming the lids hehe', 'trimming the lids'],
    // A name that only looks like a laugh stays.
    ['in today, note: tutoring with Ha', 'tutoring with Ha'],
    ['in today, note: thesis meeting with Dr He', 'thesis meeting with Dr He'],
    // What they are not doing, with no space after the comma.
    ['in today, note: trimming the lids,not the bases', 'trimming the lids'],
    // ... but when more follows it, it is part of what they say.
    ['in today, note: trimming the lids, not the bases, with Omar', 'trimming the lids, not the bases, with Omar'],
    ['in today, note: trimming the lids instead of the bases, with Omar', 'trimming the lids instead of the bases, with Omar'],
  ])('%s', (text, notes) => {
    expect(written(text)).toEqual([checkin(notes)]);
  });

  it.each([
    // A closing parenthesis left over where none was opened.
    ['in today, note: trimming the lids)', 'trimming the lids'],
    // Parentheses closing list letters are the member's.
    ['in today, note: sorting the a) lids and b) bases', 'sorting the a) lids and b) bases'],
    // An inch mark is no quote, nor an apostrophe closing a plural.
    ['in today, note: cutting boards to 12"', 'cutting boards to 12"'],
    ['in today, note: cutting boards to 12”', 'cutting boards to 12”'],
    ["in today, note: fixing a chair for the Okafors'", "fixing a chair for the Okafors'"],
    ['in today, note: fixing a chair for the Okafors’', 'fixing a chair for the Okafors’'],
  ])('%s', (text, notes) => {
    expect(written(text)).toEqual([checkin(notes)]);
  });

  it('an opening quote never closed: the words are kept whole', () => {
    const [write] = written('in today, note: "trimming the big lids');
    expect(write).toMatchObject({ kind: 'checkin', date: '2026-11-24' });
    expect((write as { notes?: string }).notes).toMatch(/trimming the big lids$/);
  });

  it.each([
    // A code span cut off at either end loses its lone backtick, a stray one at the end too.
    ['in today, note: `trimming the lids', 'trimming the lids'],
    ['in today, note: trimming the lids`', 'trimming the lids'],
    ['in today, note: trimming the lids `', 'trimming the lids'],
    // A whole code span inside the notes is the member's.
    ['in today, note: `make check` failing again', '`make check` failing again'],
    ['in today, note: running `make check`', 'running `make check`'],
    ['in today, note: fixing the flaky `make check', 'fixing the flaky `make check'],
  ])('%s', (text, notes) => {
    expect(written(text)).toEqual([checkin(notes)]);
  });

  it.each([
    ['in today, note: "trimming the lids" lol', 'trimming the lids'],
    ['in today, note: “trimming the lids” lol', 'trimming the lids'],
    ["in today, note: 'trimming the lids' haha", 'trimming the lids'],
    ['in today, note: ‘trimming the lids’ haha', 'trimming the lids'],
  ])('quotes around all of it, a laugh after them: %s', (text, notes) => {
    expect(written(text)).toEqual([checkin(notes)]);
  });
});

describe('a remark after a check-in, at its edges', () => {
  it.each([
    // The train, then its verb a few words on.
    'here now, train from Leeds was cancelled',
    // Something named, its verb four words in.
    'here now, the lift near reception is out again',
    // How long they stay, "until" with no clock time.
    'here now, staying until close',
  ])('%s: checked in, no notes', (text) => {
    expect(written(text)).toEqual([checkin()]);
  });

  it.each([
    // Family or a vehicle named, with no verb saying how it is.
    ['here now, dog training with Bea', 'dog training with Bea'],
    ['here now, dog portraits for the fair are my project today', 'dog portraits for the fair are my project'],
    // Something that is not family, then "is": what the visit is for.
    ['here now, kiln firing is the plan', 'kiln firing is the plan'],
    // A staying word with no time: notes.
    ['here now, around for questions', 'around for questions'],
  ])('%s: notes', (text, notes) => {
    expect(written(text)).toEqual([checkin(notes)]);
  });
});

describe('notes given for today on their own, with parentheses in them', () => {
  const proposed = (text: string) => {
    const p = plan(text);
    return p.kind === 'ask' ? p.choices.flatMap((c) => c.commands) : p.kind === 'act' ? p.writes : [];
  };

  it.each([
    // Parentheses that open the notes but do not close them are the member's.
    ['my note for today: (re)glazing the bowls', '(re)glazing the bowls'],
    ['my note for today: (re)glazing the bowls :)', '(re)glazing the bowls :)'],
    // A stray ")" at the end goes, even after a wink earlier on.
    ['my note for today: trimming the lids ;) plus bases)', 'trimming the lids ;) plus bases'],
  ])('%s', (text, notes) => {
    expect(proposed(text)).toEqual([checkin(notes)]);
  });
});
