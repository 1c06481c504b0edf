import { isRecord, Kept, typeProblem, Unusable, type Read, type Reader } from './read.js';

/**
 * Tolerant decoding, declared as data. A shape lists its fields, each with a
 * lenient reader, and which of them the record cannot do without. Decoding
 * keeps a record whose required fields are intact; any other field of an
 * unexpected type, shape or value is treated as absent and reported (once per
 * field and problem, by the report: report.ts), never the whole record lost for it.
 * The schema-chaos test (test/util/tolerant/schema-chaos.test.ts) walks these
 * declarations, so a field added here is covered without writing a case.
 */

/** What became of a field (or of a record) that was not as expected. */
export type Outcome = 'ignored' | 'kept' | 'skipped';

export interface FieldProblem {
  /** The record's shape: "profile", "stint", "zulip message"… */
  shape: string;
  field: string;
  /** What was there instead: "a boolean", "nothing", "a text that is not a date"… */
  problem: string;
  /** ignored: read as absent; kept: kept as sent but read as absent; skipped: the record was left out for it. */
  outcome: Outcome;
}

/** Where problems go (a DecodeReport), and which answers came back without a usable record. */
export interface DecodeSink {
  problem(p: FieldProblem): void;
  answer(shape: string, received: number, usable: number): void;
}

export interface DecodeOptions {
  report?: DecodeSink | undefined;
  /** For fields that default to "now" (a Zulip message's unreadable send time). */
  now?: (() => number) | undefined;
}

export interface Context {
  problems: FieldProblem[];
  now: () => number;
}

/** A reader of a nested record (or a list of them): it decodes with the parent's context. */
export interface NestedReader<T> extends Reader<T> {
  readonly shape: Shape<unknown>;
  readonly list: boolean;
  /** The field a bare text fills, if a text is read as such a record. */
  readonly fromText?: string | undefined;
  /** The field a bare number fills, if a number is read as such a record (a visit's `person: 4103` is the person of that id). */
  readonly fromNumber?: string | undefined;
  readIn(raw: unknown, ctx: Context): Read<T>;
}

export type FieldSpec<T> = Reader<T> | NestedReader<T>;
type ValueOf<S> = S extends Reader<infer T> ? T : never;
export type Values<F> = { [K in keyof F]: ValueOf<F[K]> | undefined };

/**
 * The record needs one of `anyOf` (each satisfied by a value that read well and
 * is not blank text), when `when` holds for the raw record (default: always).
 */
export interface Requirement<K extends string = string> {
  anyOf: readonly K[];
  when?: (raw: Record<string, unknown>) => boolean;
  /** A stricter test of the value read than "present and not blank". */
  accepts?: (value: unknown) => boolean;
}

export interface ShapeDeclaration<F extends Record<string, FieldSpec<unknown>>, T> {
  name: string;
  fields: F;
  requires?: Array<Requirement<keyof F & string>>;
  /** The decoded record from the fields read (absent ones undefined); runs only when the requirements hold. */
  build(values: Values<F>, raw: Record<string, unknown>, now: () => number): T;
  /**
   * Keys of an envelope another server wraps its answer in (`{data: […], meta: {…}}`, `{hub_visits: […]}`):
   * a list answer found under one of them is that list; a single-record answer that is not usable itself is
   * read from under one of them (or from a list of exactly one record). Said once in the report.
   */
  envelopes?: readonly string[];
}

export type Decoded<T> = { ok: true; value: T } | { ok: false; field: string; problem: string };

/** Why a record was left out (decodeIn's answer, without a wrapper for the records kept). */
export class Skipped {
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {}
}

export interface Shape<T> {
  readonly name: string;
  readonly fields: Readonly<Record<string, FieldSpec<unknown>>>;
  readonly requires: readonly Requirement[];
  readonly envelopes: readonly string[];
  /** One record; problems of the fields it kept, or the reason it was skipped, go to `options.report`. */
  decode(raw: unknown, options?: DecodeOptions): Decoded<T>;
  /** The same, inside a parent's decoding (its problems are reported with the parent's, if the parent is kept). */
  decodeIn(raw: unknown, ctx: Context): T | Skipped;
  /** The record from values already checked to be clean (fast.ts), or undefined when a requirement fails. */
  buildChecked(values: Record<string, unknown>, raw: Record<string, unknown>, now: () => number): T | undefined;
}

const present = (value: unknown): boolean => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/** Reads one field of `raw` (null and undefined are absent before any reader is asked). */
function readField(spec: FieldSpec<unknown>, value: unknown, ctx: Context): unknown {
  return 'readIn' in spec ? spec.readIn(value, ctx) : spec.read(value);
}

/** Does some alternative of `req` hold among the values read? (A loop: this runs for every record.) */
function holds(req: Requirement, values: Record<string, unknown>): boolean {
  const accepts = req.accepts ?? present;
  for (const field of req.anyOf) if (accepts(values[field])) return true;
  return false;
}

