import { fastPage } from './fast.js';
import { isRecord, typeProblem } from './read.js';
import { Skipped, type Context, type Decoded, type DecodeOptions, type FieldProblem, type Shape } from './shape.js';

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
export function decodePage<T>(inner: Shape<T>, answer: unknown, options: DecodeOptions = {}): Decoded<Page<T>> {
  const list = listItems(inner, answer, options);
  return list.ok ? { ok: true, value: decodeItems(inner, list.value, options) } : list;
}

/**
 * The items of a list answer as sent (from under an envelope key if need be, said once in the report), none
 * decoded yet: how many the server sent is known here, so a walk can ask for the next page before decoding this one.
 */
export function listItems(inner: Shape<unknown>, answer: unknown, options: DecodeOptions = {}): Decoded<unknown[]> {
  const raw = Array.isArray(answer) ? answer : unwrapList(inner, answer, options);
  if (!Array.isArray(raw)) {
    options.report?.answer(inner.name, 1, 0);
    return { ok: false, field: '', problem: `${typeProblem(raw)} where a list of ${inner.name}s belongs` };
  }
  return { ok: true, value: raw as unknown[] };
}

/** The items of a list (`listItems`), each decoded on its own. */
export function decodeItems<T>(inner: Shape<T>, raw: unknown[], options: DecodeOptions = {}): Page<T> {
  const now = options.now ?? Date.now;
  // The clean case, checked in place (fast.ts); anything else field by field.
  const clean = fastPage(inner, raw, now);
  if (clean) {
    options.report?.answer(inner.name, raw.length, clean.length);
    return { items: clean, received: raw.length, skipped: 0 };
  }
  // One context for the page: a page of 200 visits is decoded in one go, its problems told once at the end.
  const ctx: Context = { problems: [], now };
  const items: T[] = [];
  for (const item of raw) {
    const decoded = inner.decodeIn(item, ctx);
    if (!(decoded instanceof Skipped)) items.push(decoded);
  }
  if (options.report) for (const p of ctx.problems) options.report.problem(p);
  options.report?.answer(inner.name, raw.length, items.length);
  return { items, received: raw.length, skipped: raw.length - items.length };
}

/** The list under one of the shape's envelope keys (`{data: […]}`), said once in the report; else the answer as it came. */
function unwrapList(inner: Shape<unknown>, answer: unknown, options: DecodeOptions): unknown {
  if (!isRecord(answer)) return answer;
  for (const key of inner.envelopes) {
    if (!Array.isArray(answer[key])) continue;
    options.report?.problem({ shape: inner.name, field: key, problem: `a list inside an envelope {${key}: […]}`, outcome: 'ignored' });
    return answer[key];
  }
  return answer;
}

/**
 * A single-record answer (one profile, one visit, a register answer), with the report told whether it was usable.
 * An answer that is not a usable record itself may hold one: under an envelope key of the shape (`{data: {…}}`),
 * or as the only entry of a list (said once in the report). Otherwise the answer's own reason is given.
 */
export function decodeOne<T>(inner: Shape<T>, raw: unknown, options: DecodeOptions = {}): Decoded<T> {
  if (inner.envelopes.length === 0) {
    const decoded = inner.decode(raw, options);
    options.report?.answer(inner.name, 1, decoded.ok ? 1 : 0);
    return decoded;
  }
  // The answer's own problems are told only if it is the record read (not when the record is found inside it).
  const into = (list: FieldProblem[]) => ({ problem: (p: FieldProblem) => void list.push(p), answer: () => {} });
  let told: FieldProblem[] = [];
  let decoded = inner.decode(raw, { ...options, report: into(told) });
  if (!decoded.ok) {
    const [where, held] = heldRecord(inner, raw);
    const inside: FieldProblem[] = [];
    const unwrapped = held === undefined ? undefined : inner.decode(held, { ...options, report: into(inside) });
    if (unwrapped?.ok) {
      const problem = where === '' ? 'a record inside a list of one' : `a record inside an envelope {${where}: {…}}`;
      told = [{ shape: inner.name, field: where, problem, outcome: 'ignored' }, ...inside];
      decoded = unwrapped;
    }
  }
  if (options.report) for (const p of told) options.report.problem(p);
  options.report?.answer(inner.name, 1, decoded.ok ? 1 : 0);
  return decoded;
}

function heldRecord(inner: Shape<unknown>, raw: unknown): [string, unknown] | [string, undefined] {
  if (Array.isArray(raw)) return raw.length === 1 && isRecord(raw[0]) ? ['', raw[0]] : ['', undefined];
  if (!isRecord(raw)) return ['', undefined];
  for (const key of inner.envelopes) if (isRecord(raw[key])) return [key, raw[key]];
  return ['', undefined];
}
