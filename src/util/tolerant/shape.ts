import { isRecord, typeProblem, type Read, type Reader } from './read.js';

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

interface Context {
  problems: FieldProblem[];
  now: () => number;
}

/** A reader of a nested record (or a list of them): it decodes with the parent's context. */
export interface NestedReader<T> extends Reader<T> {
  readonly shape: Shape<unknown>;
  readonly list: boolean;
  /** The field a bare text fills, if a text is read as such a record. */
  readonly fromText?: string | undefined;
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
}

export type Decoded<T> = { ok: true; value: T } | { ok: false; field: string; problem: string };

export interface Shape<T> {
  readonly name: string;
  readonly fields: Readonly<Record<string, FieldSpec<unknown>>>;
  readonly requires: readonly Requirement[];
  /** One record; problems of the fields it kept, or the reason it was skipped, go to `options.report`. */
  decode(raw: unknown, options?: DecodeOptions): Decoded<T>;
  /** The same, inside a parent's decoding (its problems are reported with the parent's, if the parent is kept). */
  decodeIn(raw: unknown, ctx: Context): Decoded<T>;
}

const present = (value: unknown): boolean => value !== undefined && !(typeof value === 'string' && value.trim() === '');

export function shape<F extends Record<string, FieldSpec<unknown>>, T>(decl: ShapeDeclaration<F, T>): Shape<T> {
  const entries = Object.entries(decl.fields) as Array<[keyof F & string, FieldSpec<unknown>]>;
  const requires: readonly Requirement[] = decl.requires ?? [];
  const self: Shape<T> = {
    name: decl.name,
    fields: decl.fields,
    requires,
    decode(raw, options = {}) {
      const ctx: Context = { problems: [], now: options.now ?? Date.now };
      const decoded = self.decodeIn(raw, ctx);
      for (const p of ctx.problems) options.report?.problem(p);
      return decoded;
    },
    decodeIn(raw, ctx) {
      if (!isRecord(raw)) {
        const problem = typeProblem(raw);
        ctx.problems.push({ shape: decl.name, field: '', problem, outcome: 'skipped' });
        return { ok: false, field: '', problem };
      }
      const own: FieldProblem[] = [];
      const inner: Context = { problems: own, now: ctx.now };
      const values = {} as Record<string, unknown>;
      const whyAbsent = new Map<string, { problem: string; at?: string | undefined }>();
      for (const [field, spec] of entries) {
        const value = raw[field];
        if (value === undefined || value === null) {
          whyAbsent.set(field, { problem: value === null ? 'null' : 'nothing' });
          continue;
        }
        const read = 'readIn' in spec ? spec.readIn(value, inner) : spec.read(value);
        if ('value' in read) values[field] = read.value;
        if ('problem' in read) {
          whyAbsent.set(field, { problem: read.problem, at: 'at' in read ? read.at : undefined });
          if (!('reported' in read)) own.push({ shape: decl.name, field, problem: read.problem, outcome: 'kept' in read ? 'kept' : 'ignored' });
        }
      }
      for (const req of requires) {
        if (req.when && !req.when(raw)) continue;
        const accepts = req.accepts ?? present;
        if (req.anyOf.some((field) => accepts(values[field]))) continue;
        // Named by the alternative that was there but wrong, if one was: "emoji_code as a boolean", not "no emoji_name".
        const field = req.anyOf.find((f) => raw[f] !== undefined && raw[f] !== null) ?? req.anyOf[0] ?? '';
        const value = values[field];
        const why = whyAbsent.get(field);
        const problem = why?.problem ?? (typeof value === 'string' && value.trim() === '' ? 'an empty text' : typeProblem(value));
        // A record left out reports only why: the fields it carried are not anyone's concern.
        ctx.problems.push({ shape: decl.name, field, problem, outcome: 'skipped' });
        return { ok: false, field: why?.at ? `${field}.${why.at}` : field, problem };
      }
      ctx.problems.push(...own);
      return { ok: true, value: decl.build(values as Values<F>, raw, ctx.now) };
    },
  };
  return self;
}

/** A nested record; `fromText` names the field a bare text fills (a batch sent as "S1'19" is a batch of that name). */
export function nested<T>(inner: Shape<T>, options: { fromText?: string } = {}): NestedReader<T> {
  const readIn = (raw: unknown, ctx: Context): Read<T> => {
    const record = typeof raw === 'string' && options.fromText !== undefined ? { [options.fromText]: raw } : raw;
    if (!isRecord(record)) return { problem: typeProblem(raw) };
    const decoded = inner.decodeIn(record, ctx);
    // The nested record's own skip says which of its fields was missing: not said twice.
    return decoded.ok ? { value: decoded.value } : { problem: decoded.problem, reported: true, at: decoded.field };
  };
  return { kind: inner.name, shape: inner, list: false, fromText: options.fromText, readIn, read: (raw) => readIn(raw, { problems: [], now: Date.now }) };
}

/** A list of records: entries that cannot be used are left out (and reported), the rest kept. */
export function listOf<T>(inner: Shape<T>): NestedReader<T[]> {
  const readIn = (raw: unknown, ctx: Context): Read<T[]> => {
    if (!Array.isArray(raw)) return { problem: typeProblem(raw) };
    const out: T[] = [];
    for (const item of raw as unknown[]) {
      const decoded = inner.decodeIn(item, ctx);
      if (decoded.ok) out.push(decoded.value);
    }
    return { value: out };
  };
  return { kind: `list of ${inner.name}`, shape: inner, list: true, readIn, read: (raw) => readIn(raw, { problems: [], now: Date.now }) };
}

/** A decoded page: the usable items, how many the server sent (paging advances by that), and how many were left out. */
export interface Page<T> {
  items: T[];
  received: number;
  skipped: number;
}

/**
 * A list answer (a page of profiles, of visits, Zulip's users): it must be an
 * array; each item is decoded on its own, so one item that cannot be used
 * costs that item only. The report hears whether a non-empty answer gave nothing usable.
 */
export function decodePage<T>(inner: Shape<T>, raw: unknown, options: DecodeOptions = {}): Decoded<Page<T>> {
  if (!Array.isArray(raw)) {
    options.report?.answer(inner.name, 1, 0);
    return { ok: false, field: '', problem: `${typeProblem(raw)} where a list of ${inner.name}s belongs` };
  }
  const items: T[] = [];
  for (const item of raw as unknown[]) {
    const decoded = inner.decode(item, options);
    if (decoded.ok) items.push(decoded.value);
  }
  options.report?.answer(inner.name, raw.length, items.length);
  return { ok: true, value: { items, received: raw.length, skipped: raw.length - items.length } };
}

/** A single-record answer (one profile, one visit, a register answer), with the report told whether it was usable. */
export function decodeOne<T>(inner: Shape<T>, raw: unknown, options: DecodeOptions = {}): Decoded<T> {
  const decoded = inner.decode(raw, options);
  options.report?.answer(inner.name, 1, decoded.ok ? 1 : 0);
  return decoded;
}
