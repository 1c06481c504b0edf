import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/commands/parse.js';
import { expectParsedAs, type ParsedAs } from '../support/parse-cases.js';

/**
 * The edges of parseCommand itself, found by mutation testing of parse.ts:
 * messages of emoji and punctuation alone, questions that must not write,
 * phrasings that need a date, the one-year limit on writes, a date alone, and
 * typos that would become notes. Today is Fri 2026-11-20.
 */
const NOW = new Date('2026-11-20T15:00:00Z');

const NOT_UNDERSTOOD = (text: string) =>
  `I didn't understand "${text}". I can check you in (\`checkin\`), plan or cancel a visit (\`checkin fri\`, \`cancel fri\`), note when you leave (\`leaving\`), tell you who's here (\`who's here\`) and look people up (\`whois NAME\`). Send \`help\` for everything.`;
const OFFER_TOMORROW = { error: "Did you mean `checkin tomorrow`? Send that and I'll plan a visit for you tomorrow (Sat Nov 21).", didYouMean: 'checkin tomorrow' };

const CASES: Array<[string, ParsedAs]> = [
  // "?" alone asks for help; a "?" next to an emoji is no such request, just a hello.
  ['🎉 ?', { command: { kind: 'smalltalk', says: 'hello' } }],
  ['? 🎉', { command: { kind: 'smalltalk', says: 'hello' } }],
  // Punctuation alone says nothing (no greeting back); after a greeting or an emoji it is a hello.
  ['---', { error: NOT_UNDERSTOOD('---') }],
  ['...', { error: NOT_UNDERSTOOD('...') }],
  ['hi ---', { command: { kind: 'smalltalk', says: 'hello' } }],
  ['🎉 ---', { command: { kind: 'smalltalk', says: 'hello' } }],
  // "ok" alone is an acknowledgement, not a lead-in to strip.
  ['ok.', { command: { kind: 'smalltalk', says: 'ack' } }],
  // Questions never write: a question lead, a "?" at the end (emoji or "!" after it too), even on an explicit command without notes.
  ['should i check in tomorrow', OFFER_TOMORROW],
  ["i'll be in tomorrow?!", OFFER_TOMORROW],
  ["i'll be in tomorrow ?!", OFFER_TOMORROW],
  ["i'll be in tomorrow? 🎉", OFFER_TOMORROW],
  ['checkin tomorrow?', OFFER_TOMORROW],
  ['in tomorrow?', OFFER_TOMORROW],
  ['note clear tomorrow?', { error: "Did you mean `note tomorrow clear`? Send that and I'll clear your notes tomorrow (Sat Nov 21).", didYouMean: 'note tomorrow clear' }],
  // Only an explicit command's notes may end in "?"; a looser phrasing with notes asked is still a question.
  ["i'll be in tomorrow, anyone for lunch?", { error: "Did you mean `checkin tomorrow anyone for lunch?`? Send that and I'll plan a visit for you tomorrow (Sat Nov 21), with those notes.", didYouMean: 'checkin tomorrow anyone for lunch?' }],
  // Said as news, it is done.
  ["i'll be in tomorrow!", { command: { kind: 'checkin', target: { kind: 'self' }, date: '2026-11-21' } }],
  // Phrasings that are only a visit with a date after them ("coming tomorrow", "not monday"), separators allowed.
  ['coming, tomorrow', { command: { kind: 'checkin', target: { kind: 'self' }, date: '2026-11-21' } }],
  ['not monday', { error: "Did you mean `cancel 2026-11-23`? Send that and I'll cancel your visit on Mon Nov 23.", didYouMean: 'cancel 2026-11-23' }],
  ['coming soon', { error: NOT_UNDERSTOOD('coming soon') }],
  ['coming to the party', { error: NOT_UNDERSTOOD('coming to the party') }],
  // Only writes are limited to a year from today: asking about a far day is fine.
  ['was ada here 2028-01-01?', { command: { kind: 'presence', who: { kind: 'name', text: 'ada' }, date: '2028-01-01' } }],
  // A date alone is probably a visit: offered (a weekday ahead), with who's coming then; never a far one, nor with words after it.
  ['monday', { error: "Did you mean `checkin 2026-11-23`? Send that and I'll plan a visit for you on Mon Nov 23. (Or to see who is coming then, send `who's here 2026-11-23`.)", didYouMean: 'checkin 2026-11-23' }],
  ['tomorrow', { error: "Did you mean `checkin tomorrow`? Send that and I'll plan a visit for you tomorrow (Sat Nov 21). (Or to see who is coming then, send `who's here tomorrow`.)", didYouMean: 'checkin tomorrow' }],
  ['2028-01-01', { error: NOT_UNDERSTOOD('2028-01-01') }],
  ['tomorrow pizza', { error: NOT_UNDERSTOOD('tomorrow pizza') }],
  // A typo never becomes new notes: "nte bring cake" is not offered as `note bring cake`.
  ['nte bring cake', { error: NOT_UNDERSTOOD('nte bring cake') }],
  // A typo of `note` before anything but new text is offered like any other command.
  ['nte clear tomorrow', { error: "Did you mean `note tomorrow clear`? Send that and I'll clear your notes tomorrow (Sat Nov 21).", didYouMean: 'note tomorrow clear' }],
  // A typo is offered only when the corrected message is an explicit command; a looser phrasing after a typo is too far-fetched.
  ['leavng now', { error: NOT_UNDERSTOOD('leavng now') }],
];

describe('parseCommand at the edges', () => {
  it.each(CASES)('%s', (text, expected) => expectParsedAs(text, NOW, expected));

  it('offers a date alone as a check-in (the suggestion and the command meant, for the runner)', () => {
    expect(parseCommand('tomorrow', NOW)).toMatchObject({ ok: false, suggestion: 'checkin', meant: { kind: 'checkin', target: { kind: 'self' }, date: '2026-11-21' } });
  });

  it('answers politely, and reports the crash, when parsing itself fails (here: a time zone the hub cannot have)', () => {
    expect(parseCommand('checkin', NOW, 'Not/AZone')).toEqual({
      ok: false,
      error: "Sorry, I couldn't make sense of that. Send `help` to see what I can do.",
      crash: { kind: 'unmatched', inputLength: 7, error: expect.any(RangeError) as unknown },
    });
  });
});
