import type { HubVisit } from '../directory/schemas.js';

/**
 * The key frontdesk keeps in a visit's `app_data` when a reaction made the visit.
 * Only this key is sent: the directory merges `app_data` (as production does), so
 * other apps' keys stay.
 */
export const TAG_KEY = 'frontdesk_reaction';

export interface ReactionTag {
  /** The post reacted to, the emoji, and who reacted (so a removal found later can be told apart and answered). */
  message_id: number;
  emoji: string;
  zulip_id: number;
}

export function tagOf(visit: Pick<HubVisit, 'app_data'>): ReactionTag | null {
  const data = visit.app_data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const tag = (data as Record<string, unknown>)[TAG_KEY];
  if (!tag || typeof tag !== 'object') return null;
  const { message_id, emoji, zulip_id } = tag as Record<string, unknown>;
  return typeof message_id === 'number' && typeof emoji === 'string' && typeof zulip_id === 'number' ? { message_id, emoji, zulip_id } : null;
}

/** The `app_data` to send: the tag, or null to drop it (the other keys stay, the directory merges). */
export function appDataFor(tag: ReactionTag | null): Record<string, ReactionTag | null> {
  return { [TAG_KEY]: tag };
}

/**
 * Why a reaction's removal must keep `visit`, or null when it may be deleted.
 * Decided only from what the bot itself recorded, never from timestamps (a
 * directory's stamps may differ by a second on a visit nobody touched): the
 * visit must carry this reaction's tag (the bot writes it when the reaction
 * creates the visit, and never tags a visit that was already there), the member
 * must not have typed a command about that day since (`typed`: a typed command
 * always wins), and nothing may have been added to it (notes; another app's
 * write, which the directory's *_by_app fields name).
 */
export const NOT_THIS_REACTION = 'it was not made by that reaction';
export const TYPED = 'you also sent me a command about that visit, and a typed command wins over a reaction';

export function whyKeep(visit: HubVisit, reaction: { messageId: number; emoji: string; zulipId: number }, typed: boolean): string | null {
  const tag = tagOf(visit);
  if (!tag || tag.message_id !== reaction.messageId || tag.emoji !== reaction.emoji || tag.zulip_id !== reaction.zulipId) return NOT_THIS_REACTION;
  if (typed) return TYPED;
  if (visit.notes.trim() !== '') return 'it has notes now';
  if (visit.created_by_app !== visit.updated_by_app) return `${visit.updated_by_app ?? 'another app'} changed it after your reaction`;
  return null;
}
