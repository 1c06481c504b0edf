import type { Command } from '../../src/commands/command.js';
import { answerMet } from './answers.js';
import type { RoundMessage, Write } from './corpus.js';
import { offeredChoices, writeOf } from './offers.js';
import { applyWrites, changes, describe, sameNotes, sameVisit, sameVisits, visitsOf, type Visits } from './state.js';
import type { DirectoryState, VisitState } from './world.js';

export interface Verdict {
  id: string;
  category: string;
  say: string;
  handled: boolean;
  /** How it was handled: the writes done, or a question offering them. */
  how: 'wrote' | 'asked' | 'no write' | 'missed';
  why?: string;
  wrongWrites: string[];
  /**
   * Notes meant to be written, written on the right member's right visit, in
   * words that differ a little from the writer's (see onlyWorded()). Not a
   * wrong write, and not handled either.
   */
  notesWording: string[];
  replies: string[];
}

export interface Observed {
  personId: number;
  before: DirectoryState;
  after: DirectoryState;
  replies: string[];
  /** Commands the handlers ran for this message. */
  ran: Command[];
  now: Date;
  today: string;
}

/**
 * One message judged (bench/conversation/FORMAT.md): handled as meant when the writes are exactly
 * the expected ones (or, where asking is fine, nothing is written and a
 * question offers exactly them) and what the bot did is about the expected
 * answer. A wrong write is any change to the directory that the expected
 * writes do not make.
 */
export function judge(m: RoundMessage, o: Observed): Verdict {
  const start = visitsOf(m.before);
  const expected = applyWrites(start, m.expect.writes);
  const mine = o.after.get(o.personId) ?? new Map<string, VisitState>();
  const wrongWrites: string[] = [];
  const notesWording: string[] = [];
  for (const change of changes(o.before, o.after)) {
    if (change.person !== o.personId) {
      wrongWrites.push(`changed person ${change.person}'s visit on ${change.date}: ${describe(change.was)} -> ${describe(change.now)}`);
      continue;
    }
    if (!sameVisit(change.now, expected.get(change.date))) {
      const line = `${change.date}: ${describe(change.was)} -> ${describe(change.now)}; expected ${describe(expected.get(change.date))}`;
      if (onlyWorded(start.get(change.date), change.now, expected.get(change.date))) notesWording.push(line);
      else wrongWrites.push(`${change.date}: ${describe(change.was)} -> ${describe(change.now)}; expected ${describe(expected.get(change.date))}`);
    }
  }
  const base = { id: m.id, category: m.category, say: m.say, wrongWrites, notesWording, replies: o.replies };
  const wrote = changes(o.before, o.after).length > 0;
  const exact = sameVisits(mine, expected) && wrongWrites.length === 0;
  const noWrites = m.expect.writes.length === 0;
  const answer = answerMet(m.expect.answer, o.ran, o.today);
  // A write that changes nothing (checking in where a visit already is) counts when the bot carried it out.
  const ranWrites = o.ran.map(writeOf).filter((w): w is Write => w !== undefined);
  const carriedOut = ranWrites.length > 0 && sameVisits(applyWrites(start, ranWrites), expected);
  if (exact && (wrote || noWrites || carriedOut)) {
    if (!answer.ok) return { ...base, handled: false, how: wrote ? 'wrote' : 'no write', why: answer.why! };
    return { ...base, handled: true, how: wrote ? 'wrote' : 'no write' };
  }
  if (wrote) return { ...base, handled: false, how: 'wrote', why: wrongWrites.length ? 'wrong write' : notesWording.length ? 'notes worded differently' : 'not the expected writes' };
  // Nothing written, though writes were expected: a question offering exactly them, where asking is fine.
  const choices = offeredChoices(o.replies, o.now);
  const offersExpected = choices.some((choice) => offers(choice, start, expected));
  if (m.expect.ask_ok && offersExpected) {
    const reads = choices.flat().filter((c) => writeOf(c) === undefined);
    const asked = answerMet(m.expect.answer, [...o.ran, ...reads], o.today);
    return asked.ok ? { ...base, handled: true, how: 'asked' } : { ...base, handled: false, how: 'asked', why: asked.why! };
  }
  const why = offersExpected ? 'asked, where the member meant it plainly (ask_ok is false)' : choices.length ? `asked, offering ${choices.map((c) => c.map(label).join(' + ')).join(' / ')}` : 'no write';
  return { ...base, handled: false, how: choices.length ? 'asked' : 'missed', why };
}

/** Whether doing every write of `choice` on `start` gives exactly `expected`. */
function offers(choice: Command[], start: Visits, expected: Visits): boolean {
  const writes = choice.map(writeOf).filter((w): w is Write => w !== undefined);
  return writes.length > 0 && sameVisits(applyWrites(start, writes), expected);
}

function label(c: Command): string {
  const w = writeOf(c);
  return w ? `${w.op} ${w.date}${'notes' in w && w.notes !== null ? ` ${JSON.stringify(w.notes)}` : ''}` : c.kind;
}

/**
 * A notes-wording difference, not a wrong write: the visit is the expected one
 * (there in both, same "left"), new notes were meant (the expected notes are
 * not empty and differ from those before), new notes were written (not empty,
 * not those before), and the two differ only a little in words: every word of
 * one is in the other, and the longer has at most 4 words more, no more than
 * the words they share ("the same ML pipeline" for "the ML pipeline", "working
 * on the parser" for "the parser"). Words compare lowercased, without
 * punctuation at their ends. Anything else (another day or member, a visit
 * made or removed, notes replaced where none were meant, notes lost, a
 * sentence of something else kept as notes) stays a wrong write.
 */
export function onlyWorded(was: VisitState | undefined, now: VisitState | undefined, expected: VisitState | undefined): boolean {
  if (!now || !expected || now.left !== expected.left) return false;
  const before = was?.notes ?? '';
  if (expected.notes.trim() === '' || sameNotes(expected.notes, before)) return false;
  if (now.notes.trim() === '' || sameNotes(now.notes, before)) return false;
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/\s+/)
      .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
      .filter((w) => w !== '');
  const a = words(now.notes);
  const b = words(expected.notes);
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const inLong = new Set(long);
  if (!short.every((w) => inLong.has(w))) return false;
  const extra = long.length - short.length;
  return extra <= 4 && extra <= short.length;
}
