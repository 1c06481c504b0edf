import { afterEach, describe, expect, it } from 'vitest';
import { ZulipApi } from '../../src/zulip/api.js';
import { ZulipApiError } from '../../src/zulip/errors.js';
import type { FakeZulip } from '../support/fake-zulip/index.js';
import { ALICE, BOT, startFake } from './helpers.js';

const apis: ZulipApi[] = [];
afterEach(() => {
  for (const api of apis.splice(0)) api.exchange.close();
});

async function apiFor(fake: FakeZulip, user: { email: string; apiKey: string }): Promise<ZulipApi> {
  const api = await ZulipApi.connect({ site: fake.url, email: user.email, apiKey: user.apiKey }, { requestTimeoutMs: 5_000 });
  apis.push(api);
  return api;
}

/** The fake as the bot's own client drives it: urlencoded bodies, query strings, JSON-encoded lists, Basic auth. */
describe('fake Zulip driven by ZulipApi (urlencoded bodies, query strings, Basic auth)', () => {
  it('registers, receives a DM through GET /events, answers, reacts, reads history, deregisters', async () => {
    const fake = await startFake();
    const bot = await apiFor(fake, BOT);
    const alice = await apiFor(fake, ALICE);

    const registered = await bot.register(['message']);
    expect(registered).toMatchObject({ lastEventId: -1, maxMessageLength: 10_000 });
    expect(fake.requests.at(-1)?.form).toEqual({ event_types: '["message"]', fetch_event_types: '["realm"]', apply_markdown: 'false', client_gravatar: 'true' });

    expect(await alice.sendMessage({ type: 'dm', to: [BOT.id] }, 'hello @**Front Desk**')).toBe(1000);
    expect(fake.requests.at(-1)?.form).toEqual({ type: 'private', to: '[10]', content: 'hello @**Front Desk**' });

    const { events, skipped } = await bot.getEvents(registered.queueId, -1, 5_000);
    expect(skipped).toBe(0);
    const [event] = events;
    expect(event?.flags).toEqual(['mentioned']);
    expect(event?.message).toMatchObject({ id: 1000, sender_email: ALICE.email, content: 'hello @**Front Desk**', content_type: 'text/x-markdown' });

    await bot.sendMessage({ type: 'stream', stream: 'hub', topic: 'greetings' }, 'hi all');
    expect(fake.messagesFrom(BOT.id).map((m) => [m.streamId, m.topic, m.content])).toEqual([[5, 'greetings', 'hi all']]);

    await bot.addReaction(1000, 'wave');
    expect(fake.messages[0]?.reactions).toEqual([{ emojiName: 'wave', userId: BOT.id }]);

    const history = await bot.getMessages({ anchor: 'newest', numBefore: 10, numAfter: 0, narrow: [{ operator: 'is', operand: 'dm' }] });
    expect(history.map((m) => m.id)).toEqual([1000]);
    expect(fake.requests.at(-1)?.query).toMatchObject({ anchor: 'newest', narrow: '[{"operator":"is","operand":"dm"}]', apply_markdown: 'false' });

    expect(await bot.getOwnUser()).toMatchObject({ userId: BOT.id, isBot: true });
    await bot.deleteQueue(registered.queueId);
    expect(fake.queues()).toEqual([]);
    expect(fake.requests.every((r) => r.userId !== null)).toBe(true);
  });

  it('sees API errors as JSON bodies, and the fake sees Basic auth failures', async () => {
    const fake = await startFake();
    const wrong = await apiFor(fake, { email: BOT.email, apiKey: 'nope' });
    const refused = await wrong.getOwnUser().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ZulipApiError);
    expect(refused).toMatchObject({ code: 'INVALID_API_KEY', msg: 'Invalid API key', status: 401, isFatal: true });
    const bot = await apiFor(fake, BOT);
    expect(await bot.getEvents('gone', -1, 5_000).catch((e: unknown) => e)).toMatchObject({ code: 'BAD_EVENT_QUEUE_ID', msg: 'Bad event queue ID: gone', status: 400 });
  });
});
