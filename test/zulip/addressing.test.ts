import { describe, expect, it } from 'vitest';
import { addressedMessage } from '../../src/zulip/addressing.js';
import type { ZulipMessage } from '../../src/zulip/types.js';

const me = { userId: 42, fullName: 'frontdesk' };
const base = { sender_id: 7, sender_email: 'ada@example.org', sender_full_name: 'Ada Quillfeather', timestamp: 1, id: 100 };
const stream = (content: string): ZulipMessage => ({ ...base, type: 'stream', content, display_recipient: 'hub', subject: 'check-ins', stream_id: 5 });
const dm = (content: string, others = [7]): ZulipMessage => ({
  ...base,
  type: 'private',
  content,
  display_recipient: [...others, 42].map((id) => ({ id, email: `u${id}@example.org`, full_name: `U${id}` })),
});

describe('addressing', () => {
  it('takes stream messages that begin with a mention of the bot, and strips it', () => {
    expect(addressedMessage(stream('@**frontdesk** checkin today'), me)).toEqual({
      id: 100,
      sender: { zulipId: 7, fullName: 'Ada Quillfeather', email: 'ada@example.org' },
      text: 'checkin today',
      sentAt: new Date(1000),
      place: { type: 'stream', stream: 'hub', streamId: 5, topic: 'check-ins' },
    });
    expect(addressedMessage(stream('@**frontdesk|42** who'), me)?.text).toBe('who');
    expect(addressedMessage(stream('  @**FrontDesk**: help'), me)?.text).toBe('help');
    expect(addressedMessage(stream('@**renamed|42** help'), me)?.text).toBe('help');
  });

  it('ignores mid-message and silent mentions, mentions of others, and plain stream chatter', () => {
    for (const content of ['hey @**frontdesk** checkin', '@_**frontdesk** checkin', '@**frontdesk|43** checkin', '@**Ada** hi', 'checkin']) {
      expect(addressedMessage(stream(content), me)).toBeNull();
    }
  });

  it('takes every DM, 1:1 or group, replying to everyone but itself', () => {
    expect(addressedMessage(dm('checkin'), me)).toMatchObject({ text: 'checkin', place: { type: 'dm', recipientIds: [7] } });
    expect(addressedMessage(dm('@**frontdesk** who', [7, 8]), me)).toMatchObject({ text: 'who', place: { type: 'dm', recipientIds: [7, 8] } });
  });

  it('ignores its own messages', () => {
    expect(addressedMessage({ ...dm('checkin'), sender_id: 42 }, me)).toBeNull();
    expect(addressedMessage({ ...stream('@**frontdesk** checkin'), sender_id: 42 }, me)).toBeNull();
  });
});
