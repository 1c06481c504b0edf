import type { IsoDate } from '../time/hub-date.js';

/** Who may follow a member's arrivals: anyone, those the member approved (asked by DM), or nobody. */
export type Followable = 'anyone' | 'approved' | 'nobody';
/** When the member is reminded of a routine day: the evening before, that morning, or never. */
export type ReminderTime = 'evening' | 'morning' | 'off';

/** Everything frontdesk holds about one member (by directory person id); the directory holds the rest. */
export interface MemberRecord {
  /** Their Zulip user id, for DMs (learned when they talk to the bot). */
  zulipId: number | null;
  /** Named in who's here, the digest and reports; false: counted without a name. */
  listed: boolean;
  followable: Followable;
  /** Members whose arrivals they follow (person ids). */
  following: number[];
  /** One-shot follows: person id -> the day ("tell me when Ada comes in"). */
  once: Record<string, IsoDate>;
  /** Followers they allowed (followable: approved), and those they refused. */
  approved: number[];
  refused: number[];
  /** Weekdays they usually come, 0 Sunday … 6 Saturday. */
  routine: number[];
  reminders: ReminderTime;
  /** Routine days they said they will skip. */
  skips: IsoDate[];
  /** Spans they are away, inclusive. */
  away: Array<[IsoDate, IsoDate]>;
  /** Not listed nor announced on this day ("ghost today"). */
  ghost: IsoDate | null;
}

export const DEFAULT_RECORD: Readonly<MemberRecord> = Object.freeze({
  zulipId: null,
  listed: true,
  followable: 'approved',
  following: [],
  once: {},
  approved: [],
  refused: [],
  routine: [],
  reminders: 'evening',
  skips: [],
  away: [],
  ghost: null,
});

/**
 * A member without a record, to read and never to change: the defaults, frozen
 * through, one object for all (MemberRecords.view).
 */
export const NO_RECORD: Readonly<MemberRecord> = Object.freeze({
  ...DEFAULT_RECORD,
  following: Object.freeze([]) as unknown as number[],
  once: Object.freeze({}),
  approved: Object.freeze([]) as unknown as number[],
  refused: Object.freeze([]) as unknown as number[],
  routine: Object.freeze([]) as unknown as number[],
  skips: Object.freeze([]) as unknown as IsoDate[],
  away: Object.freeze([]) as unknown as Array<[IsoDate, IsoDate]>,
});

const FOLLOWABLE: Record<string, Followable> = { a: 'anyone', p: 'approved', n: 'nobody' };
const REMINDERS: Record<string, ReminderTime> = { e: 'evening', m: 'morning', o: 'off' };
const code = <T extends string>(table: Record<string, T>, value: T): string => Object.keys(table).find((k) => table[k] === value)!;

const isDate = (v: unknown): v is IsoDate => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n) && n >= 0) : []);

/**
 * The stored form: compact JSON with one-letter keys, defaults left out (keys
 * and values count against the storage limit). `{"z":1001,"u":[2,4]}` is a
 * member with a Tuesday-Thursday routine and nothing else set.
 */
export function encodeRecord(r: MemberRecord): string {
  const out: Record<string, unknown> = {};
  if (r.zulipId !== null) out.z = r.zulipId;
  if (!r.listed) out.l = 0;
  if (r.followable !== DEFAULT_RECORD.followable) out.f = code(FOLLOWABLE, r.followable);
  if (r.following.length) out.fo = r.following;
  if (Object.keys(r.once).length) out.o = r.once;
  if (r.approved.length) out.al = r.approved;
  if (r.refused.length) out.dn = r.refused;
  if (r.routine.length) out.u = r.routine;
  if (r.reminders !== DEFAULT_RECORD.reminders) out.rm = code(REMINDERS, r.reminders);
  if (r.skips.length) out.sk = r.skips;
  if (r.away.length) out.aw = r.away;
  if (r.ghost) out.g = r.ghost;
  return JSON.stringify(out);
}

/** Tolerant: a field of the wrong type is its default (`odd` is told which), the rest is read. */
export function decodeRecord(text: string | undefined, odd?: (field: string) => void): MemberRecord {
  // Most members have no record (the privacy policy asks for each visitor of a list): the defaults, in lists of their own.
  if (text === undefined) return { ...DEFAULT_RECORD, following: [], once: {}, approved: [], refused: [], routine: [], skips: [], away: [] };
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = text === undefined ? {} : JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) raw = parsed as Record<string, unknown>;
    else odd?.('record');
  } catch {
    odd?.('record');
  }
  const pick = <T>(field: string, ok: (v: unknown) => boolean, read: (v: unknown) => T, fallback: T): T => {
    if (!(field in raw)) return fallback;
    if (ok(raw[field])) return read(raw[field]);
    odd?.(field);
    return fallback;
  };
  const isIds = (v: unknown) => Array.isArray(v);
  return {
    zulipId: pick('z', (v) => Number.isInteger(v), (v) => v as number, null),
    listed: pick('l', (v) => v === 0 || v === 1, (v) => v === 1, true),
    followable: pick('f', (v) => typeof v === 'string' && v in FOLLOWABLE, (v) => FOLLOWABLE[v as string]!, DEFAULT_RECORD.followable),
    following: pick('fo', isIds, ids, []),
    once: pick('o', (v) => typeof v === 'object' && v !== null && !Array.isArray(v), (v) => Object.fromEntries(Object.entries(v as object).filter(([k, d]) => /^\d+$/.test(k) && isDate(d))), {}),
    approved: pick('al', isIds, ids, []),
    refused: pick('dn', isIds, ids, []),
    routine: pick('u', isIds, (v) => ids(v).filter((d) => d <= 6), []),
    reminders: pick('rm', (v) => typeof v === 'string' && v in REMINDERS, (v) => REMINDERS[v as string]!, DEFAULT_RECORD.reminders),
    skips: pick('sk', Array.isArray, (v) => (v as unknown[]).filter(isDate), []),
    away: pick('aw', Array.isArray, (v) => (v as unknown[]).filter((s): s is [IsoDate, IsoDate] => Array.isArray(s) && s.length === 2 && isDate(s[0]) && isDate(s[1])), []),
    ghost: pick('g', isDate, (v) => v as IsoDate, null),
  };
}

/** Dates that have passed are dropped: a record only holds what still matters. */
export function pruned(r: MemberRecord, today: IsoDate): MemberRecord {
  return {
    ...r,
    once: Object.fromEntries(Object.entries(r.once).filter(([, d]) => d >= today)),
    skips: r.skips.filter((d) => d >= today),
    away: r.away.filter(([, to]) => to >= today),
    ghost: r.ghost && r.ghost >= today ? r.ghost : null,
  };
}

/** Whether a record holds nothing but defaults (its key can go). */
export const isEmptyRecord = (r: MemberRecord): boolean => encodeRecord(r) === '{}';
