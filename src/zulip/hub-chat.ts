import type { MessageReader } from '../follows/answers.js';
import type { Messenger } from '../routines/messenger.js';
import type { ZulipApi } from './api.js';
import { ZulipApiError } from './errors.js';
import type { ZulipTransport } from './transport.js';

/** The hub's DMs and reactions through the running transport (its rate limit and request budget). */
export function zulipMessenger(transport: Pick<ZulipTransport, 'post' | 'react'>): Messenger {
  return {
    dm: (zulipId, text) => transport.post({ type: 'dm', recipientIds: [zulipId] }, text),
    react: (messageId, emoji) => transport.react(messageId, emoji),
  };
}

/** Reads back a message of the bot's own (what a tap on it answers); null when it is gone or hidden. */
export function zulipMessageReader(api: Pick<ZulipApi, 'getMessage'>, transport: Pick<ZulipTransport, 'me'>): MessageReader {
  return {
    botUserId: () => transport.me.userId,
    async message(messageId) {
      try {
        const m = await api.getMessage(messageId);
        return { senderId: m.sender_id, content: m.content };
      } catch (error) {
        if (error instanceof ZulipApiError && error.code === 'BAD_REQUEST') return null;
        throw error;
      }
    },
  };
}
