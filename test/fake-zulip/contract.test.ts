import { describe, expect, it } from 'vitest';
import { ALICE, api, BOB, BOT, CAROL, getEvents, register, startFake, type Body } from './helpers.js';
import { example, expectSameShape, shapeMismatches } from './shape.js';

describe('shape helper', () => {
  it('reports the path of a missing field or a wrong type, and recurses into first array items', () => {
    const ex = { a: 1, b: { c: 'x', d: [{ e: true }] }, avatar_url: 'u' };
    expect(shapeMismatches({ a: 2, b: { c: 'y', d: [{ e: false }] }, avatar_url: null, extra: 1 }, ex)).toEqual([]);
    expect(shapeMismatches({ a: '2', b: { d: [{ e: 1 }] }, avatar_url: 'u' }, ex)).toEqual([
      '$.a: expected number (example 1), got string ("2")',
      '$.b.c: missing',
      '$.b.d[0].e: expected boolean (example true), got number (1)',
    ]);
    expect(shapeMismatches({ a: 1, b: { c: 'x', d: [] }, avatar_url: 'u' }, ex)).toEqual([
      "$.b.d: empty, cannot compare with the example's items",
    ]);
    // null vs string only for the documented nullable fields
    expect(shapeMismatches({ name: null }, { name: 'x' })).toHaveLength(1);
  });
});

