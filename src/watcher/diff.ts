import type { HubVisit } from '../directory/schemas.js';
import type { VisitState } from './visit-state.js';

/** What changed on the hub's day between two listings, by person. */
export type VisitChange =
  /** A visit appeared already touched that day, or a planned one was checked in (any app). */
  | { kind: 'arrived'; visit: HubVisit }
  /** frontdesk's leave mark appeared. */
  | { kind: 'left'; visit: HubVisit }
  /** The visit is gone. */
  | { kind: 'cancelled'; visit: HubVisit };

/** Pure: the changes from `before` to `after` (both keyed by person id, of one day). */
export function diffVisits(before: ReadonlyMap<number, VisitState>, after: ReadonlyMap<number, VisitState>): VisitChange[] {
  const changes: VisitChange[] = [];
  for (const [id, now] of after) {
    const was = before.get(id);
    if (now.arrived && !was?.arrived) changes.push({ kind: 'arrived', visit: now.visit });
    if (now.left && !was?.left) changes.push({ kind: 'left', visit: now.visit });
  }
  for (const [id, was] of before) if (!after.has(id)) changes.push({ kind: 'cancelled', visit: was.visit });
  return changes;
}
