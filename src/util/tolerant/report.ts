import type { Logger } from '../../log.js';
import type { DecodeSink, FieldProblem } from './shape.js';

export interface ProblemCount extends FieldProblem {
  /** Records that carried it (each decode counts once). */
  count: number;
}

/** A non-empty answer of this shape that gave no usable record: the latest one, until an answer gives some again. */
export interface UnusableAnswer {
  shape: string;
  /** Items the answer carried (1 for a single record, or for a body that was not the list it should be). */
  received: number;
  /** When (Date.now() ms). */
  at: number;
}

/** Distinct (shape, field, problem, outcome) keys kept; they come from declarations, so a few hundred at most. */
const MAX_KEYS = 2_000;

/**
 * What the tolerant decoders met that was not as expected, for the operator:
 * a count per (shape, field, problem) for the metric and `frontdesk check`,
 * one log line per key for the whole process life (not one per record: 412
 * profiles with a boolean where a text belongs are one line), and the shapes
 * whose latest non-empty answer yielded no usable record (a readiness signal).
 */
export class DecodeReport implements DecodeSink {
  readonly #counts = new Map<string, ProblemCount>();
  readonly #unusable = new Map<string, UnusableAnswer>();
  /** First occurrences that arrived before any logger did. */
  #unlogged: FieldProblem[] = [];
  #log: Logger | undefined;
  readonly #observers = new Set<(shape: string, received: number, usable: number) => void>();

  constructor(private readonly now: () => number = Date.now) {}

  problem(p: FieldProblem): void {
    const key = `${p.outcome}\u0000${p.shape}\u0000${p.field}\u0000${p.problem}`;
    const seen = this.#counts.get(key);
    if (seen) {
      seen.count++;
      return;
    }
    if (this.#counts.size >= MAX_KEYS) return;
    this.#counts.set(key, { ...p, count: 1 });
    if (this.#log) logProblem(this.#log, p);
    else if (this.#unlogged.length < MAX_KEYS) this.#unlogged.push(p);
  }

  /** Calls `observer` after each answer decoded from now on (readiness: src/app/ops.ts); returns how to stop. */
  observeAnswers(observer: (shape: string, received: number, usable: number) => void): () => void {
    this.#observers.add(observer);
    return () => this.#observers.delete(observer);
  }

  answer(shape: string, received: number, usable: number): void {
    for (const observer of this.#observers) observer(shape, received, usable);
    if (usable > 0) this.#unusable.delete(shape);
    else if (received > 0) this.#unusable.set(shape, { shape, received, at: this.now() });
  }

  /** Where first occurrences are logged from now on; those met before are logged at once. */
  logTo(log: Logger): void {
    this.#log = log;
    for (const p of this.#unlogged.splice(0)) logProblem(log, p);
  }

  counts(): ProblemCount[] {
    return [...this.#counts.values()];
  }

  /** Shapes whose latest non-empty answer gave nothing usable (for /readyz): empty when all is well. */
  unusableAnswers(): UnusableAnswer[] {
    return [...this.#unusable.values()];
  }

  /** One sentence per problem, records skipped first, then most frequent first: "412 profiles carry bio_truncated as a boolean: ignored". */
  summary(): string[] {
    return this.counts()
      .sort((a, b) => RANK[a.outcome] - RANK[b.outcome] || b.count - a.count || a.shape.localeCompare(b.shape) || a.field.localeCompare(b.field))
      .map((c) => describeProblem(c, c.count));
  }
}

/** "412 profiles carry bio_truncated as a boolean: ignored"; with no count, "a profile carries…". */
export function describeProblem(p: FieldProblem, count?: number): string {
  const who = count === undefined ? `${/^[aeiou]/.test(p.shape) ? 'an' : 'a'} ${p.shape}` : count === 1 ? `1 ${p.shape}` : `${count} ${plural(p.shape)}`;
  const one = count === undefined || count === 1;
  const carry = one ? 'carries' : 'carry';
  const what = p.field === '' ? `${one ? 'was' : 'were'} sent as ${p.problem}, not a record` : p.problem === 'nothing' ? `${carry} no ${p.field}` : `${carry} ${p.field} as ${p.problem}`;
  return `${who} ${what}: ${OUTCOME[p.outcome](p.shape)}`;
}

/** What an operator should read first: a record lost, then data kept unread, then fields ignored. */
const RANK: Record<FieldProblem['outcome'], number> = { skipped: 0, kept: 1, ignored: 2 };

const OUTCOME: Record<FieldProblem['outcome'], (shape: string) => string> = {
  ignored: () => 'ignored',
  kept: () => 'kept as sent, read as absent',
  skipped: (shape) => `skipped (a ${shape} is unusable without it)`,
};

function plural(noun: string): string {
  return /(ch|sh|s|x)$/.test(noun) ? `${noun}es` : `${noun}s`;
}

function logProblem(log: Logger, p: FieldProblem): void {
  log.warn(
    { shape: p.shape, field: p.field, problem: p.problem, outcome: p.outcome },
    `${describeProblem(p)} (logged once per field and problem; counted in frontdesk_ignored_fields_total and frontdesk_skipped_records_total)`,
  );
}
