import type { HubVisit } from '../directory/schemas.js';

/** How a visit was recorded. */
export type VisitSource = 'kiosk' | 'fob' | 'web' | 'frontdesk' | 'other';
export const VISIT_SOURCES: readonly VisitSource[] = ['kiosk', 'fob', 'web', 'frontdesk', 'other'];

const PATTERNS: Array<[VisitSource, RegExp]> = [
  ['frontdesk', /frontdesk/i],
  ['kiosk', /kiosk/i],
  ['fob', /\bfob\b|badge|door|rfid|nfc/i],
  ['web', /\bweb\b|website|browser/i],
];

/**
 * Which way a visit came in. Apps tag their visits in `app_data.source` (a
 * convention several hub tools follow) and the directory names the creating
 * OAuth app in `created_by_app` ("Hub Kiosk"); the tag wins when both are
 * there. A visit with neither (a personal token, or an app that says nothing) is "other".
 */
export function visitSource(visit: Pick<HubVisit, 'app_data' | 'created_by_app'>): VisitSource {
  const data = visit.app_data;
  const tag = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>).source : undefined;
  for (const text of [typeof tag === 'string' ? tag : undefined, visit.created_by_app ?? undefined]) {
    if (!text) continue;
    const found = PATTERNS.find(([, pattern]) => pattern.test(text));
    if (found) return found[0];
  }
  return 'other';
}
