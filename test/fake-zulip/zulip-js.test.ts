import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { FakeZulip } from '../support/fake-zulip/index.js';
import { ALICE, BOT, startFake } from './helpers.js';

/** Just what this test uses of zulip-js 2.1.0 (kept local: src/types is someone else's). */
type Reply = { result: string; msg: string; code?: string } & Record<string, unknown>;
type Call<P = Record<string, unknown>> = (params: P) => Promise<Reply>;
interface Client {
  queues: { register: Call; deregister: Call<{ queue_id: string }> };
  events: { retrieve: Call };
  messages: { send: Call; retrieve: Call };
  reactions: { add: Call<{ message_id: number; emoji_name: string }>; remove: Call<{ message_id: number; emoji_name: string }> };
  users: { me: { getProfile(): Promise<Reply> } };
}

const require = createRequire(import.meta.url);
// zulip-js (via isomorphic-form-data) replaces the global FormData with the `form-data` package: put Node's back.
const nodeFormData = globalThis.FormData;
const zulipInit = require('zulip-js') as (config: { username: string; apiKey: string; realm: string }) => Promise<Client>;
globalThis.FormData = nodeFormData;

const clientFor = (fake: FakeZulip, user: { email: string; apiKey: string }) =>
  zulipInit({ username: user.email, apiKey: user.apiKey, realm: fake.url });

describe('fake Zulip driven by zulip-js (multipart bodies, query strings, Basic auth)', () => {
  it('registers, receives a DM through GET /events, answers, reacts, reads history, deregisters', async () => {
    const fake = await startFake();
    const bot = await clientFor(fake, BOT);
    const alice = await clientFor(fake, ALICE);

    const registered = await bot.queues.register({ event_types: ['message'], apply_markdown: 'false', fetch_event_types: ['realm'] });
    expect(registered).toMatchObject({ result: 'success', last_event_id: -1, max_message_length: 10_000 });
    const queueId = registered.queue_id as string;

    const sent = await alice.messages.send({ type: 'direct', to: [BOT.id], content: 'hello @**Front Desk**' });
    expect(sent).toMatchObject({ result: 'success', id: 1000 });
    expect(fake.requests.at(-1)?.form).toEqual({ type: 'direct', to: '[10]', content: 'hello @**Front Desk**' });

    const events = await bot.events.retrieve({ queue_id: queueId, last_event_id: -1 });
    expect(events.result).toBe('success');
    const [event] = events.events as Array<{ id: number; flags: string[]; message: Record<string, unknown> }>;
    expect(event?.flags).toEqual(['mentioned']);
    expect(event?.message).toMatchObject({ id: 1000, sender_email: ALICE.email, content: 'hello @**Front Desk**', content_type: 'text/x-markdown' });

    expect(await bot.messages.send({ type: 'stream', to: 'hub', topic: 'greetings', content: 'hi all' })).toMatchObject({ result: 'success' });
    expect(fake.messagesFrom(BOT.id).map((m) => [m.streamId, m.topic, m.content])).toEqual([[5, 'greetings', 'hi all']]);

    expect(await bot.reactions.add({ message_id: 1000, emoji_name: 'wave' })).toMatchObject({ result: 'success' });
    expect(fake.messages[0]?.reactions).toEqual([{ emojiName: 'wave', userId: BOT.id }]);
    expect(await bot.reactions.remove({ message_id: 1000, emoji_name: 'wave' })).toMatchObject({ result: 'success' });

    const history = await bot.messages.retrieve({
      anchor: 'newest',
      num_before: 10,
      num_after: 0,
      apply_markdown: false,
      narrow: [{ operator: 'is', operand: 'dm' }],
    });
    expect((history.messages as Array<{ id: number }>).map((m) => m.id)).toEqual([1000]);

    expect(await bot.users.me.getProfile()).toMatchObject({ result: 'success', user_id: BOT.id, is_bot: true });
    expect(await bot.queues.deregister({ queue_id: queueId })).toMatchObject({ result: 'success' });
    expect(fake.queues()).toEqual([]);
    expect(fake.requests.every((r) => r.userId !== null)).toBe(true);
  });

  it('sees API errors as JSON bodies, and the fake sees Basic auth failures', async () => {
    const fake = await startFake();
    const wrong = await clientFor(fake, { email: BOT.email, apiKey: 'nope' });
    expect(await wrong.users.me.getProfile()).toEqual({ result: 'error', msg: 'Invalid API key', code: 'INVALID_API_KEY' });
    const bot = await clientFor(fake, BOT);
    expect(await bot.events.retrieve({ queue_id: 'gone', last_event_id: -1 })).toMatchObject({ code: 'BAD_EVENT_QUEUE_ID', queue_id: 'gone' });
  });
});
