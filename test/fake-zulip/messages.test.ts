import { describe, expect, it } from 'vitest';
import { ALICE, api, BOB, BOT, CAROL, startFake, type Body } from './helpers.js';
import { testClock } from '../support/test-clock.js';

const ids = (reply: { body: Body }) => (reply.body.messages as Body[]).map((m) => m.id);

describe('fake Zulip: sending messages', () => {
  it('accepts the forms of `to` for streams: name, JSON name, id, JSON list; channel/stream types', async () => {
    const fake = await startFake();
    for (const [type, to] of [
      ['stream', 'hub'],
      ['channel', '"hub"'],
      ['stream', '5'],
      ['channel', '["hub"]'],
      ['stream', 'HUB'],
    ] as const) {
      const reply = await api(fake, BOT, 'POST', '/messages', { type, to, topic: 'forms', content: `to ${to}` });
      expect(reply.status, reply.text).toBe(200);
    }
    expect(fake.messagesFrom(BOT.id).map((m) => [m.type, m.streamId, m.topic])).toEqual(Array(5).fill(['stream', 5, 'forms']));
  });

  it('sends DMs to ids or emails, as private or direct; participants include the sender', async () => {
    const fake = await startFake({ firstMessageId: 50 });
    const byId = await api(fake, BOT, 'POST', '/messages', { type: 'private', to: [ALICE.id, BOB.id], content: 'group' });
    const byEmail = await api(fake, BOT, 'POST', '/messages', { type: 'direct', to: [ALICE.email], content: '1:1' });
    expect([byId.body.id, byEmail.body.id]).toEqual([50, 51]);
    expect(fake.messages.map((m) => [m.type, m.recipientIds, m.senderId])).toEqual([
      ['private', [BOT.id, ALICE.id, BOB.id], BOT.id],
      ['private', [BOT.id, ALICE.id], BOT.id],
    ]);
    expect(fake.messages[0]?.timestamp).toBeCloseTo(testClock.now().getTime() / 1000, -1);
  });

  it('answers Zulip errors for bad input', async () => {
    const fake = await startFake();
    const send = (params: Record<string, string | number[]>) => api(fake, BOT, 'POST', '/messages', params);
    expect((await send({ type: 'stream', to: 'nope', topic: 't', content: 'x' })).body).toMatchObject({ code: 'STREAM_DOES_NOT_EXIST', stream: 'nope' });
    expect((await send({ type: 'direct', to: [999], content: 'x' })).body).toMatchObject({ code: 'BAD_REQUEST', msg: 'Invalid user ID 999' });
    expect((await send({ type: 'direct', to: [ALICE.id] })).body).toMatchObject({ code: 'REQUEST_VARIABLE_MISSING', var_name: 'content' });
    expect((await send({ type: 'direct', to: [ALICE.id], content: '  \n ' })).body.msg).toBe('Message must not be empty');
    expect((await send({ type: 'stream', to: 'hub', content: 'x' })).body.msg).toBe('Missing topic');
    expect((await send({ type: 'smoke-signal', to: 'hub', content: 'x' })).status).toBe(400);
    expect(fake.messages).toEqual([]);
  });

  it('truncates long content and topics like Zulip, and accepts the legacy `subject`', async () => {
    const fake = await startFake({ maxMessageLength: 50, maxTopicLength: 10 });
    await api(fake, BOT, 'POST', '/messages', { type: 'stream', to: 'hub', subject: 'a very long topic', content: 'x'.repeat(80) });
    const [m] = fake.messages;
    expect(m?.topic).toBe('a very ...');
    expect(m?.content).toHaveLength(50);
    expect(m?.content.endsWith('\n[message truncated]')).toBe(true);
  });

  it('parses multipart bodies too', async () => {
    const fake = await startFake();
    // (Not a newline: Node's FormData turns it into CRLF on the wire, as the HTML spec says.)
    const content = 'multi-part, ünïcode ✓';
    const reply = await api(fake, BOT, 'POST', '/messages', { type: 'direct', to: [ALICE.id], content }, { multipart: true });
    expect(reply.status).toBe(200);
    expect(fake.messages[0]?.content).toBe(content);
    expect(fake.requests.at(-1)?.form).toEqual({ type: 'direct', to: '[11]', content });
  });
});

