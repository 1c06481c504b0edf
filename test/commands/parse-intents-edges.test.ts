import { describe, it } from 'vitest';
import { expectParsedAs, type ParsedAs } from '../support/parse-cases.js';

/**
 * The edges of what the read-only intents make of their words, found by
 * mutation testing of intents.ts: names with punctuation, "me" inside a longer
 * name, spans a one-day answer cannot give, "who is" questions that are no
 * name, lists of days, names where a date range belongs, and the small talk
 * that must not turn into a command. Today is Fri 2026-11-20 unless said.
 */
const NOW = new Date('2026-11-20T15:00:00Z');

const NOT_UNDERSTOOD = (text: string) =>
  `I didn't understand "${text}". I can check you in (\`checkin\`), plan or cancel a visit (\`checkin fri\`, \`cancel fri\`), note when you leave (\`leaving\`), tell you who's here (\`who's here\`) and look people up (\`whois NAME\`). Send \`help\` for everything.`;
const NOT_SEARCHABLE = "I can't search what people are doing. `who's here` lists today's visitors with their notes, `who's coming fri` a day ahead, and `whois NAME` looks someone up.";
const VISITS_NEED_MENTION = (name: string) =>
  `To see someone else's visits, name them with an @-mention or their email: \`visits @**Name**\` or \`visits name@example.org\`. \`when was ${name} last here?\` works with a plain name.`;

