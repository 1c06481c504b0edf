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

  it('loads no Zulip client library and leaves Node\'s FormData and fetch globals as they are', async () => {
    // Every module the process resolves (ESM, through a resolve hook) or requires (CommonJS), while
    // the compiled API makes a call and an upload (the multipart body is built with FormData).
    const hooks = `let port;
      export function initialize(data) { port = data.port; }
      export async function resolve(specifier, context, next) { const found = await next(specifier, context); port.postMessage(found.url); return found; }`;
    const script = `
      import { register, createRequire } from 'node:module';
      import { MessageChannel } from 'node:worker_threads';
      const globals = { FormData, fetch, Request, Response, Headers, Blob, URLSearchParams };
      const { port1, port2 } = new MessageChannel();
      const resolved = [];
      port1.on('message', (url) => resolved.push(url));
      register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hooks)}), { data: { port: port2 }, transferList: [port2] });
      const { ZulipApi } = await import('./dist/src/zulip/api.js');
      const api = await ZulipApi.connect({ site: 'http://127.0.0.1:9', email: 'bot@example.org', apiKey: 'k' });
      const call = await api.getOwnUser().catch((e) => e.code);
      const upload = await api.uploadFile({ filename: 'a.png', contentType: 'image/png', data: Buffer.from('x') }).catch((e) => e.code);
      await new Promise((resolve) => setTimeout(resolve, 100));
      port1.close();
      const loaded = [...resolved, ...Object.keys(createRequire(import.meta.url).cache)];
      const packages = new Set(loaded.filter((p) => p.includes('/node_modules/')).map((p) => p.replace(/.*\\/node_modules\\//, '').split('/').slice(0, p.includes('/node_modules/@') ? 2 : 1).join('/')));
      console.log(JSON.stringify({
        call, upload,
        sawTheApi: loaded.some((p) => p.endsWith('/dist/src/zulip/api.js')) && loaded.some((p) => p.endsWith('/dist/src/util/http-exchange.js')),
        packages: [...packages].sort(),
        sameGlobals: Object.entries(globals).filter(([name, value]) => globalThis[name] !== value).map(([name]) => name),
      }));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
    const seen = JSON.parse(stdout) as { call: string; upload: string; sawTheApi: boolean; packages: string[]; sameGlobals: string[] };
    expect(seen).toMatchObject({ call: 'ECONNREFUSED', upload: 'ECONNREFUSED', sawTheApi: true, sameGlobals: [] });
    // zulip-js and what it brought (node-fetch through isomorphic-fetch; form-data, which replaced the global FormData).
    for (const name of ['zulip-js', 'node-fetch', 'isomorphic-fetch', 'isomorphic-form-data', 'form-data', 'whatwg-fetch', '@babel/runtime']) {
      expect(seen.packages).not.toContain(name);
    }
    // The ones it does load: the logger, nothing of HTTP (pages are checked in place: no schema library on this path).
    expect(seen.packages).toContain('pino');
    expect(seen.packages).not.toContain('got');
  });
});
