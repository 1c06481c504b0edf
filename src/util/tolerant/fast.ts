import { isCalendarDate, isRecord } from './read.js';
import type { FieldSpec, NestedReader, Shape } from './shape.js';

/**
 * The fast path for pages (a walk of 10,000 profiles, 200 visits a page):
 * the clean case only (every field absent, null, or of exactly the type its
 * reader wants, nothing to be lenient about), checked in place on the parsed
 * JSON, field by field, with one test per kind and no copy of the page. A
 * record that passes is built with the shape's own `build`, after the same
 * requirements, from the values as sent (null read as absent, as the reader
 * does), so the result is the one the field-by-field decoder gives
 * (test/util/tolerant/schema-chaos.test.ts compares both); any other page goes
 * field by field. It replaced a strict zod schema derived from the same
 * declarations, which copied every record of a page before it was built
 * (about 0.5 MB per `who's here` of 250 visits).
 */

/** Is `value` (neither null nor undefined) exactly what a field of this kind wants? */
type Check = (value: unknown) => boolean;

const UINT32_MAX = 0xffff_ffff;

const CHECK_BY_KIND: Record<string, Check> = {
  text: (v) => typeof v === 'string',
  id: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= UINT32_MAX,
  integer: (v) => typeof v === 'number' && Number.isSafeInteger(v),
  count: (v) => typeof v === 'number' && v >= 0 && v <= Number.MAX_SAFE_INTEGER,
  seconds: (v) => typeof v === 'number' && v >= 0 && v <= Number.MAX_SAFE_INTEGER,
  flag: (v) => typeof v === 'boolean',
  date: (v) => typeof v === 'string' && v.length === 10 && isCalendarDate(v),
  // A blank text passes here; the shapes' builds read it as no stamp, as the reader does.
  timestamp: (v) => typeof v === 'string',
  'text list': (v) => Array.isArray(v) && v.every((t) => typeof t === 'string'),
  'app data': isRecord,
};

const NOT_CLEAN = Symbol('not clean');

/** A field's value from the raw one: itself, a nested record built, or NOT_CLEAN. */
type Field = (value: unknown, now: () => number) => unknown;

/** Builds one clean record of a shape from its raw JSON, or NOT_CLEAN (then the slow path says why). */
type Builder = (raw: unknown, now: () => number) => unknown;

const builders = new WeakMap<Shape<unknown>, Builder | null>();

function checked(check: Check): Field {
  return (value) => (check(value) ? value : NOT_CLEAN);
}

function listOfRecords(build: Builder): Field {
  return (value, now) => {
    if (!Array.isArray(value)) return NOT_CLEAN;
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const item = build(value[i], now);
      if (item === NOT_CLEAN) return NOT_CLEAN;
      out[i] = item;
    }
    return out;
  };
}

function fieldOf(spec: FieldSpec<unknown>): Field | undefined {
  if ('shape' in spec) return nestedField(spec);
  if (spec.kind.startsWith('one of ')) {
    const known = new Set(spec.kind.slice(7).split(', '));
    return checked((v) => typeof v === 'string' && known.has(v));
  }
  const check = CHECK_BY_KIND[spec.kind];
  return check && checked(check);
}

function nestedField(spec: NestedReader<unknown>): Field | undefined {
  const inner = builderOf(spec.shape);
  if (!inner) return undefined;
  if (spec.kind === 'recipients') {
    const list = listOfRecords(inner);
    return (value, now) => (typeof value === 'string' ? value : list(value, now));
  }
  return spec.list ? listOfRecords(inner) : inner;
}

/** The builder of clean records of `shape`, or undefined when a field is of a kind with no clean test (then no fast path). */
function builderOf(shape: Shape<unknown>): Builder | undefined {
  const known = builders.get(shape);
  if (known !== undefined) return known ?? undefined;
  const names = Object.keys(shape.fields);
  const fields: Field[] = [];
  let complete = true;
  for (const name of names) {
    const field = fieldOf(shape.fields[name]!);
    if (field) fields.push(field);
    else complete = false;
  }
  const template = Object.fromEntries(names.map((n) => [n, undefined])) as Record<string, unknown>;
  const build: Builder | null = complete
    ? (raw, now) => {
        if (!isRecord(raw)) return NOT_CLEAN;
        const values = { ...template };
        for (let i = 0; i < names.length; i++) {
          const name = names[i]!;
          const value = raw[name];
          if (value === undefined || value === null) continue;
          const read = fields[i]!(value, now);
          if (read === NOT_CLEAN) return NOT_CLEAN;
          values[name] = read;
        }
        return shape.buildChecked(values, raw, now) ?? NOT_CLEAN;
      }
    : null;
  builders.set(shape, build);
  return build ?? undefined;
}

/** The records of a clean page, or undefined when the page is not clean (decode it field by field). */
export function fastPage<T>(shape: Shape<T>, raw: unknown[], now: () => number): T[] | undefined {
  const build = builderOf(shape);
  if (!build) return undefined;
  const out: T[] = new Array<T>(raw.length);
  for (let i = 0; i < raw.length; i++) {
    const built = build(raw[i], now);
    if (built === NOT_CLEAN) return undefined;
    out[i] = built as T;
  }
  return out;
}
