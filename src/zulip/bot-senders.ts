import type { ZulipMessage } from './types.js';

/** Zulip's own clients people type in; anything else (ZulipPython, API, a webhook, internal) may be a program. */
const HUMAN_CLIENTS = new Set(['website', 'ZulipMobile', 'ZulipFlutter', 'ZulipElectron', 'ZulipDesktop', 'ZulipTerminal', 'ZulipiOS', 'ZulipAndroid']);
/** Zulip's system bots that do not follow the `…-bot@` pattern. */
const SYSTEM_SENDERS = new Set(['emailgateway', 'feedback', 'notification', 'welcome', 'reminder', 'nagios']);

/**
 * When Zulip could not tell us who sent a message (the user lookup failed,
 * typically under rate limiting), judge from the message itself: bot accounts'
 * addresses (`name-bot@…`, Zulip's system bots) and the client that sent it.
 * True whenever the sender may be a bot: such a message is not answered, so
 * two bots can never talk to each other.
 */
export function mayBeBot(message: Pick<ZulipMessage, 'sender_email'> & { client?: string | undefined }): boolean {
  const local = (message.sender_email.split('@', 1)[0] ?? '').toLowerCase();
  // "bot" as a word of the address: other-bot, bot.alerts, ci_bot, bot7; plain endings like "zulipbot" too.
  if (/(^|[-_.+])bot([-_.+\d]|$)/.test(local) || local.endsWith('bot')) return true;
  if (SYSTEM_SENDERS.has(local.replace(/-bot$/, ''))) return true;
  return message.client === undefined || !HUMAN_CLIENTS.has(message.client);
}
