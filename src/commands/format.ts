import type { Profile } from '../directory/schemas.js';
import { personRef } from '../text/markdown.js';
import { daysBetween, shortDate, type IsoDate } from '../time/hub-date.js';

/** "Mon Nov 23", with the year when it is not this year's: "Thu Dec 24, 2025". */
export function dayText(date: IsoDate, today: IsoDate): string {
  return date.slice(0, 4) === today.slice(0, 4) ? shortDate(date) : `${shortDate(date)}, ${date.slice(0, 4)}`;
}

/** "today (Fri Nov 20)", "tomorrow (Sat Nov 21)", "yesterday (Thu Nov 19)", or "Mon Nov 23" (and the year when it isn't this one). */
export function dayLabel(date: IsoDate, today: IsoDate): string {
  const delta = daysBetween(today, date);
  const named = delta === 0 ? 'today' : delta === 1 ? 'tomorrow' : delta === -1 ? 'yesterday' : undefined;
  return named ? `${named} (${dayText(date, today)})` : dayText(date, today);
}

/** "Nov 1 – Nov 15", each end with its year when it isn't this year's. */
export function spanText(start: IsoDate, end: IsoDate, today: IsoDate): string {
  return `${dayText(start, today)} – ${dayText(end, today)}`;
}

/** "today (Fri Nov 20)" and friends, else "on Mon Nov 23": reads right after a verb ("a visit on …"). */
export function onDay(date: IsoDate, today: IsoDate): string {
  const label = dayLabel(date, today);
  return label.includes('(') ? label : `on ${label}`;
}

/** "1 person", "3 people". */
export function people(n: number): string {
  return `${n} ${n === 1 ? 'person' : 'people'}`;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** A member in a list: silent mention when linked to Zulip, else their name in bold. Pings nobody. */
export function memberRef(profile: Pick<Profile, 'name' | 'zulip_id'>): string {
  return personRef(profile.name, profile.zulip_id);
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
