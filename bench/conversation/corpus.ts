import { readFileSync } from 'node:fs';

/**
 * A blind round (the format of the blind corpus, bench/conversation/FORMAT.md):
 * messages written without sight of the code,
 * each with the writes it allows and what the reply must be about.
 */
export type Write =
  | { op: 'checkin'; date: string; notes: string | null }
  | { op: 'cancel'; date: string }
  | { op: 'set_notes'; date: string; notes: string }
  | { op: 'clear_notes'; date: string }
  | { op: 'leave'; date: string }
  | { op: 'unleave'; date: string };

export interface BeforeVisit {
  date: string;
  /** null or absent: a visit without notes. */
  notes?: string | null;
  left?: boolean;
}

export interface RoundMessage {
  id: string;
  category: string;
  from: string;
  where: 'dm' | 'stream';
  before: BeforeVisit[];
  say: string;
  expect: { writes: Write[]; ask_ok: boolean; answer: string; meaning: string };
}

export interface Round {
  round: number;
  author: string;
  now: string;
  messages: RoundMessage[];
}

const OPS = new Set(['checkin', 'cancel', 'set_notes', 'clear_notes', 'leave', 'unleave']);

/** Reads and checks a round file; a malformed one stops the run with what is wrong (never silently judged). */
export function readRound(path: string): Round {
  const round = JSON.parse(readFileSync(path, 'utf8')) as Round;
  const problems: string[] = [];
  if (Number.isNaN(new Date(round.now).getTime())) problems.push(`"now" is not a time: ${round.now}`);
  if (!Array.isArray(round.messages)) problems.push('no "messages" array');
  for (const m of round.messages ?? []) {
    const where = `${m.id ?? '?'}:`;
    if (typeof m.say !== 'string') problems.push(`${where} "say" is not a string`);
    if (m.where !== 'dm' && m.where !== 'stream') problems.push(`${where} "where" is ${String(m.where)}`);
    if (!Array.isArray(m.before)) problems.push(`${where} "before" is not a list`);
    if (!m.expect || !Array.isArray(m.expect.writes)) problems.push(`${where} "expect.writes" is not a list`);
    for (const w of m.expect?.writes ?? []) if (!OPS.has(w.op)) problems.push(`${where} unknown write op ${String(w.op)}`);
    if (typeof m.expect?.answer !== 'string') problems.push(`${where} "expect.answer" is not a string`);
  }
  if (problems.length > 0) throw new Error(`${path} is not a round:\n  ${problems.join('\n  ')}`);
  return round;
}
