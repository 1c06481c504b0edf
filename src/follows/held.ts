import type { ArrivalItem } from './alert-text.js';

/** One held arrival as stored: [person id, name, Zulip id or 0, date, at (ms) or 0, how or ""] (notes are not kept). */
type StoredItem = [number, string, number, string, number, string];

/** A follower's alerts held in the store (quiet hours, `q:<person id>`): their Zulip id and the arrivals. */
export interface Held {
  zulipId: number;
  items: ArrivalItem[];
}

export const sameArrival = (a: ArrivalItem, b: ArrivalItem): boolean => a.personId === b.personId && a.date === b.date;

/** `lists` joined, each arrival once (the first seen is kept). */
export function unionOfArrivals(...lists: ReadonlyArray<readonly ArrivalItem[]>): ArrivalItem[] {
  const out: ArrivalItem[] = [];
  for (const item of lists.flat()) if (!out.some((o) => sameArrival(o, item))) out.push(item);
  return out;
}

export function encodeHeld(held: Held): string {
  const stored: StoredItem[] = held.items.map((i) => [i.personId, i.name, i.zulipId ?? 0, i.date, i.at ?? 0, i.how ?? '']);
  return JSON.stringify([held.zulipId, stored]);
}

/** The held alerts in a stored value; undefined when there are none. Throws on a value that is not JSON. */
export function decodeHeld(value: string | undefined): Held | undefined {
  if (value === undefined) return undefined;
  const [zulipId, stored] = JSON.parse(value) as [number, StoredItem[]];
  const items = stored.map(([personId, name, zid, date, at, how]): ArrivalItem => ({
    personId, name, zulipId: zid || null, date, at: at || null, how: (how || undefined) as ArrivalItem['how'], earlier: false, notes: '',
  }));
  return Number.isInteger(zulipId) && items.length ? { zulipId, items } : undefined;
}
