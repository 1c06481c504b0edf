import { describe, expect, it } from 'vitest';
import { spawnFrontdesk } from '../support/child.js';
import { parsePrometheusText } from '../support/prom-text.js';
import { world } from '../support/world.js';

/** The compiled bot's operator listener: where it listens, and what it says before and after Zulip answers. */
describe('frontdesk run: /livez, /readyz and PORT', () => {
  it('listens on the PORT a host assigned (every interface) when health.port is unset; ready once up, every input named', async () => {
    const w = await world();
    const bot = await w.startBot({ PORT: '0' });
    const url = (await bot.waitFor(/"url":"http:\/\/0\.0\.0\.0:(\d+)","endpoints"/))[1]!;
    const base = `http://127.0.0.1:${url}`;
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as { status: string; checks: Record<string, { state: string }> };
    expect(body.status).toBe('ready');
    expect(Object.fromEntries(Object.entries(body.checks).map(([name, r]) => [name, r.state]))).toEqual({
      zulipQueue: 'ok',
      directory: 'ok',
      memberIndex: 'ok',
      // The member pipeline: nothing waits. No directory page read yet (the index is off here): unknown, never ok.
      oldestUnanswered: 'ok',
      directoryRecords: 'unknown',
    });
    const families = parsePrometheusText(await (await fetch(`${base}/metrics`)).text());
    expect(families.get('frontdesk_build_info')?.samples[0]?.value).toBe(1);
  });

  it('Zulip down at start: alive (/livez 200) but not ready (/readyz 503, saying why), ready once Zulip answers', async () => {
    const w = await world({ config: { health: { port: 0 } } });
    // Two failures: the start-up backoff (about 0.5 s, then 1 s) keeps it from Zulip for a moment.
    w.zulip.failNext(2, { status: 502, body: '<html>502 Bad Gateway</html>', path: /\/users\/me$/ });
    const bot = spawnFrontdesk(['run', '--config', w.configFile], { LOG_LEVEL: 'debug' });
    const base = (await bot.waitFor(/"url":"(http:\/\/127\.0\.0\.1:\d+)","endpoints"/))[1]!;
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    const notReady = await fetch(`${base}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ status: 'not ready', reason: 'zulipQueue: not connected to Zulip yet' });
    await bot.waitFor(/"msg":"ready"/, 15_000);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    bot.kill('SIGTERM');
    expect(await bot.exited).toBe(0);
  }, 30_000);
});
