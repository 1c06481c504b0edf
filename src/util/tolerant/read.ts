/**
 * Field readers for the tolerant decoders (shape.ts). A reader turns one raw
 * JSON value into what frontdesk uses, as leniently as is meaningful (a numeric
 * string id is a number, a date with a time is its date), or says what was
 * wrong with it in a few words ("a boolean"), which the report shows as
 * "412 profiles carry bio_truncated as a boolean". A reader never sees null or
 * undefined: the shape treats both as "absent" before asking it.
 */
export type Read<T> =
  | { value: T }
  /** Unusable: the field is treated as absent. `reported`: a nested record already said why, about its field `at`. */
  | { problem: string; reported?: true; at?: string }
  /** Kept as sent but read as absent (app_data that is not an object: never overwritten, never read). */
  | { value: T; problem: string; kept: true };

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
  read: (raw) => (typeof raw === 'string' ? { value: raw } : { problem: typeProblem(raw) }),
};

const UINT32_MAX = 0xffff_ffff;

function integerFrom(raw: unknown): { value: number } | { problem: string } {
  if (typeof raw === 'string') {
    // Ids as strings ("7101"): typed clients of the same service disagree on this.
    if (!/^-?\d{1,16}$/.test(raw.trim())) return { problem: raw.trim() === '' ? 'an empty text' : 'a text that is not a number' };
    return integerFrom(Number(raw.trim()));
  }
  if (typeof raw !== 'number') return { problem: typeProblem(raw) };
  if (!Number.isFinite(raw) || Math.abs(raw) > Number.MAX_SAFE_INTEGER) return { problem: 'a number too large' };
  if (!Number.isInteger(raw)) return { problem: 'a fraction' };
  return { value: raw };
}

/** A directory person id, a Zulip user id: an unsigned 32-bit integer, or its digits as a string. */
export const id: Reader<number> = {
  kind: 'id',
  read(raw) {
    const n = integerFrom(raw);
    if ('problem' in n) return n;
    if (n.value < 0) return { problem: 'a negative number' };
    return n.value > UINT32_MAX ? { problem: 'a number too large' } : n;
  },
};

/** Any safe integer (Zulip event and message ids; `last_event_id` is -1 on a fresh queue). */
export const integer: Reader<number> = { kind: 'integer', read: (raw) => integerFrom(raw) };

/** A finite number of zero or more (limits, timeouts, counts), or its digits as a string. */
export const count: Reader<number> = {
  kind: 'count',
  read(raw) {
    const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof n !== 'number') return { problem: typeProblem(raw) };
    if (!Number.isFinite(n) || n > Number.MAX_SAFE_INTEGER) return { problem: typeof raw === 'string' ? 'a text that is not a number' : 'a number too large' };
    return n < 0 ? { problem: 'a negative number' } : { value: n };
  },
};

/** true/false, or the same as text. */
export const flag: Reader<boolean> = {
  kind: 'flag',
  read(raw) {
    if (typeof raw === 'boolean') return { value: raw };
    if (raw === 'true' || raw === 'false') return { value: raw === 'true' };
    return { problem: typeProblem(raw) };
  },
};

/** A calendar date YYYY-MM-DD; a timestamp (`2025-04-14T09:41:26-04:00`) gives the date it names, in its own offset. */
export const calendarDate: Reader<string> = {
  kind: 'date',
  read(raw) {
    if (typeof raw !== 'string') return { problem: typeProblem(raw) };
    const m = /^\s*(\d{4})-(\d{2})-(\d{2})(?:$|[T ]\d|\s*$)/.exec(raw);
    if (!m) return { problem: raw.trim() === '' ? 'an empty text' : 'a text that is not a date' };
    const [, y, mo, d] = m.map(Number) as [number, number, number, number];
    const day = new Date(Date.UTC(y, mo - 1, d));
    if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) return { problem: 'a text that is not a date' };
    return { value: raw.trim().slice(0, 10) };
  },
};

/**
 * A moment, kept as the text the server sent (it is compared and sorted, not
 * computed with). Seconds or milliseconds since 1970 become an ISO text.
 */
export const timestamp: Reader<string> = {
  kind: 'timestamp',
  read(raw) {
    if (typeof raw === 'string') return raw.trim() === '' ? { problem: 'an empty text' } : { value: raw };
    if (typeof raw !== 'number') return { problem: typeProblem(raw) };
    const ms = Math.abs(raw) < 1e11 ? raw * 1000 : raw;
    const at = new Date(ms);
    return Number.isNaN(at.getTime()) ? { problem: 'a number too large' } : { value: at.toISOString() };
  },
};

/** Seconds since 1970 (Zulip's message timestamps), or its digits as a string. */
export const epochSeconds: Reader<number> = { kind: 'seconds', read: (raw) => count.read(raw) };

/** One of a few known texts; `aliases` maps other spellings a server may use onto them. */
export function oneOf<const T extends string>(values: readonly T[], aliases: Record<string, T> = {}): Reader<T> {
  return {
    kind: `one of ${values.join(', ')}`,
    read(raw) {
      if (typeof raw !== 'string') return { problem: typeProblem(raw) };
      const known = (values as readonly string[]).includes(raw) ? (raw as T) : aliases[raw];
      return known ? { value: known } : { problem: 'a value frontdesk does not know' };
    },
  };
}

/** A list of texts; entries that are not text are left out (a list is never rejected for one odd entry). */
export const textList: Reader<string[]> = {
  kind: 'text list',
  read: (raw) => (Array.isArray(raw) ? { value: raw.filter((t): t is string => typeof t === 'string') } : { problem: typeProblem(raw) }),
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
    if (isRecord(raw)) return { value: raw };
    if (typeof raw === 'string') {
      if (raw.trim() === '') return { value: null };
      try {
        const parsed = JSON.parse(raw) as unknown;
        if (isRecord(parsed)) return { value: parsed };
      } catch {
        // not JSON: kept as sent, below
      }
    }
    return { value: raw, problem: typeProblem(raw), kept: true };
  },
};
