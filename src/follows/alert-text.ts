import { excerpt, personRef } from '../text/markdown.js';
import { shortDate, type IsoDate } from '../time/hub-date.js';
import type { ArrivalHow } from '../watcher/how.js';
import { clockTime } from '../watcher/visit-state.js';

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

const HOW: Record<ArrivalHow, string> = { fob: 'by fob', web: 'on the web', chat: 'in chat', kiosk: 'at the kiosk' };

function when(item: ArrivalItem, today: IsoDate, timeZone: string): string {
  const time = item.at === null ? undefined : clockTime(new Date(item.at), timeZone);
  const how = item.how ? HOW[item.how] : undefined;
  const detail = [time, how].filter(Boolean).join(', ');
  if (item.date !== today) return `on ${shortDate(item.date)}${detail ? ` (${detail})` : ''}`;
  if (item.earlier) return `earlier today${detail ? ` (${detail})` : ''}`;
  return `${time ? `at ${time}` : 'just now'}${how ? ` (${how})` : ''}`;
}

/**
 * The DM: who (a silent mention: nobody is pinged), when, how, and their
 * notes (neutralised: a note can never ping or format anything).
 */
export function alertText(items: readonly ArrivalItem[], today: IsoDate, timeZone: string): string {
  const line = (item: ArrivalItem) => `${personRef(item.name, item.zulipId)} arrived at the hub ${when(item, today, timeZone)}${item.notes ? `: ${excerpt(item.notes)}` : ''}`;
  if (items.length === 1) return `👋 ${line(items[0]!)}`;
  return ['👋 Arrivals at the hub:', ...items.map((i) => `- ${line(i)}`)].join('\n');
}
