import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { HubVisit } from '../directory/schemas.js';
import { hubToday, type IsoDate } from '../time/hub-date.js';

/** A visit as the watcher sees it on its day: planned (untouched that day), arrived, or left. */
export interface VisitState {
  visit: HubVisit;
  /** Touched on its day by any app (created that day, or checked in): the member came. */
  arrived: boolean;
  /** frontdesk's leave mark is set. */
  left: boolean;
}

const instant = (text: string): Date | null => {
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
};

/** The hub day of a directory timestamp ("2025-04-14T09:41:26-04:00"); null when it cannot be read. */
export function dayOf(timestamp: string, timeZone: string): IsoDate | null {
  const at = instant(timestamp);
  return at ? hubToday(at, timeZone) : null;
}

/**
 * When the member came: the visit created on its day (a check-in), or a
 * planned visit touched on its day (checked in by a fob, the web, a bot…).
 * null for a visit nobody touched on its day: planned, not arrived yet.
 */
export function arrivedAt(visit: HubVisit, timeZone: string): Date | null {
  // Each stamp read once (who's here asks this of every visit of the day).
  const created = instant(visit.created_at);
  if (created && hubToday(created, timeZone) === visit.date) return created;
  const updated = instant(visit.updated_at);
  if (updated && hubToday(updated, timeZone) === visit.date) return updated;
  return null;
}

/**
 * frontdesk's leave mark (`app_data.frontdesk.left_at`, written by the
 * `leaving` command, src/commands/departures.ts). Read here again because the
 * watcher sits below the commands.
 */
export function leaveMark(visit: Pick<HubVisit, 'app_data'>): string | null {
  const data = visit.app_data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const ours = (data as Record<string, unknown>).frontdesk;
  if (!ours || typeof ours !== 'object' || Array.isArray(ours)) return null;
  const at = (ours as Record<string, unknown>).left_at;
  return typeof at === 'string' ? at : null;
}

/** Whether the arrival was the check-in of a visit planned on an earlier day (else the visit was made that day). */
export function wasPlanned(visit: HubVisit, timeZone: string): boolean {
  return dayOf(visit.created_at, timeZone) !== visit.date;
}

export function stateOf(visit: HubVisit, timeZone: string): VisitState {
  return { visit, arrived: arrivedAt(visit, timeZone) !== null, left: leaveMark(visit) !== null };
}

/** "10:04" in hub time. */
export function clockTime(at: Date, timeZone: string): string {
  return format(new TZDate(at.getTime(), timeZone), 'HH:mm');
}
