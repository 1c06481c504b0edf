import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/log.js';
import { zulipForPosting } from '../../src/zulip/setup.js';
import { runCliCaptured } from '../support/cli.js';
import { BOT, DIGEST_STREAM, world } from '../support/world.js';

const run = promisify(execFile);

describe('one Zulip setup', () => {
  it("learns the server's limits (a queue for no event, deleted at once), and binds the sender to them", async () => {
    const w = await world({ zulip: { maxMessageLength: 500, maxTopicLength: 40 } });
    const before = w.zulip.requests.length;
    const zulip = await zulipForPosting({ site: w.zulip.url, email: BOT.email, apiKey: BOT.apiKey }, { zulip: { sendsPerMinute: 600, sendBurst: 10 } as never }, silentLogger);
    expect(zulip.limits).toEqual({ maxMessageLength: 500, maxTopicLength: 40 });
    expect(zulip.me.userId).toBe(BOT.id);
    const asked = w.zulip.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    expect(asked).toEqual(['GET /api/v1/users/me', 'POST /api/v1/register', 'DELETE /api/v1/events']);
    expect(w.zulip.requests.find((r) => r.path === '/api/v1/register')?.form.event_types).toBe('[]');
    // The topic is cut to the server's 40 characters by the sender, not by a literal 60.
    await zulip.sender.send({ type: 'stream', stream: DIGEST_STREAM, topic: 't'.repeat(50) }, 'hello');
    const topic = w.botMessages().at(-1)?.topic;
    expect(topic).toHaveLength(40);
    // Cut by us (an ellipsis of ours), not by the server (which ends a topic it cuts with "...").
    expect(topic).not.toMatch(/\.\.\.$/);
  });

  it('`digest --post` on a server that allows short messages: the digest is split to fit, nothing is truncated by the server', async () => {
    const w = await world({ zulip: { maxMessageLength: 200 }, config: { digest: { enabled: true, stream: DIGEST_STREAM, skipEmpty: false, weeklyChart: false } } });
    const { code, stderr } = await runCliCaptured(['digest', '--post', '--config', w.configFile]);
    expect([code, stderr]).toEqual([0, '']);
    const posts = w.botMessages();
    expect(posts.length).toBeGreaterThan(1);
    for (const post of posts) expect(post.content).not.toContain('[message truncated]');
  });

  it('loads zulip-js without touching a global: Node\'s FormData stays, isomorphic-form-data and form-data are never loaded', async () => {
    const script = `
      const nodeFormData = globalThis.FormData;
      const { ZulipApi } = await import('./dist/src/zulip/api.js');
      await ZulipApi.connect({ site: 'http://127.0.0.1:9', email: 'bot@example.org', apiKey: 'k' });
      const { createRequire } = await import('node:module');
      const loaded = Object.keys(createRequire(import.meta.url).cache);
      console.log(JSON.stringify({
        sameFormData: globalThis.FormData === nodeFormData,
        isomorphicFormData: loaded.some((p) => p.includes('isomorphic-form-data')),
        formData: loaded.some((p) => /node_modules\\/form-data\\//.test(p)),
        zulipJs: loaded.some((p) => p.includes('zulip-js')),
      }));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
    expect(JSON.parse(stdout)).toEqual({ sameFormData: true, isomorphicFormData: false, formData: false, zulipJs: true });
  });
});
