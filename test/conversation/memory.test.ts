import { describe, expect, it } from 'vitest';
import type { Place } from '../../src/chat.js';
import { RecentMessages } from '../../src/conversation/memory.js';

const DM: Place = { type: 'dm', recipientIds: [1001] };
const at = new Date('2026-11-20T15:00:00Z');

describe("the bot's recent messages where the chat gives no ids (the shell)", () => {
  it('each memory makes up its own ids, below any real one, so two bots in one process never share a sequence', async () => {
    const one = new RecentMessages();
    const two = new RecentMessages();
    one.remember({ content: 'first', sentAt: at, place: DM });
    one.remember({ content: 'second', sentAt: at, place: DM });
    two.remember({ content: 'other bot', sentAt: at, place: DM });
    expect((await one.recent(DM, at)).map((m) => [m.id, m.content])).toEqual([[-2, 'second'], [-1, 'first']]);
    expect((await two.recent(DM, at)).map((m) => [m.id, m.content])).toEqual([[-1, 'other bot']]);
  });

  it("a chat server's id is kept as given", () => {
    const memory = new RecentMessages();
    memory.remember({ id: 4711, content: 'from Zulip', sentAt: at, place: DM });
    expect(memory.knownMessage(4711)?.content).toBe('from Zulip');
  });
});
