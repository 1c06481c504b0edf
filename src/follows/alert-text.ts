import { shortDate, type IsoDate } from '../time/hub-date.js';
import type { ArrivalHow } from '../watcher/how.js';
import { clockTime } from '../watcher/visit-state.js';
import { followsReplies } from './replies.js';

/** One arrival as a follower is told it. */
export interface ArrivalItem {
  personId: number;
  name: string;
  zulipId: number | null;
  date: IsoDate;
  /** When they arrived (ms), if known. */
  at: number | null;
  how: ArrivalHow | undefined;
  /** Seen late, after the directory was unreachable. */
  earlier: boolean;
  notes: string;
}

const HOW: Record<ArrivalHow, () => string> = { fob: followsReplies.byFob, web: followsReplies.onTheWeb, chat: followsReplies.inChat, kiosk: followsReplies.atTheKiosk };

function when(item: ArrivalItem, today: IsoDate, timeZone: string): string {
  const time = item.at === null ? undefined : clockTime(new Date(item.at), timeZone);
  const how = item.how ? HOW[item.how]() : undefined;
  const detail = [time, how].filter(Boolean).join(', ');
  if (item.date !== today) return followsReplies.onDate(shortDate(item.date), detail);
  if (item.earlier) return followsReplies.earlierToday(detail);
  return followsReplies.now(time, how);
}

/**
 * The DM: who (a silent mention: nobody is pinged), when, how, and their
 * notes (neutralised: a note can never ping or format anything).
 */
export function alertText(items: readonly ArrivalItem[], today: IsoDate, timeZone: string): string {
  const line = (item: ArrivalItem) => followsReplies.arrived(item.name, item.zulipId, when(item, today, timeZone), item.notes);
  if (items.length === 1) return followsReplies.oneArrival(line(items[0]!));
  return followsReplies.arrivals(items.map(line));
}
