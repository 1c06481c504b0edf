import type { Narrow, ZulipApi } from './api.js';
import type { ZulipMessage } from './types.js';

// Zulip allows 1,000; 400 keeps the largest honest page (400 x max_message_length) under the body cap.
const PAGE_SIZE = 400;
const MAX_PAGES = 50;
/** `is:dm` is Zulip 7.0 (feature level 177); older servers know it as `is:private`. */
const dmOperand = (featureLevel: number) => (featureLevel >= 177 ? 'dm' : 'private');

export interface MissedSince {
  /** The newest message id the bot has seen; undefined when it has seen none yet. */
  lastSeenId: number | undefined;
  /** When the bot first registered (ms): with no message seen, only messages sent since then count. */
  firstRegisteredAt: number;
  /** The bot's own user id: its own replies would only crowd the pages. */
  selfUserId: number | undefined;
  /** The new queue's zulip_feature_level (the DM narrow's name changed in 7.0). */
  featureLevel: number;
}

/**
 * Messages that reached Zulip while the bot had no event queue: DMs to it and
 * mentions of it, by others, newer than the last message it saw (or, if it
 * never saw one, sent after it first registered), oldest first. The caller
 * drops any that the new queue also delivers.
 */
export async function fetchMissed(api: Pick<ZulipApi, 'getMessages'>, since: MissedSince): Promise<ZulipMessage[]> {
  const found = new Map<number, ZulipMessage>();
  for (const narrow of narrows(since)) {
    const messages = since.lastSeenId === undefined ? await newestSince(api, narrow, since.firstRegisteredAt) : await after(api, since.lastSeenId, narrow);
    for (const m of messages) found.set(m.id, m);
  }
  return [...found.values()].sort((a, b) => a.id - b.id);
}

function narrows(since: MissedSince): Narrow[] {
  const notMine: Narrow = since.selfUserId === undefined ? [] : [{ operator: 'sender', operand: since.selfUserId, negated: true }];
  const wanted: Narrow[] = [[{ operator: 'is', operand: dmOperand(since.featureLevel) }], [{ operator: 'is', operand: 'mentioned' }]];
  return wanted.map((narrow) => [...narrow, ...notMine]);
}

/** Everything after the last message we saw, paging forward: exact however long the backlog. */
async function after(api: Pick<ZulipApi, 'getMessages'>, lastSeenId: number, narrow: Narrow): Promise<ZulipMessage[]> {
  const out: ZulipMessage[] = [];
  for (let anchor = lastSeenId, page = 0; page < MAX_PAGES; page++) {
    const messages = (await api.getMessages({ anchor, numBefore: 0, numAfter: PAGE_SIZE, narrow })).filter((m) => m.id > anchor);
    out.push(...messages);
    if (messages.length < PAGE_SIZE - 1) break;
    anchor = messages.at(-1)!.id;
  }
  return out;
}

/**
 * Never saw a message yet: every message sent since we first registered, paging back from the
 * newest until a page reaches older ones (or the start). One page was not enough: a queue lost
 * before its first message arrived (a stalled first poll, a server restart) may have missed a
 * burst of hundreds, and all but the newest 400 were silently dropped.
 */
async function newestSince(api: Pick<ZulipApi, 'getMessages'>, narrow: Narrow, firstRegisteredAt: number): Promise<ZulipMessage[]> {
  const sinceSeconds = Math.floor(firstRegisteredAt / 1000);
  const pages: ZulipMessage[][] = [];
  for (let anchor: number | 'newest' = 'newest', page = 0; page < MAX_PAGES; page++) {
    const below = anchor;
    // A numeric anchor comes back itself (it was the previous page's oldest): left out.
    const messages = (await api.getMessages({ anchor, numBefore: PAGE_SIZE, numAfter: 0, narrow })).filter((m) => below === 'newest' || m.id < below);
    const recent = messages.filter((m) => m.timestamp >= sinceSeconds);
    pages.unshift(recent);
    if (recent.length < messages.length || messages.length < PAGE_SIZE - 1) break;
    anchor = Math.min(...messages.map((m) => m.id));
  }
  return pages.flat();
}
