import { describe, expect, it } from 'vitest';
import { ALICE, api, BOB, BOT, CAROL, getEvents, messageOf, register, startFake } from './helpers.js';

describe('fake Zulip: event queues', () => {
  it('a long-poll blocks until a DM from another user arrives, then returns it', async () => {
    const fake = await startFake();
    const queueId = await register(fake, BOT);
    let settled = false;
    const poll = getEvents(fake, BOT, queueId, -1).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(settled).toBe(false);
    const sent = fake.sendDm(ALICE.id, [BOT.id], 'where is everyone?');
    const reply = await poll;
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ result: 'success', msg: '', queue_id: queueId });
    expect(reply.events).toHaveLength(1);
    expect(reply.events[0]).toMatchObject({ type: 'message', id: 0, flags: [] });
    expect(messageOf(reply.events[0])).toMatchObject({
      id: sent.id,
      type: 'private',
      sender_id: ALICE.id,
      sender_email: ALICE.email,
      sender_full_name: ALICE.fullName,
      content: 'where is everyone?',
      content_type: 'text/x-markdown',
      subject: '',
      display_recipient: [
        { id: BOT.id, email: BOT.email, full_name: BOT.fullName },
        { id: ALICE.id, email: ALICE.email, full_name: ALICE.fullName },
      ],
    });
    expect(fake.queues()).toEqual([{ id: queueId, userId: BOT.id, lastEventId: 0, openPolls: 0 }]);
  });

  it('answers a heartbeat event after heartbeatMs, consuming an event id', async () => {
    const fake = await startFake({ heartbeatMs: 200 });
    const queueId = await register(fake, BOT);
    const started = Date.now();
    const first = await getEvents(fake, BOT, queueId, -1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
    expect(first.events).toEqual([{ type: 'heartbeat', id: 0 }]);
    fake.sendDm(ALICE.id, [BOT.id], 'hi');
    const second = await getEvents(fake, BOT, queueId, 0);
    expect(second.events.map((e) => [e.type, e.id])).toEqual([['message', 1]]);
  });

  it('drops acknowledged events (last_event_id) and re-sends unacknowledged ones', async () => {
    const fake = await startFake();
    const queueId = await register(fake, BOT);
    fake.sendDm(ALICE.id, [BOT.id], 'one');
    fake.sendDm(BOB.id, [BOT.id], 'two');
    const all = await getEvents(fake, BOT, queueId, -1, { dontBlock: true });
    expect(all.events.map((e) => e.id)).toEqual([0, 1]);
    const again = await getEvents(fake, BOT, queueId, -1, { dontBlock: true });
    expect(again.events.map((e) => e.id)).toEqual([0, 1]);
    const rest = await getEvents(fake, BOT, queueId, 0, { dontBlock: true });
    expect(rest.events.map((e) => messageOf(e).content)).toEqual(['two']);
    const none = await getEvents(fake, BOT, queueId, 1, { dontBlock: true });
    expect(none.status).toBe(200);
    expect(none.events).toEqual([]);
    expect(fake.queues()[0]?.lastEventId).toBe(1);
  });

  it("delivers one's own message back to the sender's queue, flagged read", async () => {
    const fake = await startFake();
    const queueId = await register(fake, BOT);
    const sent = await api(fake, BOT, 'POST', '/messages', { type: 'stream', to: 'hub', topic: 'status', content: 'I am up' });
    expect(sent.status).toBe(200);
    const reply = await getEvents(fake, BOT, queueId, -1, { dontBlock: true });
    expect(reply.events).toHaveLength(1);
    expect(reply.events[0]?.flags).toEqual(['read']);
    expect(messageOf(reply.events[0])).toMatchObject({
      id: sent.body.id,
      type: 'stream',
      display_recipient: 'hub',
      stream_id: 5,
      subject: 'status',
      sender_id: BOT.id,
    });
  });

  it('delivers stream messages to subscribers only, flagging mentions', async () => {
    const fake = await startFake();
    const bot = await register(fake, BOT);
    const carol = await register(fake, CAROL);
    const bob = await register(fake, BOB);
    const m = fake.sendStream(ALICE.id, 'hub', 'hello', 'hi @**Front Desk** and @**Carol Example**, cc @_**Bob Example**');
    expect(m.recipientIds).toEqual([BOT.id, ALICE.id, BOB.id]);
    const botEvents = await getEvents(fake, BOT, bot, -1, { dontBlock: true });
    expect(botEvents.events.map((e) => e.flags)).toEqual([['mentioned']]);
    // Carol is mentioned but not subscribed: she gets nothing.
    expect((await getEvents(fake, CAROL, carol, -1, { dontBlock: true })).events).toEqual([]);
    // A silent mention does not set "mentioned".
    expect((await getEvents(fake, BOB, bob, -1, { dontBlock: true })).events.map((e) => e.flags)).toEqual([[]]);
    // @**Name|id** mentions count too.
    fake.sendDm(ALICE.id, [BOT.id], 'hey @**Front Desk|10**');
    expect((await getEvents(fake, BOT, bot, 0, { dontBlock: true })).events[0]?.flags).toEqual(['mentioned']);
  });

  it('only delivers the registered event types; reactions become reaction events for queues that want them', async () => {
    const fake = await startFake();
    const messagesOnly = await register(fake, BOT);
    const both = await register(fake, BOT, { event_types: ['message', 'reaction'] });
    const m = fake.sendDm(ALICE.id, [BOT.id], 'hi');
    await api(fake, ALICE, 'POST', `/messages/${m.id}/reactions`, { emoji_name: 'wave' });
    expect((await getEvents(fake, BOT, messagesOnly, -1, { dontBlock: true })).events.map((e) => e.type)).toEqual(['message']);
    const events = (await getEvents(fake, BOT, both, -1, { dontBlock: true })).events;
    expect(events[1]).toMatchObject({ type: 'reaction', op: 'add', message_id: m.id, user_id: ALICE.id, emoji_name: 'wave', emoji_code: '1f44b' });
  });

  it('realm_users at register, then realm_user add/update events for queues that want them', async () => {
    const fake = await startFake();
    const reply = await api(fake, BOT, 'POST', '/register', { event_types: ['realm_user'], fetch_event_types: ['realm_user'] });
    const realmUsers = reply.body.realm_users as Array<{ user_id: number; full_name: string }>;
    expect(realmUsers.map((u) => u.user_id)).toContain(ALICE.id);
    const queueId = reply.body.queue_id as string;
    const messagesOnly = await register(fake, BOT);
    fake.addUser({ id: 9001, email: 'user9001@zulip.example.org', fullName: "Wren Inkwell (she) (S1'19)", apiKey: 'k9001', deliveryEmail: null });
    fake.renameUser(9001, 'Wren Inkwell (they) (S1\'19)');
    const events = (await getEvents(fake, BOT, queueId, -1, { dontBlock: true })).events;
    expect(events[0]).toMatchObject({ type: 'realm_user', op: 'add', person: { user_id: 9001, full_name: "Wren Inkwell (she) (S1'19)", delivery_email: null } });
    expect(events[1]).toMatchObject({ type: 'realm_user', op: 'update', person: { user_id: 9001, full_name: "Wren Inkwell (they) (S1'19)" } });
    expect((await getEvents(fake, BOT, messagesOnly, -1, { dontBlock: true })).events).toEqual([]);
  });

  it('renders HTML content when the queue was registered with apply_markdown', async () => {
    const fake = await startFake();
    const queueId = await register(fake, BOT, { apply_markdown: true });
    fake.sendDm(ALICE.id, [BOT.id], 'a <b> & c');
    const message = messageOf((await getEvents(fake, BOT, queueId, -1, { dontBlock: true })).events[0]);
    expect(message).toMatchObject({ content: '<p>a &lt;b&gt; &amp; c</p>', content_type: 'text/html' });
  });

  it('honours client_gravatar (default true): avatar_url is null unless it is false', async () => {
    const fake = await startFake();
    const gravatar = await register(fake, BOT);
    const urls = await register(fake, BOT, { client_gravatar: false });
    fake.sendDm(ALICE.id, [BOT.id], 'hi');
    expect(messageOf((await getEvents(fake, BOT, gravatar, -1, { dontBlock: true })).events[0]).avatar_url).toBeNull();
    expect(messageOf((await getEvents(fake, BOT, urls, -1, { dontBlock: true })).events[0]).avatar_url).toMatch(/^https:\/\/secure\.gravatar\.com\/avatar\//);
  });

  it('expireQueues: pending long-polls and later polls answer BAD_EVENT_QUEUE_ID', async () => {
    const fake = await startFake();
    const queueId = await register(fake, BOT);
    const pending = getEvents(fake, BOT, queueId, -1);
    await fake.waitFor(() => fake.requests.length >= 1 && fake.queues().length === 1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    fake.expireQueues();
    const answered = await pending;
    expect(answered.status).toBe(400);
    expect(answered.body).toEqual({ code: 'BAD_EVENT_QUEUE_ID', msg: `Bad event queue ID: ${queueId}`, queue_id: queueId, result: 'error' });
    expect((await getEvents(fake, BOT, queueId, -1)).body.code).toBe('BAD_EVENT_QUEUE_ID');
    expect((await api(fake, BOT, 'DELETE', '/events', { queue_id: queueId })).body.code).toBe('BAD_EVENT_QUEUE_ID');
    expect(fake.queues()).toEqual([]);
  });

  it('DELETE /events forgets the queue', async () => {
    const fake = await startFake();
    const queueId = await register(fake, BOT);
    expect((await api(fake, BOT, 'DELETE', '/events', { queue_id: queueId })).body).toEqual({ msg: '', result: 'success' });
    expect(fake.queues()).toEqual([]);
  });

  it("refuses another user's queue", async () => {
    const fake = await startFake();
    const queueId = await register(fake, BOT);
    const reply = await getEvents(fake, ALICE, queueId, -1, { dontBlock: true });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('BAD_REQUEST');
  });

  it('restart: destroys an open long-poll connection and forgets queues, then serves again', async () => {
    const fake = await startFake();
    const queueId = await register(fake, BOT);
    const pending = getEvents(fake, BOT, queueId, -1).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await fake.restart();
    // The client sees the connection drop (the rejection is caught above, before it could go unhandled).
    expect(await pending).toBeInstanceOf(Error);
    expect(fake.queues()).toEqual([]);
    expect(fake.requests.find((r) => r.path === '/api/v1/events')?.status).toBe(0);
    expect((await getEvents(fake, BOT, queueId, -1)).body.code).toBe('BAD_EVENT_QUEUE_ID');
    const again = await register(fake, BOT);
    expect(fake.queues().map((q) => q.id)).toEqual([again]);
  });
});
