import type { Place, ZulipIdentity } from '../chat.js';

/**
 * A 1:1 direct message between the bot and the person asking: the only place
 * an email may appear (a profile's, or the asker's own Zulip email). Not a
 * stream, not a group DM, however small; other participants may not be
 * allowed to see it (Zulip hides `delivery_email` by default).
 */
export function isPrivateWith(place: Place, sender: Pick<ZulipIdentity, 'zulipId'>): boolean {
  return place.type === 'dm' && place.recipientIds.every((id) => id === sender.zulipId);
}