describe('fake Zulip: GET /messages', () => {
  async function seeded() {
    const fake = await startFake({ firstMessageId: 100 });
    fake.sendDm(ALICE.id, [BOT.id], 'dm 1'); // 100
    fake.sendStream(ALICE.id, 'hub', 'lunch', 'pizza? @**Front Desk**'); // 101
    fake.sendStream(BOB.id, 'hub', 'Lunch', 'yes'); // 102
    fake.sendStream(BOB.id, 'hub', 'other', 'unrelated'); // 103
    fake.sendDm(BOB.id, [ALICE.id], 'not for the bot'); // 104
    fake.sendStream(CAROL.id, 'random', 'x', 'bot not subscribed'); // 105
    fake.sendDm(BOB.id, [BOT.id, ALICE.id], 'group @**Front Desk**'); // 106
    await api(fake, BOT, 'POST', '/messages', { type: 'direct', to: [ALICE.id], content: 'reply' }); // 107
    return fake;
  }
  const get = (fake: Awaited<ReturnType<typeof seeded>>, params: Record<string, string | number | boolean | unknown[]>) =>
    api(fake, BOT, 'GET', '/messages', { anchor: 'newest', num_before: 100, num_after: 0, apply_markdown: false, ...params });

  it('anchor newest with num_before: the latest visible messages, ascending', async () => {
    const fake = await seeded();
    const reply = await get(fake, { num_before: 3 });
    expect(ids(reply)).toEqual([103, 106, 107]);
    expect(reply.body).toMatchObject({ anchor: 10_000_000_000_000_000, found_newest: true, found_oldest: false, found_anchor: false });
    expect(ids(await get(fake, {}))).toEqual([100, 101, 102, 103, 106, 107]);
    const all = await get(fake, {});
    expect(all.body.found_oldest).toBe(true);
    const own = (all.body.messages as Body[]).find((m) => m.id === 107);
    expect(own).toMatchObject({ flags: ['read'], content: 'reply', content_type: 'text/x-markdown', client: 'node' });
  });

  it('narrows: is:dm (objects and pairs), is:mentioned, channel + topic, sender, dm, id, negated', async () => {
    const fake = await seeded();
    expect(ids(await get(fake, { narrow: [{ operator: 'is', operand: 'dm' }] }))).toEqual([100, 106, 107]);
    expect(ids(await get(fake, { narrow: [['is', 'private']] }))).toEqual([100, 106, 107]);
    expect(ids(await get(fake, { narrow: [['is', 'mentioned']] }))).toEqual([101, 106]);
    const lunch = await get(fake, { narrow: [{ operator: 'channel', operand: 'hub' }, { operator: 'topic', operand: 'lunch' }] });
    expect(ids(lunch)).toEqual([101, 102]);
    expect((lunch.body.messages as Body[])[0]).toMatchObject({ flags: ['mentioned'], subject: 'lunch', stream_id: 5, display_recipient: 'hub' });
    expect(ids(await get(fake, { narrow: [['stream', '5']] }))).toEqual([101, 102, 103]);
    expect(ids(await get(fake, { narrow: [{ operator: 'sender', operand: BOB.email }] }))).toEqual([102, 103, 106]);
    expect(ids(await get(fake, { narrow: [{ operator: 'sender', operand: BOB.id }] }))).toEqual([102, 103, 106]);
    expect(ids(await get(fake, { narrow: [{ operator: 'dm', operand: [ALICE.id] }] }))).toEqual([100, 107]);
    expect(ids(await get(fake, { narrow: [['pm-with', `${ALICE.email},${BOB.email}`]] }))).toEqual([106]);
    expect(ids(await get(fake, { narrow: [{ operator: 'id', operand: 102 }] }))).toEqual([102]);
    expect(ids(await get(fake, { narrow: [{ operator: 'is', operand: 'dm', negated: true }] }))).toEqual([101, 102, 103]);
    expect((await get(fake, { narrow: [['channel', 'nope']] })).body.code).toBe('BAD_NARROW');
    expect((await get(fake, { narrow: [['has', 'image']] })).status).toBe(400);
  });

  it('integer anchors, include_anchor, num_after, oldest', async () => {
    const fake = await seeded();
    const around = await get(fake, { anchor: 102, num_before: 1, num_after: 1 });
    expect(ids(around)).toEqual([101, 102, 103]);
    expect(around.body).toMatchObject({ anchor: 102, found_anchor: true, found_oldest: false, found_newest: false });
    expect(ids(await get(fake, { anchor: 102, num_before: 1, num_after: 1, include_anchor: false }))).toEqual([101, 103]);
    const first = await get(fake, { anchor: 'oldest', num_before: 0, num_after: 2 });
    expect(ids(first)).toEqual([100, 101]);
    expect(first.body).toMatchObject({ anchor: 0, found_oldest: true, found_newest: false });
    const tail = await get(fake, { anchor: 106, num_before: 0, num_after: 5 });
    expect(ids(tail)).toEqual([106, 107]);
    expect(tail.body.found_newest).toBe(true);
    expect((await api(fake, BOT, 'GET', '/messages', { num_before: 1, num_after: 0 })).body).toMatchObject({ var_name: 'anchor' });
  });
});

