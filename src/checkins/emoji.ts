import type { ReactionEmoji } from '../chat.js';

/**
 * The emoji the check-in posts use, by their Zulip names (checked against Zulip's
 * emoji set, tools/setup/emoji/emoji_names.py) and unicode codes. A reaction is
 * matched by its code, so an alias (`hello` and `hi` are `wave` too) counts the same.
 */
export interface PostEmoji {
  name: string;
  code: string;
}

export const CHECKIN_EMOJI: PostEmoji = { name: 'wave', code: '1f44b' };

/** Keycaps 1…5 for Monday…Friday of the week post. */
export const WEEKDAY_EMOJI: readonly PostEmoji[] = [
  { name: 'one', code: '0031-20e3' },
  { name: 'two', code: '0032-20e3' },
  { name: 'three', code: '0033-20e3' },
  { name: 'four', code: '0034-20e3' },
  { name: 'five', code: '0035-20e3' },
];

export function isEmoji(reaction: ReactionEmoji, emoji: PostEmoji): boolean {
  // A reaction whose code did not come (or was unreadable) is matched by its name.
  return reaction.type === 'unicode_emoji' && reaction.code !== '' ? reaction.code === emoji.code : reaction.name === emoji.name;
}
