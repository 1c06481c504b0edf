import type { InboundMessage } from '../chat.js';
import type { ZulipMessage } from './types.js';

export interface BotIdentity {
  userId: number;
  fullName: string;
}

/**
 * Is this message for the bot, and what does it say? In a stream only when it
 * *begins* with a mention of the bot (`@**frontdesk**`, `@**frontdesk|42**`);
 * silent mentions (`@_**…**`) and mentions later in the text don't count. In a
 * DM (1:1 or group) always. Never its own messages. Returns the command text
 * with the leading mention removed, and where to reply.
 */
export function addressedMessage(message: ZulipMessage, me: BotIdentity): InboundMessage | null {
  if (message.sender_id === me.userId) return null;
  const sender = { zulipId: message.sender_id, fullName: message.sender_full_name, email: message.sender_email };
  const sentAt = new Date(message.timestamp * 1000);
  const afterMention = stripLeadingMention(message.content, me);
  if (message.type === 'stream') {
    if (afterMention === null || typeof message.display_recipient !== 'string') return null;
    return {
      id: message.id,
      sender,
      text: afterMention,
      sentAt,
      place: { type: 'stream', stream: message.display_recipient, streamId: message.stream_id, topic: message.subject ?? '' },
    };
  }
  const recipients = Array.isArray(message.display_recipient) ? message.display_recipient.map((r) => r.id) : [];
  return {
    id: message.id,
    sender,
    text: afterMention ?? message.content.trim(),
    sentAt,
    place: { type: 'dm', recipientIds: recipients.filter((id) => id !== me.userId) },
  };
}

/** The text after a leading `@**Bot**` / `@**Bot|id**` (and a `:` or `,` after it), or null if it doesn't start so. */
function stripLeadingMention(content: string, me: BotIdentity): string | null {
  const m = /^\s*@\*\*([^*|]*?)(?:\|(\d+))?\*\*[:,]?/.exec(content);
  if (!m) return null;
  const [, name = '', id] = m;
  const isMe = id !== undefined ? Number(id) === me.userId : name.trim().toLowerCase() === me.fullName.trim().toLowerCase();
  return isMe ? content.slice(m[0].length).trim() : null;
}