describe('fake Zulip: reactions', () => {
  it('adds, refuses duplicates, removes, and refuses removing a missing one', async () => {
    const fake = await startFake();
    const m = fake.sendDm(ALICE.id, [BOT.id], 'checking in');
    const path = `/messages/${m.id}/reactions`;
    expect((await api(fake, BOT, 'POST', path, { emoji_name: 'check' })).status).toBe(200);
    expect(m.reactions).toEqual([{ emojiName: 'check', userId: BOT.id }]);
    expect((await api(fake, BOT, 'POST', path, { emoji_name: 'check' })).body.code).toBe('REACTION_ALREADY_EXISTS');
    expect((await api(fake, ALICE, 'POST', path, { emoji_name: 'check' })).status).toBe(200);
    const listed = await api(fake, BOT, 'GET', '/messages', { anchor: m.id, num_before: 0, num_after: 0 });
    expect((listed.body.messages as Body[])[0]?.reactions).toEqual([
      expect.objectContaining({ emoji_name: 'check', emoji_code: '2705', reaction_type: 'unicode_emoji', user_id: BOT.id }),
      expect.objectContaining({ emoji_name: 'check', user_id: ALICE.id }),
    ]);
    expect((await api(fake, BOT, 'DELETE', path, { emoji_name: 'check' })).body).toEqual({ msg: '', result: 'success' });
    expect(m.reactions).toEqual([{ emojiName: 'check', userId: ALICE.id }]);
    expect((await api(fake, BOT, 'DELETE', path, { emoji_name: 'check' })).body.code).toBe('REACTION_DOES_NOT_EXIST');
    expect((await api(fake, BOT, 'POST', '/messages/99999/reactions', { emoji_name: 'check' })).body.msg).toBe('Invalid message(s)');
    expect((await api(fake, BOT, 'POST', path, {})).body).toMatchObject({ code: 'REQUEST_VARIABLE_MISSING', var_name: 'emoji_name' });
  });
});