describe('fake Zulip matches our fixtures of Zulip\'s documented payloads', () => {
  it('POST /register (register-response.json) with realm fields', async () => {
    const fake = await startFake({ maxMessageLength: 5000, longpollTimeoutSeconds: 30 });
    const reply = await api(fake, BOT, 'POST', '/register', {
      event_types: ['message'],
      fetch_event_types: ['realm', 'realm_emoji', 'message'],
      apply_markdown: false,
    });
    expect(reply.status).toBe(200);
    expectSameShape(reply.body, example('register-response.json'));
    expect(reply.body).toMatchObject({ result: 'success', msg: '', last_event_id: -1, max_message_length: 5000, max_topic_length: 60 });
    expect(reply.body.event_queue_longpoll_timeout_seconds).toBe(30);
    expect(reply.body.queue_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(reply.body.zulip_feature_level).toBeGreaterThanOrEqual(300);
  });

  it('GET /events message events (events-response.json and the message event examples)', async () => {
    const fake = await startFake();
    const queueId = await register(fake, BOT);
    fake.sendStream(ALICE.id, 'hub', 'lunch', 'hello @**Front Desk**');
    fake.sendDm(ALICE.id, [BOT.id], 'a direct message');
    const reply = await getEvents(fake, BOT, queueId, -1, { dontBlock: true });
    expect(reply.status).toBe(200);
    expectSameShape(reply.body, example('events-response.json'));
    const [stream, dm] = reply.events;
    expectSameShape(stream, example('events-message-event-from-get-events-example-stream.json'), '$.events[0]');
    expectSameShape(dm, example('events-message-event-from-get-events-example-private.json'), '$.events[1]');
    // The oneOf example has flags, subject, stream_id, is_me_message, reactions, submessages.
    expectSameShape(stream, example('events-message-event-stream.json'), '$.events[0]');
    expect((stream?.message as Body).content_type).toBe('text/x-markdown');
  });

  it('GET /events reaction event (events-reaction-event.json); GET /messages/{id} (get-message-response.json)', async () => {
    const fake = await startFake();
    const m = fake.sendStream(ALICE.id, 'hub', 'check-ins', 'good morning');
    const queueId = await register(fake, BOT, { event_types: ['reaction'] });
    fake.react(ALICE.id, m.id, 'wave');
    const reply = await getEvents(fake, BOT, queueId, -1, { dontBlock: true });
    expect(reply.events).toHaveLength(1);
    expectSameShape(reply.events[0], example('events-reaction-event.json'), '$.events[0]');
    const got = await api(fake, BOT, 'GET', `/messages/${m.id}`, { apply_markdown: false });
    expect(got.status).toBe(200);
    expectSameShape(got.body, example('get-message-response.json'));
  });

  it('GET /events heartbeat (events-heartbeat-event.json)', async () => {
    const fake = await startFake({ heartbeatMs: 50 });
    const queueId = await register(fake, BOT);
    const reply = await getEvents(fake, BOT, queueId, -1);
    expect(reply.events).toHaveLength(1);
    expectSameShape(reply.events[0], example('events-heartbeat-event.json'));
    expect(reply.events[0]).toEqual({ type: 'heartbeat', id: 0 });
  });

  it('POST /messages (send-message-response.json)', async () => {
    const fake = await startFake();
    const reply = await api(fake, BOT, 'POST', '/messages', { type: 'direct', to: [ALICE.id], content: 'hi' });
    expect(reply.status).toBe(200);
    expectSameShape(reply.body, example('send-message-response.json'));
  });

  it('GET /messages (get-messages-response.json, top level and each message)', async () => {
    const fake = await startFake();
    // Own messages, so that `flags` is non-empty ("read") for the comparison.
    fake.sendDm(ALICE.id, [BOT.id, BOB.id], 'group DM');
    fake.sendStream(ALICE.id, 'hub', 'Verona3', 'a stream message');
    const reply = await api(fake, ALICE, 'GET', '/messages', { anchor: 'newest', num_before: 10, num_after: 0, apply_markdown: false });
    expect(reply.status).toBe(200);
    const ex = example('get-messages-response.json');
    expectSameShape(reply.body, ex);
    const [dm, stream] = reply.body.messages as Body[];
    const [exDm, exStream] = ex.messages as Body[];
    expectSameShape(dm, exDm, '$.messages[0]');
    expectSameShape(stream, exStream, '$.messages[1]');
    expect(reply.body).toMatchObject({ found_oldest: true, history_limited: false });
  });

  it('GET /users/me (users-me-response.json)', async () => {
    const fake = await startFake();
    const reply = await api(fake, BOT, 'GET', '/users/me');
    expect(reply.status).toBe(200);
    expectSameShape(reply.body, example('users-me-response.json'));
  });

  it('GET /users/{id}, /users/{email} and /users (get-user-response.json, get-user-by-email-response.json, get-users-response.json)', async () => {
    const fake = await startFake();
    expectSameShape((await api(fake, BOT, 'GET', `/users/${ALICE.id}`)).body, example('get-user-response.json'));
    expectSameShape((await api(fake, BOT, 'GET', `/users/${BOT.email}`)).body, example('get-user-by-email-response.json'));
    const users = await api(fake, BOT, 'GET', '/users');
    const members = users.body.members as Body[];
    const exMembers = example('get-users-response.json').members as Body[];
    expectSameShape(members.find((m) => m.user_id === BOB.id), exMembers[0], '$.members[human]');
    expectSameShape(members.find((m) => m.user_id === BOT.id), exMembers[2], '$.members[bot]');
  });

  it('simple successes (json-success.json)', async () => {
    const fake = await startFake();
    const queueId = await register(fake, BOT);
    const sent = await api(fake, BOT, 'POST', '/messages', { type: 'stream', to: 'hub', topic: 't', content: 'x' });
    const reaction = await api(fake, BOT, 'POST', `/messages/${sent.body.id as number}/reactions`, { emoji_name: 'octopus' });
    expect(reaction.status).toBe(200);
    expectSameShape(reaction.body, example('json-success.json'));
    const deleted = await api(fake, BOT, 'DELETE', '/events', { queue_id: queueId });
    expect(deleted.status).toBe(200);
    expectSameShape(deleted.body, example('json-success.json'));
  });

  describe('errors: same fields and the same code as the examples', () => {
    const sameError = (body: Body, file: string) => {
      const ex = example(file);
      expectSameShape(body, ex);
      expect(body.code).toBe(ex.code);
      expect(body.result).toBe('error');
    };

    it('error-bad-event-queue-id.json', async () => {
      const fake = await startFake();
      const reply = await getEvents(fake, BOT, '3b9c0e52-7d41-4c1e-9a55-60f2d8e1c7a4', -1);
      expect(reply.status).toBe(400);
      sameError(reply.body, 'error-bad-event-queue-id.json');
      expect(reply.body).toEqual(example('error-bad-event-queue-id.json'));
    });

    it('error-rate-limited.json', async () => {
      const fake = await startFake();
      fake.rateLimitNext(1, 28);
      const reply = await api(fake, BOT, 'GET', '/users/me');
      expect(reply.status).toBe(429);
      sameError(reply.body, 'error-rate-limited.json');
    });

    it('error-invalid-api-key.json', async () => {
      const fake = await startFake();
      const reply = await api(fake, { ...BOT, apiKey: 'wrong' }, 'GET', '/users/me');
      expect(reply.status).toBe(401);
      sameError(reply.body, 'error-invalid-api-key.json');
      expect(reply.body).toEqual(example('error-invalid-api-key.json'));
    });

    it('error-reaction-already-exists.json and error-reaction-does-not-exist.json', async () => {
      const fake = await startFake();
      const m = fake.sendDm(ALICE.id, [BOT.id], 'hi');
      await api(fake, BOT, 'POST', `/messages/${m.id}/reactions`, { emoji_name: 'octopus' });
      const again = await api(fake, BOT, 'POST', `/messages/${m.id}/reactions`, { emoji_name: 'octopus' });
      expect(again.status).toBe(400);
      sameError(again.body, 'error-reaction-already-exists.json');
      const missing = await api(fake, BOT, 'DELETE', `/messages/${m.id}/reactions`, { emoji_name: 'tada' });
      expect(missing.status).toBe(400);
      sameError(missing.body, 'error-reaction-does-not-exist.json');
    });

    it('error-reaction-invalid-emoji-code.json (a code that is no emoji)', async () => {
      const fake = await startFake();
      const m = fake.sendDm(ALICE.id, [BOT.id], 'hi');
      const reply = await api(fake, BOT, 'POST', `/messages/${m.id}/reactions`, { emoji_name: 'octopus', emoji_code: 'nope' });
      expect(reply.status).toBe(400);
      sameError(reply.body, 'error-reaction-invalid-emoji-code.json');
    });

    it('error-invalid-message.json', async () => {
      const fake = await startFake();
      const m = fake.sendDm(ALICE.id, [BOB.id], 'not for the bot');
      const reply = await api(fake, BOT, 'POST', `/messages/${m.id}/reactions`, { emoji_name: 'octopus' });
      expect(reply.status).toBe(400);
      sameError(reply.body, 'error-invalid-message.json');
    });

    it('error-nonexistent-channel-name.json and error-nonexistent-channel-id.json', async () => {
      const fake = await startFake();
      const byName = await api(fake, BOT, 'POST', '/messages', { type: 'stream', to: 'no-such-stream', topic: 't', content: 'x' });
      expect(byName.status).toBe(400);
      sameError(byName.body, 'error-nonexistent-channel-name.json');
      expect(byName.body).toEqual(example('error-nonexistent-channel-name.json'));
      const byId = await api(fake, BOT, 'POST', '/messages', { type: 'stream', to: 99, topic: 't', content: 'x' });
      expect(byId.body).toEqual(example('error-nonexistent-channel-id.json'));
    });

    it('error-missing-argument.json', async () => {
      const fake = await startFake();
      const reply = await api(fake, BOT, 'POST', '/messages', { type: 'direct', to: [ALICE.id] });
      expect(reply.status).toBe(400);
      sameError(reply.body, 'error-missing-argument.json');
      expect(reply.body).toEqual(example('error-missing-argument.json'));
    });

    it('error-send-message-invalid-email.json', async () => {
      const fake = await startFake();
      const reply = await api(fake, BOT, 'POST', '/messages', { type: 'private', to: ['nobody@zulip.example.com'], content: 'x' });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(example('error-send-message-invalid-email.json'));
    });

    it('error-nonexistent-channel-get-stream-id.json and error-no-such-user-get-user-status.json (same body as unknown user)', async () => {
      const fake = await startFake();
      const stream = await api(fake, BOT, 'GET', '/get_stream_id', { stream: 'no-such-stream' });
      expect(stream.status).toBe(400);
      expect(stream.body).toEqual(example('error-nonexistent-channel-get-stream-id.json'));
      const user = await api(fake, BOT, 'GET', `/users/${CAROL.id + 1000}`);
      expect(user.status).toBe(400);
      expect(user.body).toEqual(example('error-no-such-user-get-user-status.json'));
    });
  });
});