export function shape<F extends Record<string, FieldSpec<unknown>>, T>(decl: ShapeDeclaration<F, T>): Shape<T> {
  // Hot path (a walk of 10,000 profiles): fields as arrays, values on a template of fixed shape, no allocation for a field read well.
  const names = Object.keys(decl.fields) as Array<keyof F & string>;
  const specs = names.map((n) => decl.fields[n] as FieldSpec<unknown>);
  const readers = specs.map((spec) => ('readIn' in spec ? undefined : spec));
  const template = Object.fromEntries(names.map((n) => [n, undefined])) as Record<string, unknown>;
  const requires: readonly Requirement[] = decl.requires ?? [];
  const skip = (ctx: Context, from: number, field: string, problem: string, at = ''): Skipped => {
    // A record left out reports only why: the fields it carried (and their problems) are not anyone's concern.
    ctx.problems.length = from;
    ctx.problems.push({ shape: decl.name, field, problem, outcome: 'skipped' });
    return new Skipped(at ? `${field}.${at}` : field, problem);
  };
  const self: Shape<T> = {
    name: decl.name,
    fields: decl.fields,
    requires,
    envelopes: decl.envelopes ?? [],
    decode(raw, options = {}) {
      const ctx: Context = { problems: [], now: options.now ?? Date.now };
      const decoded = self.decodeIn(raw, ctx);
      if (options.report) for (const p of ctx.problems) options.report.problem(p);
      return decoded instanceof Skipped ? { ok: false, field: decoded.field, problem: decoded.problem } : { ok: true, value: decoded };
    },
    buildChecked(values, raw, now) {
      for (const req of requires) if (!(req.when && !req.when(raw)) && !holds(req, values)) return undefined;
      return decl.build(values as Values<F>, raw, now);
    },
    decodeIn(raw, ctx) {
      // Problems go straight to the context; a record left out takes its own back (truncation to `from`).
      const from = ctx.problems.length;
      if (!isRecord(raw)) return skip(ctx, from, '', typeProblem(raw));
      const values = { ...template };
      for (let i = 0; i < names.length; i++) {
        const field = names[i]!;
        const value = raw[field];
        if (value === undefined || value === null) continue;
        const reader = readers[i];
        const read = reader ? reader.read(value) : readField(specs[i]!, value, ctx);
        if (read instanceof Unusable) {
          if (!read.reported) ctx.problems.push({ shape: decl.name, field, problem: read.problem, outcome: 'ignored' });
        } else if (read instanceof Kept) {
          values[field] = read.value;
          ctx.problems.push({ shape: decl.name, field, problem: read.problem, outcome: 'kept' });
        } else values[field] = read;
      }
      for (const req of requires) {
        if ((req.when && !req.when(raw)) || holds(req, values)) continue;
        // Named by the alternative that was there but wrong, if one was: "emoji_code as a boolean", not "no emoji_name".
        const field = req.anyOf.find((f) => raw[f] !== undefined && raw[f] !== null) ?? req.anyOf[0] ?? '';
        const value = raw[field];
        if (value === undefined || value === null) return skip(ctx, from, field, value === null ? 'null' : 'nothing');
        // Read again (only on this rare path) to say why it would not do.
        const again = readField(decl.fields[field]!, value, { problems: [], now: ctx.now });
        if (again instanceof Unusable) return skip(ctx, from, field, again.problem, again.at);
        return skip(ctx, from, field, typeof again === 'string' && again.trim() === '' ? 'an empty text' : typeProblem(again));
      }
      return decl.build(values as Values<F>, raw, ctx.now);
    },
  };
  return self;
}

/**
 * A nested record; `fromText` names the field a bare text fills (a batch sent as "S1'19" is a batch of that name),
 * `fromNumber` the field a bare number fills (a person sent as 4103 is the person of that id).
 */
export function nested<T>(inner: Shape<T>, options: { fromText?: string; fromNumber?: string } = {}): NestedReader<T> {
  const readIn = (raw: unknown, ctx: Context): Read<T> => {
    const record =
      typeof raw === 'string' && options.fromText !== undefined ? { [options.fromText]: raw } : typeof raw === 'number' && options.fromNumber !== undefined ? { [options.fromNumber]: raw } : raw;
    if (!isRecord(record)) return new Unusable(typeProblem(raw));
    const decoded = inner.decodeIn(record, ctx);
    // The nested record's own skip says which of its fields was missing: not said twice.
    return decoded instanceof Skipped ? new Unusable(decoded.problem, true, decoded.field) : decoded;
  };
  return { kind: inner.name, shape: inner, list: false, fromText: options.fromText, fromNumber: options.fromNumber, readIn, read: (raw) => readIn(raw, { problems: [], now: Date.now }) };
}

/** A list of records: entries that cannot be used are left out (and reported), the rest kept. */
export function listOf<T>(inner: Shape<T>): NestedReader<T[]> {
  const readIn = (raw: unknown, ctx: Context): Read<T[]> => {
    if (!Array.isArray(raw)) return new Unusable(typeProblem(raw));
    const out: T[] = [];
    for (const item of raw as unknown[]) {
      const decoded = inner.decodeIn(item, ctx);
      if (!(decoded instanceof Skipped)) out.push(decoded);
    }
    return out;
  };
  return { kind: `list of ${inner.name}`, shape: inner, list: true, readIn, read: (raw) => readIn(raw, { problems: [], now: Date.now }) };
}
