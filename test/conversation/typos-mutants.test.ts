import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';

/**
 * Typos of the words requests are made of (src/conversation/typos.ts), seen from outside: a request read through a
 * typo is offered, not made; a word too far from any is not guessed at. Written to kill the mutants
 * `npm run mutation:conversation` left alive there (stryker.conversation.config.mjs); each message is in new
 * wording. Said on Tuesday 2026-11-24 at the hub.
 */
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const plan = (text: string) => resolve(understand(text, TUESDAY, 'America/New_York'), new Map());
const offered = (text: string) => {
  const p = plan(text);
  return p.kind === 'ask' && p.choices.length === 1 ? p.choices[0]!.commands : undefined;
};
const REMINDERS_OFF = { kind: 'hub', action: { intent: 'reminders', when: 'off' } };

describe('a typo of a request word is read as that word, and offered', () => {
  it.each([
    ['chekc in', [{ kind: 'checkin', target: { kind: 'self' }, date: '2026-11-24' }]],
    ['chcek in for thursday', [{ kind: 'checkin', target: { kind: 'self' }, date: '2026-11-26' }]],
    ['remindres off', [REMINDERS_OFF]],
    // Nine letters or more: two edits away.
    ['rmeindres off', [REMINDERS_OFF]],
    // Among the first three words.
    ['turn the rmeindres off', [REMINDERS_OFF]],
    // A letter left out: the word is one longer.
    ['remindrs off', [REMINDERS_OFF]],
    // Four letters, and a word of four.
    ['skpi friday', [{ kind: 'hub', action: { intent: 'skip', date: '2026-11-27' } }]],
  ])('%s', (text, commands) => {
    expect(offered(text)).toEqual(commands);
  });
});

describe('a word too far from any request word is not guessed at', () => {
  it.each([
    // Eight letters, two edits away.
    'rmeindrs off',
    // Past the first three words.
    'turn off the rmeindres',
    // Three letters.
    'hwo is here',
    // Not a word of letters.
    'remindres2 off',
  ])('%s: not understood, nothing offered', (text) => {
    expect(plan(text).kind).toBe('say');
  });
});
