import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Place } from '../../src/chat.js';
import { hasActiveWildcard } from '../../src/text/markdown.js';
import { mapLimit } from '../../src/util/map-limit.js';
import { addressedMessage } from '../../src/zulip/addressing.js';
import { testBot } from '../support/bot.js';
import { sampleTexts } from './inputs.js';

const MESSAGES = 50_000;
const MAX_LENGTH = 2_000;

describe('fuzz: 50,000 random and adversarial messages', () => {
  it('through the command runner on the sandbox: every one answered, nothing unsafe, nothing too long, no crash', async () => {
    const { runner, sandbox } = await testBot({ admins: [1001], maxMessageLength: MAX_LENGTH });
    const senders = [...sandbox.store.profiles().filter((p) => p.zulip_id !== null).slice(0, 20).map((p) => ({ zulipId: p.zulip_id!, fullName: `${p.first_name} ${p.last_name}`, email: p.email })),
      ...Array.from({ length: 10 }, (_, i) => ({ zulipId: 50_000 + i, fullName: `Stranger ${i}` }))];
    const places: Place[] = [{ type: 'dm', recipientIds: [] }, { type: 'stream', stream: 'hub', topic: 'fuzz' }];
    const texts = sampleTexts(MESSAGES, 20261121);
    const problems: string[] = [];
    const kinds = new Map<string, number>();
    let answered = 0;
    await mapLimit(texts.map((text, i) => ({ text, i })), 16, async ({ text, i }) => {
      const replies: string[] = [];
      const result = await runner.run(
        { id: i, sender: senders[i % senders.length]!, text, place: places[i % 2]! },
        { maxMessageLength: MAX_LENGTH, reply: (t) => Promise.resolve(void replies.push(t)) },
      );
      answered++;
      const key = `${result.kind}:${result.outcome}`;
      kinds.set(key, (kinds.get(key) ?? 0) + 1);
      if (replies.length === 0) problems.push(`no reply to ${JSON.stringify(text.slice(0, 80))}`);
      if (result.outcome === 'error') problems.push(`handler error on ${JSON.stringify(text.slice(0, 80))}`);
      // The sandbox never fails here, so a directory failure means the bot sent it something invalid.
      if (result.outcome === 'failed') problems.push(`directory refused what ${JSON.stringify(text.slice(0, 80))} sent: ${replies[0]}`);
      for (const reply of replies) {
        if (hasActiveWildcard(reply)) problems.push(`active wildcard in reply to ${JSON.stringify(text.slice(0, 80))}: ${reply.slice(0, 120)}`);
        if ([...reply].length > MAX_LENGTH) problems.push(`reply of ${[...reply].length} characters to ${JSON.stringify(text.slice(0, 80))}`);
      }
    });
    console.log(`fuzz outcomes: ${JSON.stringify(Object.fromEntries([...kinds].sort((a, b) => b[1] - a[1])))}; directory requests: ${sandbox.requests.length}`);
    expect(problems.slice(0, 10)).toEqual([]);
    expect(answered).toBe(MESSAGES);
    // The inputs reach deep: most commands kinds run, and the directory is really exercised.
    expect([...kinds.keys()].filter((k) => k.endsWith(':ok')).length).toBeGreaterThanOrEqual(8);
    expect(sandbox.requests.length).toBeGreaterThan(10_000);
  });

  it('addressing never throws and only takes stream messages that begin with a mention of the bot', () => {
    const me = { userId: 42, fullName: 'frontdesk' };
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom('@**frontdesk** help', '@**frontdesk|42**', ' @**frontdesk**:x')), fc.boolean(), fc.integer({ min: 1, max: 100 }), (content, stream, sender) => {
        const base = { id: 1, sender_id: sender, sender_email: 'x@example.org', sender_full_name: 'X', content, timestamp: 1 };
        const message = stream
          ? addressedMessage({ ...base, type: 'stream', display_recipient: 'hub', subject: 't' }, me)
          : addressedMessage({ ...base, type: 'private', display_recipient: [{ id: 42, email: 'b@x', full_name: 'frontdesk' }] }, me);
        if (stream && message) expect(content.trimStart().startsWith('@**')).toBe(true);
        if (sender === 42) expect(message).toBeNull();
      }),
      { numRuns: 20_000 },
    );
  });
});
