import { personRef } from '../text/markdown.js';
import { followsReplies } from './replies.js';

/** The sentence that makes a DM of the bot's own a follow request (an answer to it is a reaction). */
const ASKS = 'would like a DM from me when you arrive at the hub';

export function approvalText(follower: { personId: number; name: string; zulipId: number | null }): string {
  return followsReplies.approval(personRef(follower.name, follower.zulipId), ASKS, follower.personId);
}

/** The follower (person id) a follow request of the bot's own is about, or null when the message is not one. */
export function approvalFollower(content: string): number | null {
  if (!content.includes(ASKS)) return null;
  const id = /`allow (\d+)`/.exec(content)?.[1];
  return id ? Number(id) : null;
}
