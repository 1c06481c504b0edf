import type { Command } from '../commands/command.js';
import type { IsoDate } from '../time/hub-date.js';
import type { Item, Segment } from './items.js';
import type { Clause } from './meaning.js';

/**
 * A question that names no day of its own but points back at one said before it ("…who's around tomorrow? also is
 * Wren coming then?", "put me in for 12/3 and is Hana coming that day?", "same day?", "put me in for Friday. Who else is
 * coming?"). Only reads are moved to that day: a write always needs its own day.
 */
export function refersBack(items: Item[]): boolean {
  if (items.some((i) => i.kind === 'when')) return false;
  const words = items.flatMap((i) => (i.kind === 'word' ? [i.word] : []));
  // ("Put me in for Friday. Who else is coming?": "else" is besides me, on the day I said.)
  return words.some((w, k) => w === 'then' || w === 'else' || ((w === 'that' || w === 'same') && ['day', 'date'].includes(words[k + 1] ?? '')));
}

/** The last single day a clause before was about: a write's, or a read's. */
export function lastDaySaid(clauses: Clause[]): IsoDate | undefined {
  for (let k = clauses.length - 1; k >= 0; k--) {
    const c = clauses[k]!;
    if (c.type === 'write' && 'when' in c.write && c.write.when?.kind === 'day') return c.write.when.future;
    if (c.type === 'read') {
      const day = dayOfRead(c.command);
      if (day !== undefined) return day;
    }
  }
  return undefined;
}

function dayOfRead(command: Command): IsoDate | undefined {
  if (command.kind === 'presence' || command.kind === 'myVisit') return command.date;
  if (command.kind === 'whosHere' && command.when.type === 'day') return command.when.date;
  return undefined;
}

/** A read about one day, moved to `day` (one that names no day is left as it is). */
export function onDay(command: Command, day: IsoDate): Command {
  if (command.kind === 'presence' || command.kind === 'myVisit') return { ...command, date: day };
  if (command.kind === 'whosHere' && command.when.type === 'day') return { ...command, when: { type: 'day', date: day } };
  return command;
}

/** The one day a condition names ("if I come in on Saturday", "when I'm in tomorrow"), if the segment is one. */
export function conditionDay(seg: Segment): string | undefined {
  const first = seg.items[0];
  if (first?.kind !== 'word' || !['if', 'when', 'suppose', 'supposing', 'say'].includes(first.word)) return undefined;
  const days = seg.items.filter((i) => i.kind === 'when');
  const only = days.length === 1 && days[0]!.kind === 'when' && days[0]!.when.kind === 'day' ? days[0]!.when : undefined;
  return only?.future;
}
