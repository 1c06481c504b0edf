import type { FieldSpec, Requirement, Shape } from '../../../src/util/tolerant/shape.js';

/**
 * The schema-chaos test's own judgement of which values a field can use,
 * written apart from the readers (src/util/tolerant/read.ts) so the test can
 * catch them wrong. Keyed by a reader's `kind`, not by field: a field added to
 * a shape later is judged with no new case; a reader of a new kind fails the
 * test until a line is added here.
 */
export type Path = Array<string | number>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const digits = (v: unknown, sign = false): v is string => typeof v === 'string' && (sign ? /^-?\d{1,15}$/ : /^\d{1,15}$/).test(v.trim());

const READABLE: Record<string, (v: unknown) => boolean> = {
  text: (v) => typeof v === 'string',
  id: (v) => {
    const n = digits(v) ? Number(v) : v;
    return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 0xffff_ffff;
  },
  integer: (v) => {
    const n = digits(v, true) ? Number(v) : v;
    return typeof n === 'number' && Number.isSafeInteger(n);
  },
  count: (v) => {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    return typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= Number.MAX_SAFE_INTEGER;
  },
  flag: (v) => typeof v === 'boolean' || v === 'true' || v === 'false',
  date: (v) => {
    if (typeof v !== 'string') return false;
    const m = /^\s*(\d{4})-(\d{2})-(\d{2})(?:$|[T ]\d|\s*$)/.exec(v);
    if (!m) return false;
    const d = new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(`${m[1]}-${m[2]}-${m[3]}`);
  },
  timestamp: (v) => (typeof v === 'string' ? v.trim() !== '' : typeof v === 'number' && !Number.isNaN(new Date(Math.abs(v) < 1e11 ? v * 1000 : v).getTime())),
  'text list': (v) => Array.isArray(v),
  recipients: (v) => typeof v === 'string' || Array.isArray(v),
  // Kept whatever it is (read as absent when not an object): judged apart in the test.
  'app data': () => true,
};
READABLE.seconds = READABLE.count!;

/** Can the field read this value (non-null)? Nested records: when they can be used themselves. */
export function readable(spec: FieldSpec<unknown>, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if ('shape' in spec && spec.kind !== 'recipients') {
    if (spec.list) return Array.isArray(value);
    const record =
      typeof value === 'string' && spec.fromText !== undefined ? { [spec.fromText]: value } : typeof value === 'number' && spec.fromNumber !== undefined ? { [spec.fromNumber]: value } : value;
    return isRecord(record) && requirementsHold(spec.shape, record);
  }
  if (spec.kind.startsWith('one of ')) return typeof value === 'string' && spec.kind.slice(7).split(', ').includes(value);
  const judge = READABLE[spec.kind];
  if (!judge) throw new Error(`the chaos oracle has no line for readers of kind "${spec.kind}": add one to test/util/tolerant/chaos-oracle.ts`);
  return judge(value);
}

/** Does this value meet a requirement (read, and not blank; a stricter `accepts` wants a non-blank text)? */
export function satisfies(spec: FieldSpec<unknown>, value: unknown, req: Requirement): boolean {
  if (!readable(spec, value)) return false;
  if (typeof value === 'string' && value.trim() === '') return false;
  return req.accepts ? typeof value === 'string' : true;
}

/** Would a record of this shape be kept? */
export function requirementsHold(shape: Shape<unknown>, record: Record<string, unknown>): boolean {
  return shape.requires.every((req) => (req.when && !req.when(record)) || req.anyOf.some((f) => satisfies(shape.fields[f]!, record[f], req)));
}

export interface FieldAt {
  path: Path;
  spec: FieldSpec<unknown>;
  /** The shape the field belongs to. */
  owner: Shape<unknown>;
}

/**
 * Every declared field of `shape`, nested ones included (through the nested
 * records `base` carries). A nested record the base does not carry is named in
 * `uncovered`, for the test to fail on: the walk cannot reach its fields.
 */
export function fieldsOf(shape: Shape<unknown>, base: Record<string, unknown>, uncovered: string[], prefix: Path = []): FieldAt[] {
  const out: FieldAt[] = [];
  for (const [field, spec] of Object.entries(shape.fields)) {
    const path = [...prefix, field];
    out.push({ path, spec, owner: shape });
    if (!('shape' in spec)) continue;
    const inner = base[field];
    const target: unknown = spec.list ? (Array.isArray(inner) ? inner[0] : undefined) : inner;
    if (isRecord(target)) out.push(...fieldsOf(spec.shape, target, uncovered, spec.list ? [...path, 0] : path));
    else if (!(spec.kind === 'recipients' && typeof inner === 'string')) uncovered.push(`${shape.name}: ${path.join('.')}`);
  }
  return out;
}

export const MISSING = Symbol('missing');

/** A deep copy of `record` with the value at `path` replaced (or removed, for MISSING). */
export function withValue(record: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = structuredClone(record);
  let at: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value === MISSING) delete at[last];
  else at[last] = value;
  return copy;
}

/** The value at `path`. */
export function valueAt(record: unknown, path: Path): unknown {
  return path.reduce<unknown>((at, key) => (at as Record<string | number, unknown> | undefined)?.[key], record);
}
