import type { HubVisit } from '../directory/schemas.js';

/** How a member checked in, as an arrival alert says it. */
export type ArrivalHow = 'fob' | 'web' | 'chat' | 'kiosk';

const PATTERNS: Array<[ArrivalHow, RegExp]> = [
  ['chat', /frontdesk|zulip|\bchat\b|\bbot\b/i],
  ['kiosk', /kiosk/i],
  ['fob', /\bfob\b|badge|door|rfid|nfc/i],
  ['web', /\bweb\b|website|browser/i],
];

/**
 * Which way the arrival came, from the app that made it: the check-in's
 * (`updated_by_app` when a planned visit was checked in, else
 * `created_by_app`), or the `source` tag other apps leave in app_data, or
 * frontdesk's own marks in app_data. Undefined when nothing says.
 */
export function arrivalHow(visit: HubVisit, checkedIn: boolean): ArrivalHow | undefined {
  const data = visit.app_data && typeof visit.app_data === 'object' && !Array.isArray(visit.app_data) ? (visit.app_data as Record<string, unknown>) : {};
  const source = typeof data.source === 'string' ? data.source : undefined;
  const app = checkedIn ? visit.updated_by_app : visit.created_by_app;
  for (const text of [app, source]) {
    if (!text) continue;
    const found = PATTERNS.find(([, pattern]) => pattern.test(text));
    if (found) return found[0];
  }
  if ('frontdesk' in data || 'frontdesk_reaction' in data) return 'chat';
  return undefined;
}
