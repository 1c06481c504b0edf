import { z } from 'zod';
import { isCalendarDate, isRecord } from './read.js';
import type { FieldSpec, NestedReader, Shape } from './shape.js';

/**
 * The fast path for pages (a walk of 10,000 profiles, 200 visits a page):
 * a strict zod schema derived from a shape's declaration accepts only the
 * clean case (every field absent, null, or of exactly the type its reader
 * wants, nothing to be lenient about) and zod checks a whole page with
 * compiled code. A page it accepts is built with the shape's own `build`,
 * after the same requirements, so the result is the one the field-by-field
 * decoder gives (test/util/tolerant/schema-chaos.test.ts compares both); any
 * other page goes field by field. The field-by-field decoder's generic
 * loop is 2–3 times slower on a clean visit page (bench/extra/decode.ts).
 */
type Strict = z.ZodType;

const STRICT_BY_KIND: Record<string, () => Strict> = {
  text: () => z.string(),
  id: () => z.uint32(),
  integer: () => z.int(),
  count: () => z.number().min(0).max(Number.MAX_SAFE_INTEGER),
  seconds: () => z.number().min(0).max(Number.MAX_SAFE_INTEGER),
  flag: () => z.boolean(),
  // One check each: zod's checks are most of its time on a page.
  date: () => z.string().refine((s) => s.length === 10 && isCalendarDate(s)),
  // A blank text passes here; the shapes' builds read it as no stamp, as the reader does.
  timestamp: () => z.string(),
  'text list': () => z.array(z.string()),
  'app data': () => z.custom<Record<string, unknown>>(isRecord),
};

function strictField(spec: FieldSpec<unknown>): Strict | undefined {
  if ('shape' in spec) {
    const inner = strictOf(spec.shape);
    if (!inner) return undefined;
    if (spec.kind === 'recipients') return z.union([z.string(), z.array(inner)]);
    return spec.list ? z.array(inner) : inner;
  }
  if (spec.kind.startsWith('one of ')) return z.enum(spec.kind.slice(7).split(', ') as [string, ...string[]]);
  return STRICT_BY_KIND[spec.kind]?.();
}

const cache = new WeakMap<Shape<unknown>, Strict | null>();

/** The strict schema of a record of `shape`, or undefined when a field is of a kind with no strict form (then no fast path). */
function strictOf(shape: Shape<unknown>): Strict | undefined {
  const known = cache.get(shape);
  if (known !== undefined) return known ?? undefined;
  const fields: Record<string, Strict> = {};
  let complete = true;
  for (const [name, spec] of Object.entries(shape.fields)) {
    const strict = strictField(spec);
    if (strict) fields[name] = strict.nullish();
    else complete = false;
  }
  const schema = complete ? z.object(fields) : undefined;
  cache.set(shape, schema ?? null);
  return schema;
}

const pages = new WeakMap<Shape<unknown>, Strict | null>();

function pageOf(shape: Shape<unknown>): Strict | undefined {
  let page = pages.get(shape);
  if (page === undefined) {
    const item = strictOf(shape);
    page = item ? z.array(item) : null;
    pages.set(shape, page);
  }
  return page ?? undefined;
}

const NOT_CLEAN = Symbol('not clean');

const nestedFields = new WeakMap<Shape<unknown>, Array<[string, NestedReader<unknown>]>>();

/** The fields of `shape` that hold nested records (built before their parent). */
function nestedOf(shape: Shape<unknown>): Array<[string, NestedReader<unknown>]> {
  let found = nestedFields.get(shape);
  if (!found) {
    found = Object.entries(shape.fields).filter((e): e is [string, NestedReader<unknown>] => 'shape' in e[1]);
    nestedFields.set(shape, found);
  }
  return found;
}

/** Builds a strictly checked record (nested ones first), or NOT_CLEAN when a requirement fails (then the slow path says why). */
function finish(shape: Shape<unknown>, checked: Record<string, unknown>, raw: Record<string, unknown>, now: () => number): unknown {
  for (const [name, spec] of nestedOf(shape)) {
    const value = checked[name];
    if (value === undefined || value === null || typeof value === 'string') continue;
    const rawValue = raw[name];
    if (spec.list) {
      const items = value as Array<Record<string, unknown>>;
      const built: unknown[] = [];
      for (let i = 0; i < items.length; i++) {
        const item = finish(spec.shape, items[i]!, (rawValue as Array<Record<string, unknown>>)[i]!, now);
        if (item === NOT_CLEAN) return NOT_CLEAN;
        built.push(item);
      }
      checked[name] = built;
    } else {
      const item = finish(spec.shape, value as Record<string, unknown>, rawValue as Record<string, unknown>, now);
      if (item === NOT_CLEAN) return NOT_CLEAN;
      checked[name] = item;
    }
  }
  return shape.buildChecked(checked, raw, now) ?? NOT_CLEAN;
}

/** The records of a clean page, or undefined when the page is not clean (decode it field by field). */
export function fastPage<T>(shape: Shape<T>, raw: unknown[], now: () => number): T[] | undefined {
  const strict = pageOf(shape);
  if (!strict) return undefined;
  const checked = strict.safeParse(raw);
  if (!checked.success) return undefined;
  const out: T[] = [];
  const items = checked.data as Array<Record<string, unknown>>;
  for (let i = 0; i < items.length; i++) {
    const built = finish(shape, items[i]!, raw[i] as Record<string, unknown>, now);
    if (built === NOT_CLEAN) return undefined;
    out.push(built as T);
  }
  return out;
}
