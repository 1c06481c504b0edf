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
 * Why a reaction's removal must keep `visit`, or null when it may be deleted: only a
 * visit this very reaction created, untouched since. "Untouched" is read from the
 * directory's own bookkeeping: a visit created by one PATCH has equal created_at and
 * updated_at (one-second resolution) and the same app in both *_by_app fields; any
 * later write (notes, another app, a typed check-in) moves updated_at.
 */
export const NOT_THIS_REACTION = 'it was not made by that reaction';

export function whyKeep(visit: HubVisit, reaction: { messageId: number; emoji: string }): string | null {
  const tag = tagOf(visit);
  if (!tag || tag.message_id !== reaction.messageId || tag.emoji !== reaction.emoji) return NOT_THIS_REACTION;
  if (visit.notes.trim() !== '') return 'it has notes now';
  // No readable stamps (the decoder leaves them ''): nobody can tell it is untouched, so it stays.
  if (visit.created_at === '' || visit.created_at !== visit.updated_at || visit.created_by_app !== visit.updated_by_app) {
    return 'it was there before your reaction, or was changed after it';
  }
  return null;
}
