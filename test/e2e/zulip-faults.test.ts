import { describe, expect, it } from 'vitest';
import { ADA, BOT, world, type World } from '../support/world.js';

/** Sends a DM from Ada and resolves with the bot's answer to it. */
async function ask(w: World, text: string, timeoutMs = 8_000) {
  const reply = w.nextReply((m) => m.type === 'private' && m.recipientIds.includes(ADA.id), timeoutMs);
  const asked = w.zulip.sendDm(ADA.id, [BOT.id], text);
  return { asked, reply: await reply };
}

const eventPolls = (w: World) => w.zulip.requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/events');

// Each fault ends with the bot answering a new message correctly.
describe('frontdesk run: faults', () => {
  it('queue expired: re-registers within 2 s, uses the new queue\'s last_event_id, answers the DM sent while deaf once', async () => {
    const w = await world();
    await w.startBot();
    await ask(w, 'help');
    const oldQueue = w.zulip.queues()[0]!;
    const expiredAt = Date.now();
    w.zulip.expireQueues();
    // Sent before the bot can register again: it lands in no queue of the bot's.
    w.zulip.sendDm(ADA.id, [BOT.id], 'help whois');
    const caughtUp = await w.nextReply((m) => m.content.startsWith('**`whois QUERY`**'));
    expect(caughtUp.recipientIds).toContain(ADA.id);

    const registers = w.zulip.requests.filter((r) => r.path === '/api/v1/register');
    expect(registers).toHaveLength(2);
    expect(registers[1]!.at - expiredAt).toBeLessThan(2_000);
    const newQueue = w.zulip.queues().find((q) => q.id !== oldQueue.id)!;
    const pollsOnNew = eventPolls(w).filter((r) => r.query.queue_id === newQueue.id);
    expect(pollsOnNew[0]!.query.last_event_id).toBe('-1');

    // Ada's messages are answered in order: had the caught-up one come twice, both answers would precede this one.
    await ask(w, 'help visits');
    expect(w.botMessages().filter((m) => m.content.startsWith('**`whois QUERY`**'))).toHaveLength(1);
  });

  it('server restart (all queues gone, connections cut): comes back and answers', async () => {
    const w = await world();
    await w.startBot();
    await ask(w, 'help');
    await w.zulip.restart();
    const { reply } = await ask(w, 'help note', 10_000);
    expect(reply.content).toContain('`note [DATE] [TEXT | clear]`');
    expect(w.zulip.requests.filter((r) => r.path === '/api/v1/register')).toHaveLength(2);
  });

  it('429 with retry-after 1.5 on the events endpoint: no request before 1.5 s', async () => {
    const w = await world({ zulip: { heartbeatMs: 200 } });
    await w.startBot();
    w.zulip.rateLimitNext(1, 1.5, /\/events$/);
    await w.zulip.waitFor(() => eventPolls(w).some((r) => r.status === 429), 3_000);
    const limited = eventPolls(w).find((r) => r.status === 429)!;
    await ask(w, 'help');
    const next = eventPolls(w).find((r) => r.at > limited.at)!;
    expect(next.at - limited.at).toBeGreaterThanOrEqual(1_500);
  });

  it('a non-JSON 502 from the events endpoint: backs off and recovers', async () => {
    const w = await world({ zulip: { heartbeatMs: 200 } });
    await w.startBot();
    w.zulip.failNext(1, { status: 502, body: '<html><body>502 Bad Gateway</body></html>', path: /\/events$/ });
    await w.zulip.waitFor(() => eventPolls(w).some((r) => r.status === 502), 3_000);
    const { reply } = await ask(w, 'help');
    expect(reply.content).toContain('Here\'s what I can do');
  });

  it('a long-poll that never answers: times out and polls again', async () => {
    // 10 s is the shortest long-poll timeout the bot accepts from a server (shorter ones are clamped).
    const w = await world({ zulip: { longpollTimeoutSeconds: 10, heartbeatMs: 500 } });
    const bot = await w.startBot();
    w.zulip.stallNext(1, /\/events$/);
    await bot.waitFor(/ETIMEDOUT/, 20_000);
    const { reply } = await ask(w, 'help');
    expect(reply.content).toContain('Here\'s what I can do');
  }, 30_000);

  it('Zulip failing at start-up (5xx, non-JSON, 429): waits it out, then starts and answers', async () => {
    const w = await world();
    w.zulip.failNext(1, { status: 502, body: '<html>502</html>', path: /\/users\/me$/ });
    w.zulip.failNext(1, { status: 503, path: /\/register$/ });
    w.zulip.rateLimitNext(1, 0.3, /\/register$/);
    const bot = await w.startBot();
    expect(bot.stdout()).toContain('Zulip not reachable yet; retrying');
    const { reply } = await ask(w, 'help');
    expect(reply.content).toContain("Here's what I can do");
  });

  it('SIGTERM while a command waits on a slow directory: the reply is still sent, the queue deleted, exit 0 within 10 s', async () => {
    const w = await world();
    const bot = await w.startBot();
    await ask(w, 'visits'); // resolves Ada, so the next command goes straight to the PATCH
    let patchArrived = () => {};
    const mid = new Promise<void>((resolve) => (patchArrived = resolve));
    w.sandbox.injectFault({ stallMs: 2_500, match: (method) => method === 'PATCH', onTaken: () => patchArrived() });
    const reply = w.nextReply((m) => m.content.includes('Checked you in') || m.content.includes('already checked in'), 10_000);
    w.zulip.sendDm(ADA.id, [BOT.id], 'checkin');
    await mid; // the command is now waiting on the directory
    const signalledAt = Date.now();
    bot.kill('SIGTERM');
    await reply;
    expect(await bot.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(w.zulip.requests.some((r) => r.method === 'DELETE' && r.path === '/api/v1/events' && r.status === 200)).toBe(true);
    expect(w.zulip.queues()).toHaveLength(0);
  });
});