describe('fake Zulip: users, streams, auth', () => {
  it('GET /users/me', async () => {
    const fake = await startFake();
    fake.sendDm(ALICE.id, [BOT.id], 'hi');
    const reply = await api(fake, BOT, 'GET', '/users/me');
    expect(reply.body).toMatchObject({
      result: 'success',
      user_id: BOT.id,
      email: BOT.email,
      full_name: BOT.fullName,
      is_bot: true,
      bot_type: 1,
      delivery_email: BOT.email,
      max_message_id: fake.messages[0]?.id,
    });
  });

  it('GET /users/{id} and /users/{email}; delivery_email as configured; unknown user', async () => {
    const fake = await startFake();
    const alice = await api(fake, BOT, 'GET', `/users/${ALICE.id}`);
    expect(alice.body.user).toMatchObject({ user_id: ALICE.id, full_name: ALICE.fullName, is_bot: false, bot_type: null, delivery_email: 'alice@example.org', is_active: true });
    expect((alice.body.user as Body).avatar_url).toBeNull(); // client_gravatar defaults to true
    expect(((await api(fake, BOT, 'GET', `/users/${ALICE.id}`, { client_gravatar: false })).body.user as Body).avatar_url).toMatch(/^https:/);
    const bob = await api(fake, BOT, 'GET', `/users/${encodeURIComponent(BOB.email)}`);
    expect(bob.body.user).toMatchObject({ user_id: BOB.id, delivery_email: null });
    const missing = await api(fake, BOT, 'GET', '/users/nobody@example.com');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ result: 'error', msg: 'No such user', code: 'BAD_REQUEST' });
  });

  it('GET /users/me/subscriptions and /get_stream_id', async () => {
    const fake = await startFake();
    const subs = await api(fake, CAROL, 'GET', '/users/me/subscriptions');
    expect((subs.body.subscriptions as Body[]).map((s) => [s.stream_id, s.name])).toEqual([[6, 'random']]);
    expect((await api(fake, BOT, 'GET', '/get_stream_id', { stream: 'hub' })).body).toEqual({ stream_id: 5, msg: '', result: 'success' });
  });

  it('401 INVALID_API_KEY without or with wrong credentials; 404 for unknown endpoints', async () => {
    const fake = await startFake();
    const none = await api(fake, null, 'GET', '/users/me');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ result: 'error', msg: 'Invalid API key', code: 'INVALID_API_KEY' });
    expect((await api(fake, { ...ALICE, apiKey: BOT.apiKey }, 'POST', '/register')).status).toBe(401);
    const unknown = await api(fake, BOT, 'GET', '/no/such/thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ result: 'error', msg: 'Endpoint not found', code: 'BAD_REQUEST' });
    expect(fake.requests.map((r) => [r.path, r.userId, r.status])).toEqual([
      ['/api/v1/users/me', null, 401],
      ['/api/v1/register', null, 401],
      ['/api/v1/no/such/thing', BOT.id, 404],
    ]);
    expect(fake.queues()).toEqual([]);
  });

  it('refuses emoji Zulip does not have, and codes that are no emoji, as Zulip words it', async () => {
    const fake = await startFake();
    const m = fake.sendDm(ALICE.id, [BOT.id], 'hi');
    const path = `/messages/${m.id}/reactions`;
    expect((await api(fake, BOT, 'POST', path, { emoji_name: 'waving_hand_sign' })).body).toEqual({ result: 'error', msg: "Emoji 'waving_hand_sign' does not exist", code: 'BAD_REQUEST' });
    expect((await api(fake, BOT, 'POST', path, { emoji_name: 'wave', emoji_code: 'zzzz' })).body).toEqual({ result: 'error', msg: 'Invalid emoji code', code: 'BAD_REQUEST' });
    expect(m.reactions).toEqual([]);
    expect((await api(fake, BOT, 'POST', path, { emoji_name: 'one' })).status).toBe(200);
    expect(() => fake.react(ALICE.id, m.id, 'not_an_emoji')).toThrow(/no emoji named/);
  });

  it('GET /messages/{id}: the message with its current reactions; a reaction event for each change', async () => {
    const fake = await startFake();
    const m = fake.sendStream(ALICE.id, 'hub', 'check-ins', 'good morning');
    const queue = await api(fake, BOT, 'POST', '/register', { event_types: JSON.stringify(['reaction']) });
    fake.react(ALICE.id, m.id, 'wave');
    fake.react(BOB.id, m.id, 'hello');
    fake.unreact(ALICE.id, m.id, 'wave');
    const got = await api(fake, BOT, 'GET', `/messages/${m.id}`, { apply_markdown: 'false' });
    expect(got.body).toMatchObject({ result: 'success', raw_content: 'good morning', message: { id: m.id, content: 'good morning', sender_id: ALICE.id } });
    expect((got.body.message as Body).reactions).toEqual([
      expect.objectContaining({ emoji_name: 'hello', emoji_code: '1f44b', reaction_type: 'unicode_emoji', user_id: BOB.id }),
    ]);
    expect((await api(fake, BOT, 'GET', '/messages/99999')).body).toEqual({ result: 'error', msg: 'Invalid message(s)', code: 'BAD_REQUEST' });
    const events = await api(fake, BOT, 'GET', '/events', { queue_id: queue.body.queue_id as string, last_event_id: -1, dont_block: 'true' });
    expect((events.body.events as Body[]).map((e) => [e.op, e.user_id, e.emoji_name])).toEqual([
      ['add', ALICE.id, 'wave'],
      ['add', BOB.id, 'hello'],
      ['remove', ALICE.id, 'wave'],
    ]);
  });
});

