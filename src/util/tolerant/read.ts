/**
 * Field readers for the tolerant decoders (shape.ts). A reader turns one raw
 * JSON value into what frontdesk uses, as leniently as is meaningful (a numeric
 * string id is a number, a date with a time is its date), or says what was
 * wrong with it in a few words ("a boolean"), which the report shows as
 * "412 profiles carry bio_truncated as a boolean". A reader never sees null or
 * undefined: the shape treats both as "absent" before asking it.
 */
/** A value a reader could not use: the field is treated as absent. */
export class Unusable {
  constructor(
    readonly problem: string,
    /** A nested record already reported why it was left out (about its field `at`). */
    readonly reported = false,
    readonly at = '',
  ) {}
}

/** A value kept as sent but read as absent (app_data that is not an object: never overwritten, never read). */
export class Kept {
  constructor(
    readonly value: unknown,
    readonly problem: string,
  ) {}
}

/** What was read (no wrapper on the hot path: most fields are fine), or why not. */
export type Read<T> = T | Unusable;

export interface Reader<T> {
  /** What the field holds, named for people and for the chaos test's oracle ("id", "text", "date"…). */
  readonly kind: string;
  read(raw: unknown): Read<T>;
}

/** The JSON type of a value, as a problem: "a boolean", "an array"… */
export function typeProblem(raw: unknown): string {
  if (raw === null) return 'null';
  if (Array.isArray(raw)) return 'an array';
  const type = typeof raw;
  return type === 'object' ? 'an object' : `a ${type}`;
}

export const isRecord = (raw: unknown): raw is Record<string, unknown> => typeof raw === 'object' && raw !== null && !Array.isArray(raw);

/** Any string, as sent. */
export const text: Reader<string> = {
  kind: 'text',
  read: (raw) => (typeof raw === 'string' ? raw : new Unusable(typeProblem(raw))),
};

const UINT32_MAX = 0xffff_ffff;

function integerFrom(raw: unknown): Read<number> {
  if (typeof raw === 'number') {
    if (Number.isSafeInteger(raw)) return raw;
    return Number.isInteger(raw) || !Number.isFinite(raw) ? new Unusable('a number too large') : new Unusable('a fraction');
  }
  if (typeof raw !== 'string') return new Unusable(typeProblem(raw));
  // Ids as strings ("7101"): typed clients of the same service disagree on this.
  const digits = raw.trim();
  if (!/^-?\d{1,16}$/.test(digits)) return new Unusable(digits === '' ? 'an empty text' : 'a text that is not a number');
  return integerFrom(Number(digits));
}

/** A directory person id, a Zulip user id: an unsigned 32-bit integer, or its digits as a string. */
export const id: Reader<number> = {
  kind: 'id',
  read(raw) {
    const n = integerFrom(raw);
    if (n instanceof Unusable) return n;
    if (n < 0) return new Unusable('a negative number');
    return n > UINT32_MAX ? new Unusable('a number too large') : n;
  },
};

/** Any safe integer (Zulip event and message ids; `last_event_id` is -1 on a fresh queue). */
export const integer: Reader<number> = { kind: 'integer', read: (raw) => integerFrom(raw) };

/** A finite number of zero or more (limits, timeouts, counts), or its digits as a string. */
export const count: Reader<number> = {
  kind: 'count',
  read(raw) {
    const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof n !== 'number') return new Unusable(typeProblem(raw));
    if (!Number.isFinite(n) || n > Number.MAX_SAFE_INTEGER) return new Unusable(typeof raw === 'string' ? 'a text that is not a number' : 'a number too large');
    return n < 0 ? new Unusable('a negative number') : n;
  },
};

/** true/false, or the same as text. */
export const flag: Reader<boolean> = {
  kind: 'flag',
  read(raw) {
    if (typeof raw === 'boolean') return raw;
    if (raw === 'true' || raw === 'false') return raw === 'true';
    return new Unusable(typeProblem(raw));
  },
};

