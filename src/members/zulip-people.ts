import type { ZulipIdentity } from '../chat.js';

/**
 * The chat server's own users, for mentions without `|id`: Zulip's compose box
 * inserts `@**Full Name**` unless two users share the name, so most mentions
 * name a display name, and Zulip itself resolves them against its users.
 * Implemented over the Zulip API (src/zulip/user-cache.ts); absent in the shell.
 */
export interface ZulipPeople {
  /** Active human users whose full name is `fullName` (case-insensitive), as Zulip matches a mention. */
  findByFullName(fullName: string, signal?: AbortSignal): Promise<ZulipIdentity[]>;
}
