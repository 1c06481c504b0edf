import { addDaysIso, longDate, weekdayOf, type IsoDate } from '../time/hub-date.js';
import type { ReactionEmoji } from '../chat.js';
import { CHECKIN_EMOJI, isEmoji, WEEKDAY_EMOJI, type PostEmoji } from './emoji.js';

/** The two kinds of check-in post; a week post is keyed by its Monday. */
export type PostKind = 'morning' | 'week';

export interface CheckinPost {
  kind: PostKind;
  /** The morning post's date, or the week post's Monday. */
  date: IsoDate;
  messageId: number;
}

/** One day a post offers, with the emoji that claims it. */
export interface PostDay {
  date: IsoDate;
  emoji: PostEmoji;
}

/** "Friday" */
const weekday = (date: IsoDate): string => longDate(date).split(',')[0]!;

/** First lines: the date in ISO form, so the bot can tell which date a post of its own is for. */
export const morningTitle = (date: IsoDate): string => `**Hub check-in for ${weekday(date)}, ${date}**`;
export const weekTitle = (monday: IsoDate): string => `**Hub plans for the week of ${weekday(monday)}, ${monday}**`;

export function morningText(date: IsoDate): string {
  return `${morningTitle(date)}\nComing in today? React :${CHECKIN_EMOJI.name}: to check in (remove it to take it back).`;
}

export function weekText(monday: IsoDate): string {
  const days = postDays({ kind: 'week', date: monday })
    .map((d) => `:${d.emoji.name}: ${weekday(d.date).slice(0, 3)} ${d.date.slice(5)}`)
    .join(' · ');
  return `${weekTitle(monday)}\nWhich days are you coming this week? React with each day you plan to come; each one is a planned visit.\n${days}`;
}

export const titleOf = (kind: PostKind, date: IsoDate): string => (kind === 'morning' ? morningTitle(date) : weekTitle(date));
export const textOf = (kind: PostKind, date: IsoDate): string => (kind === 'morning' ? morningText(date) : weekText(date));

/**
 * Whether `content` (a message of the bot's own) is its `kind` post for `date`: one
 * predicate per kind, used both to avoid posting twice and to recognise a reacted-to post.
 */
export function isPostFor(kind: PostKind, content: string, date: IsoDate): boolean {
  return (content.split('\n', 1)[0] ?? '') === titleOf(kind, date);
}

/** Which post, if any, a message of the bot's own is (kind and date, read from its first line). */
export function recognisePost(content: string): Omit<CheckinPost, 'messageId'> | null {
  const date = /\b(\d{4}-\d{2}-\d{2})\*\*$/.exec(content.split('\n', 1)[0] ?? '')?.[1];
  if (!date) return null;
  for (const kind of ['morning', 'week'] as const) if (isPostFor(kind, content, date)) return { kind, date };
  return null;
}

/** The days a post offers: the morning post its date; the week post Monday to Friday. */
export function postDays(post: Pick<CheckinPost, 'kind' | 'date'>): PostDay[] {
  if (post.kind === 'morning') return [{ date: post.date, emoji: CHECKIN_EMOJI }];
  return WEEKDAY_EMOJI.map((emoji, i) => ({ date: addDaysIso(post.date, i), emoji }));
}

/** The day a reaction on `post` claims; null for an emoji the post doesn't offer. */
export function dayOf(post: Pick<CheckinPost, 'kind' | 'date'>, reaction: ReactionEmoji): PostDay | null {
  return postDays(post).find((d) => isEmoji(reaction, d.emoji)) ?? null;
}

/** The Monday of the week a week post run on `date` is about: this week, or the next on a weekend. */
export function weekOf(date: IsoDate): IsoDate {
  const dow = weekdayOf(date); // 0 Sunday … 6 Saturday
  return addDaysIso(date, dow === 0 ? 1 : dow === 6 ? 2 : 1 - dow);
}