const digit = (text: string, at: number): number => text.charCodeAt(at) - 48;
const DIGITS_AT = [0, 1, 2, 3, 5, 6, 8, 9];
const twoDigits = (text: string, at: number): number => digit(text, at) * 10 + digit(text, at + 1);

/** YYYY-MM-DD at the start of `text` (then its end, or T/space and a digit), as a real calendar date. Character codes: this runs for every visit. */
export function isCalendarDate(text: string): boolean {
  for (const at of DIGITS_AT) if (digit(text, at) < 0 || digit(text, at) > 9) return false;
  if (text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return false;
  if (text.length > 10 && !((text[10] === 'T' || text[10] === ' ') && digit(text, 11) >= 0 && digit(text, 11) <= 9)) return false;
  const y = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  const m = twoDigits(text, 5);
  const d = twoDigits(text, 8);
  const days = m === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
  return m >= 1 && m <= 12 && d >= 1 && d <= days;
}

/** A calendar date YYYY-MM-DD; a timestamp (`2025-04-14T09:41:26-04:00`) gives the date it names, in its own offset. */
export const calendarDate: Reader<string> = {
  kind: 'date',
  read(raw) {
    if (typeof raw !== 'string') return new Unusable(typeProblem(raw));
    const text = raw.length === 10 ? raw : raw.trim();
    if (text.length < 10 || !isCalendarDate(text)) return new Unusable(text === '' ? 'an empty text' : 'a text that is not a date');
    return text.length === 10 ? text : text.slice(0, 10);
  },
};

/**
 * A moment, kept as the text the server sent (it is compared and sorted, not
 * computed with). Seconds or milliseconds since 1970 become an ISO text.
 */
export const timestamp: Reader<string> = {
  kind: 'timestamp',
  read(raw) {
    if (typeof raw === 'string') return raw.trim() === '' ? new Unusable('an empty text') : raw;
    if (typeof raw !== 'number') return new Unusable(typeProblem(raw));
    const at = new Date(Math.abs(raw) < 1e11 ? raw * 1000 : raw);
    return Number.isNaN(at.getTime()) ? new Unusable('a number too large') : at.toISOString();
  },
};

/** Seconds since 1970 (Zulip's message timestamps), or its digits as a string. */
export const epochSeconds: Reader<number> = { kind: 'seconds', read: (raw) => count.read(raw) };

/** One of a few known texts; `aliases` maps other spellings a server may use onto them. */
export function oneOf<const T extends string>(values: readonly T[], aliases: Record<string, T> = {}): Reader<T> {
  return {
    kind: `one of ${values.join(', ')}`,
    read(raw) {
      if (typeof raw !== 'string') return new Unusable(typeProblem(raw));
      const known = (values as readonly string[]).includes(raw) ? (raw as T) : aliases[raw];
      return known ?? new Unusable('a value frontdesk does not know');
    },
  };
}

/** A list of texts; entries that are not text are left out (a list is never rejected for one odd entry). */
export const textList: Reader<string[]> = {
  kind: 'text list',
  read: (raw) => (Array.isArray(raw) ? raw.filter((t): t is string => typeof t === 'string') : new Unusable(typeProblem(raw))),
};

/**
 * Free-form data another app keeps on a record (`app_data`): an object, or a
 * JSON text of one. Anything else is kept as sent (so no write replaces it:
 * the departure writer refuses to merge into what is not an object) and every
 * reader sees "no app data". An empty text is no data.
 */
export const appData: Reader<unknown> = {
  kind: 'app data',
  read(raw) {
    if (isRecord(raw)) return raw;
    if (typeof raw === 'string') {
      if (raw.trim() === '') return null;
      try {
        const parsed = JSON.parse(raw) as unknown;
        if (isRecord(parsed)) return parsed;
      } catch {
        // not JSON: kept as sent, below
      }
    }
    return new Kept(raw, typeProblem(raw));
  },
};
