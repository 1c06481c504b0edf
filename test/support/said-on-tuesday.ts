import { resolve, type Visits } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';

// A member's message read on Tuesday 2026-11-24 at the hub (10:30 in New York), and what it writes or offers against
// the visits given: the helpers the reader's mutation tests share.

export const TUESDAY = new Date('2026-11-24T15:30:00Z');
export const reading = (text: string) => understand(text, TUESDAY, 'America/New_York');
export const NONE: Visits = new Map();
export const plan = (text: string, visits: Visits = NONE) => resolve(reading(text), visits);
export const SELF = { kind: 'self' };
export const checkin = (date: string, notes?: string) => ({ kind: 'checkin', target: SELF, date, ...(notes === undefined ? {} : { notes }) });
export const checkout = (date: string) => ({ kind: 'checkout', target: SELF, date });
/** The writes a message makes at once; none when it asks. */
export const written = (text: string, visits: Visits = NONE) => {
  const p = plan(text, visits);
  return p.kind === 'act' ? p.writes : [];
};
/** What a message offers (asks to confirm) rather than writes: the commands of its one choice. */
export const offered = (text: string, visits: Visits = NONE) => {
  const p = plan(text, visits);
  return p.kind === 'ask' && p.choices.length === 1 ? p.choices[0]!.commands : [];
};
/** Everything the member gets done, at once or by tapping yes: the writes, or the commands of the one choice offered. */
export const doneOrOffered = (text: string, visits: Visits = NONE) => {
  const p = plan(text, visits);
  if (p.kind === 'act') return p.writes;
  return p.kind === 'ask' && p.choices.length === 1 ? p.choices[0]!.commands : [];
};
/** Visits planned on DATES, without notes. */
export const planned = (...dates: string[]): Visits => new Map(dates.map((d) => [d, { notes: '', left: false }]));