const CASES: Array<[string, ParsedAs]> = [
  // "is NAME here?" and "when was NAME last here?": only punctuation at the end of the name goes, all of it; a dot inside stays.
  ['is Dr. Ada here?', { command: { kind: 'presence', who: { kind: 'name', text: 'Dr. Ada' }, date: '2026-11-20' } }],
  ['is Ada!! here?', { command: { kind: 'presence', who: { kind: 'name', text: 'Ada' }, date: '2026-11-20' } }],
  ['when was Dr. Ada last here?', { command: { kind: 'lastVisit', who: { kind: 'name', text: 'Dr. Ada' } } }],
  ['when was Ada!! last here?', { command: { kind: 'lastVisit', who: { kind: 'name', text: 'Ada' } } }],
  // "me" is the member only when it is the whole name.
  ['is me and Ada here?', { command: { kind: 'presence', who: { kind: 'name', text: 'me and Ada' }, date: '2026-11-20' } }],
  ['when was me and ada last here', { command: { kind: 'lastVisit', who: { kind: 'name', text: 'me and ada' } } }],
  // No name at all is the member's own last visit.
  ['when was my last visit', { command: { kind: 'lastVisit', who: { kind: 'self' } } }],
  // "has X been in": one day's answer; a span gets pointed at `visits` (for a person) or answered as a range (for anyone).
  ['has Bram been in this week?', { error: "I answer that for one day at a time: try `is Bram here today?` or `when was Bram last here?`. For a span, `visits @**Name** this week` lists someone's visits." }],
  ['has anyone been in this week?', { command: { kind: 'whosHere', when: { type: 'range', range: { start: '2026-11-16', end: '2026-11-22', label: 'this week' } } } }],
  ['has anyone been in?', { command: { kind: 'whosHere', when: { type: 'day', date: '2026-11-20' } } }],
  // The day in the middle of "did you cancel my … visit?" is the day asked about (a weekday ahead: the coming Monday).
  ['did you cancel my monday visit?', { command: { kind: 'myVisit', date: '2026-11-23' } }],
  // whois: trailing "??" is not part of the name; "who is working on …" is a question about people, not a lookup;
  // a one-word explicit `whois` is always a lookup (a name can be any word).
  ['whois ada??', { command: { kind: 'whois', query: { kind: 'name', text: 'ada' } } }],
  ['who is working on rust?', { error: NOT_SEARCHABLE }],
  ["who's free?", { error: NOT_SEARCHABLE }],
  ['find the admin', { error: NOT_SEARCHABLE }],
  ['whois free', { command: { kind: 'whois', query: { kind: 'name', text: 'free' } } }],
  // "who's coming monday and tuesday?": both days, not the span between them.
  ["who's coming monday and tuesday?", { command: { kind: 'whosHere', when: { type: 'days', dates: ['2026-11-23', '2026-11-24'] } } }],
  // A name where a date belongs is pointed at whois / a mention, with the name as written (dots inside kept).
  ["who's here b.ram", { error: 'I couldn\'t read "b.ram" as a date. Try today, tomorrow, fri, next mon, 11/23, nov 23 or 2026-11-23. To look someone up, use `whois b.ram`.' }],
  ['visits Bram', { error: VISITS_NEED_MENTION('Bram') }],
  ['visits Dr. Bram', { error: VISITS_NEED_MENTION('Dr. Bram') }],
  ['visits Bram!!', { error: VISITS_NEED_MENTION('Bram') }],
  // Only a capitalised word reads as a name; with a digit it is a date gone wrong.
  ['visits bRam', { error: 'I couldn\'t read "bRam" as a date. Try today, tomorrow, fri, next mon, 11/23, nov 23 or 2026-11-23.' }],
  ['visits Nov 45', { error: '"Nov 45" isn\'t a real date.' }],
  // A one-day range keeps the date as written for its label.
  ['visits nov. 3', { command: { kind: 'visits', target: { kind: 'self' }, range: { start: '2026-11-03', end: '2026-11-03', label: 'nov. 3' } } }],
  // "I'm off monday": leaving, or not coming? Asked, with the coming Monday.
  ["I'm off monday", { error: "Do you mean you've left the hub (send `leaving`: your visit stays), or that you're not coming Mon Nov 23 (send `cancel 2026-11-23`: the visit is removed)? I haven't changed anything." }],
  // Undoing a departure: today only, and marked as a return.
  ['undo leaving', { command: { kind: 'checkin', target: { kind: 'self' }, date: '2026-11-20', returning: true } }],
  ['still here today', { command: { kind: 'checkin', target: { kind: 'self' }, date: '2026-11-20', returning: true } }],
  ["i didn't leave yesterday", { error: 'I can only undo leaving for today; your visit Thu Nov 19 stays as it is.' }],
  // Help on a command by the name the help list gives it.
  ['help is NAME here?', { command: { kind: 'help', topic: 'presence' } }],
  // Small talk stays small talk; words after it make it something else, not understood rather than waved through.
  ['how are you?', { command: { kind: 'smalltalk', says: 'hello' } }],
  ['ok', { command: { kind: 'smalltalk', says: 'ack' } }],
  ['no, tomorrow', { error: NOT_UNDERSTOOD('no, tomorrow') }],
  ['status tomorrow', { error: NOT_UNDERSTOOD('status tomorrow') }],
];

/**
 * A day of the month alone looks back for digests, visits and departures: on
 * Thu Nov 5, "the 20th" is Oct 20 (the nearest 20th would be Nov 20).
 */
const NOV_5 = new Date('2026-11-05T15:00:00Z');

const LOOKING_BACK: Array<[string, ParsedAs]> = [
  ['digest the 20th', { command: { kind: 'digest', date: '2026-10-20' } }],
  ['visits the 20th', { command: { kind: 'visits', target: { kind: 'self' }, range: { start: '2026-10-20', end: '2026-10-20', label: 'the 20th' } } }],
  ['leaving the 20th', { error: 'I can only note that you left today; your visit Tue Oct 20 stays as it is.' }],
  ['still here the 20th', { error: 'I can only undo leaving for today; your visit Tue Oct 20 stays as it is.' }],
];

describe('what the read-only intents make of their words, at the edges', () => {
  it.each(CASES)('%s', (text, expected) => expectParsedAs(text, NOW, expected));
  it.each(LOOKING_BACK)('%s (on Nov 5)', (text, expected) => expectParsedAs(text, NOV_5, expected));
});
