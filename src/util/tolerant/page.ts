import { fastPage } from './fast.js';
import { typeProblem } from './read.js';
import { Skipped, type Context, type Decoded, type DecodeOptions, type Shape } from './shape.js';

export type { Decoded, DecodeOptions, Shape } from './shape.js';

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
  const now = options.now ?? Date.now;
  // The clean case, checked by compiled code (fast.ts); anything else field by field.
  const clean = fastPage(inner, raw as unknown[], now);
  if (clean) {
    options.report?.answer(inner.name, raw.length, clean.length);
    return { ok: true, value: { items: clean, received: raw.length, skipped: 0 } };
  }
  // One context for the page: a page of 200 visits is decoded in one go, its problems told once at the end.
  const ctx: Context = { problems: [], now };
  const items: T[] = [];
  for (const item of raw as unknown[]) {
    const decoded = inner.decodeIn(item, ctx);
    if (!(decoded instanceof Skipped)) items.push(decoded);
  }
  if (options.report) for (const p of ctx.problems) options.report.problem(p);
  options.report?.answer(inner.name, raw.length, items.length);
  return { ok: true, value: { items, received: raw.length, skipped: raw.length - items.length } };
}

/** A single-record answer (one profile, one visit, a register answer), with the report told whether it was usable. */
export function decodeOne<T>(inner: Shape<T>, raw: unknown, options: DecodeOptions = {}): Decoded<T> {
  const decoded = inner.decode(raw, options);
  options.report?.answer(inner.name, 1, decoded.ok ? 1 : 0);
  return decoded;
}
