import type { HubVisit } from '../directory/schemas.js';
import { hubTimestamp } from '../time/hub-date.js';

/**
 * Departures live in the visit's `app_data`, under our own key, beside
 * whatever other apps keep there (`{"source": "kiosk"}`):
 * `{"frontdesk": {"left_at": "2026-11-20T16:05:00-05:00"}}`.
 */
export const APP_KEY = 'frontdesk';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The whole app_data to send: every key already there, ours updated. Sending
 * all of it keeps other apps' keys whether the server merges app_data
 * (production) or replaces it (the spec). Undefined when app_data holds
 * something that is not an object: we cannot add to it without overwriting it.
 */
export function withDeparture(appData: unknown, at: Date, timeZone: string): Record<string, unknown> | undefined {
  if (appData !== null && appData !== undefined && !isPlainObject(appData)) return undefined;
  const current = appData ?? {};
  const ours = isPlainObject(current[APP_KEY]) ? current[APP_KEY] : {};
  return { ...current, [APP_KEY]: { ...ours, left_at: hubTimestamp(at, timeZone) } };
}

/**
 * The whole app_data to send when the member is back: our `left_at` set to
 * null (null, not removed, so a server that merges app_data key by key drops
 * it too), every other key kept. Undefined when app_data is not an object.
 */
export function withoutDeparture(appData: unknown): Record<string, unknown> | undefined {
  if (appData !== null && appData !== undefined && !isPlainObject(appData)) return undefined;
  const current = appData ?? {};
  const ours = isPlainObject(current[APP_KEY]) ? current[APP_KEY] : {};
  return { ...current, [APP_KEY]: { ...ours, left_at: null } };
}

/** "16:05" when the visit records a departure, from the offset timestamp we wrote (hub wall time). */
export function departureOf(visit: Pick<HubVisit, 'app_data'>): string | undefined {
  const data = visit.app_data;
  if (!isPlainObject(data) || !isPlainObject(data[APP_KEY])) return undefined;
  const at = data[APP_KEY].left_at;
  if (typeof at !== 'string') return undefined;
  return /T(\d{2}:\d{2})/.exec(at)?.[1];
}
