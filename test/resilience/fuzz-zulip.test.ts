import { describe, expect, it } from 'vitest';
import { hasActiveWildcard } from '../../src/text/markdown.js';
import type { FakeUser } from '../support/fake-zulip/index.js';
import { BOT, HUB_STREAM, member, world } from '../support/world.js';
import { sampleTexts } from './inputs.js';

const MESSAGES = 3_000;
const MAX_LENGTH = 2_000;

describe('fuzz through Zulip: the compiled bot', () => {
  it('survives 3,000 hostile messages: every addressed one answered in its place, the rest ignored, nothing unsafe or too long', async () => {
    const senders: FakeUser[] = Array.from({ length: 30 }, (_, i) => member(40_001 + i, `Fuzzer ${i}`, `fuzzer${i}@example.org`));
    const w = await world({ users: senders, zulip: { maxMessageLength: MAX_LENGTH } });
    const bot = await w.startBot();
    const texts = sampleTexts(MESSAGES, 7);
    const expectedInTopic = new Map<string, boolean>();
    const dmsBySender = new Map<number, number>();
    for (const [i, text] of texts.entries()) {
      const sender = senders[i % senders.length]!;
      // Zulip refuses an empty or blank message ("Message must not be empty", as the fake's POST /messages does):
      // no member can send one, so none is injected here (the bot reads one that came anyway as nothing to answer).
      if (i % 3 !== 1 && text.trim() === '') continue;
      if (i % 3 === 0) {
        w.zulip.sendDm(sender.id, [BOT.id], text);
        dmsBySender.set(sender.id, (dmsBySender.get(sender.id) ?? 0) + 1);
      } else {
        // A topic of its own, so the reply (or its absence) can be told apart.
        // The generator can itself produce "@**frontdesk** …": that one is addressed either way.
        const addressed = i % 3 === 1 || /^\s*@\*\*frontdesk(\|42)?\*\*/i.test(text);
        expectedInTopic.set(`fuzz-${i}`, addressed);
        w.zulip.sendStream(sender.id, HUB_STREAM, `fuzz-${i}`, i % 3 === 1 ? `@**frontdesk** ${text}` : text);
      }
    }
    const expectedReplies = [...dmsBySender.values()].reduce((a, b) => a + b, 0) + [...expectedInTopic.values()].filter(Boolean).length;
    // Each command answers at least once; wait until every topic and DM has its answer.
    const answered = () => {
      const bot = w.botMessages();
      const topics = new Set(bot.filter((m) => m.type === 'stream').map((m) => m.topic));
      const dmCounts = new Map<number, number>();
      for (const m of bot.filter((m) => m.type === 'private')) for (const id of m.recipientIds) dmCounts.set(id, (dmCounts.get(id) ?? 0) + 1);
      return { topics, dmCounts };
    };
    await w.zulip.waitFor(() => {
      const { topics, dmCounts } = answered();
      return [...expectedInTopic].every(([t, yes]) => !yes || topics.has(t)) && [...dmsBySender].every(([id, n]) => (dmCounts.get(id) ?? 0) >= n);
    }, 120_000);
    // A sentinel DM from every sender: each sender's messages are handled in order, so once every
    // sentinel is answered, no reply to an earlier message is still on its way.
    const sentinels = senders.map((s) => w.nextReply((m) => m.type === 'private' && m.recipientIds.includes(s.id) && m.content.startsWith("Here's what I can do"), 30_000));
    for (const s of senders) w.zulip.sendDm(s.id, [BOT.id], 'help');
    await Promise.all(sentinels);
    const { topics } = answered();
    for (const [topic, addressed] of expectedInTopic) expect(topics.has(topic), topic).toBe(addressed);
    const sent = w.zulip.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/messages' && r.userId === BOT.id);
    expect(sent.length).toBeGreaterThanOrEqual(expectedReplies);
    for (const r of sent) {
      expect(hasActiveWildcard(r.form.content ?? ''), r.form.content?.slice(0, 100)).toBe(false);
      expect([...(r.form.content ?? '')].length).toBeLessThanOrEqual(MAX_LENGTH);
    }
    expect(bot.proc.exitCode).toBeNull();
    expect(bot.stderr()).not.toMatch(/fatal/);
  });
});
