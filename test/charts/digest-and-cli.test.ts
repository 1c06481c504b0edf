import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCore } from '../../src/app/core.js';
import { zulipDigestPoster } from '../../src/posts/digest.js';
import type { Place } from '../../src/chat.js';
import { configSchema } from '../../src/config/schema.js';
import { silentLogger } from '../../src/log.js';
import { fixedClock } from '../../src/time/clock.js';
import { ZulipApi } from '../../src/zulip/api.js';
import { spawnFrontdesk } from '../support/child.js';
import { runCliCaptured } from '../support/cli.js';
import { pngHeader } from '../support/png.js';
import { TEST_NOW, TEST_TOKEN } from '../support/sandbox.js';
import { BOT, DIGEST_STREAM, world, type World } from '../support/world.js';
import { testPictures } from '../support/pictures.js';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});
async function tempDir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), 'frontdesk-charts-'));
  dirs.push(d);
  return d;
}

/** The digest poster on the fake Zulip, as `run` wires it, over the sandbox's demo data (pinned to Fri Nov 20). */
async function poster(w: World, digest: { weeklyChart?: 'friday' | false }, maxMessageLength = 10_000) {
  const config = configSchema.parse({ directory: { baseUrl: w.sandbox.url, token: TEST_TOKEN, index: false }, digest: { stream: DIGEST_STREAM, jitterSeconds: 0, ...digest } });
  const core = buildCore({ config, directory: { baseUrl: w.sandbox.url, token: TEST_TOKEN }, log: silentLogger, clock: fixedClock(TEST_NOW) , pictures: testPictures });
  const api = await ZulipApi.connect({ site: w.zulip.url, email: BOT.email, apiKey: BOT.apiKey });
  const post = (place: Place, text: string) =>
    place.type === 'stream' ? api.sendMessage({ type: 'stream', stream: place.stream, topic: place.topic }, text) : Promise.reject(new Error('a DM'));
  return zulipDigestPoster(core.digest, config, { api, botUserId: BOT.id, post, upload: (f) => api.uploadFile(f), pictures: testPictures, limits: { maxMessageLength } }, silentLogger)!;
}

const pinned = { sandbox: { clock: fixedClock(TEST_NOW) } };

describe("the digest's weekly picture", () => {
  it('on the configured weekday (Friday by default) the digest carries the week against the four before', async () => {
    const w = await world(pinned);
    expect(await (await poster(w, {})).post('2026-11-20')).toBe('posted');
    const [digest] = w.zulip.messagesFrom(BOT.id);
    expect(digest!.content).toMatch(
      /\n\nThis week so far \(Mon Nov 16 – Fri Nov 20\): \d+ visits; the same days of the 4 weeks before had [\d.]+ on average\.\n\[Bar chart of visitors per day this week against the average of the same weekday over the 4 weeks before: \d+ visits vs [\d.]+\]\(\/user_uploads\/[^)]+\/week-2026-11-16\.png\)$/,
    );
    expect(w.zulip.uploads).toHaveLength(1);
    expect(pngHeader(w.zulip.uploads[0]!.data).height).toBeGreaterThan(300);
  }, 20_000);

  it('a picture that would push the message over the size limit is left out before anything is drawn', async () => {
    const w = await world(pinned);
    expect(await (await poster(w, {}, 400)).post('2026-11-20')).toBe('posted');
    expect(w.zulip.messagesFrom(BOT.id).length).toBeGreaterThan(1);
    expect(w.zulip.messagesFrom(BOT.id).every((m) => [...m.content].length <= 400 && !m.content.includes('This week so far'))).toBe(true);
    expect(w.zulip.requests.filter((r) => r.path.endsWith('/user_uploads'))).toHaveLength(0);
  }, 20_000);

  it('on other days, or with weeklyChart false, no picture; nor when that digest is already posted', async () => {
    const w = await world(pinned);
    await (await poster(w, {})).post('2026-11-19');
    await (await poster(w, { weeklyChart: false })).post('2026-11-20');
    expect(w.zulip.messagesFrom(BOT.id)).toHaveLength(2);
    expect(w.zulip.messagesFrom(BOT.id).some((m) => m.content.includes('This week so far'))).toBe(false);
    expect(await (await poster(w, { weeklyChart: 'friday' })).post('2026-11-20')).toBe('already-posted');
    expect(w.zulip.uploads).toHaveLength(0);
    expect(w.zulip.requests.filter((r) => r.path.endsWith('/user_uploads'))).toHaveLength(0);
  }, 20_000);
});

describe('pictures outside Zulip', () => {
  it('`frontdesk chart --range R --out FILE` writes the PNG and prints its path and numbers', async () => {
    const out = join(await tempDir(), 'month.png');
    const { code, stdout } = await runCliCaptured(['chart', '--range', 'last 14 days', '--out', out]);
    expect(code).toBe(0);
    const [path, summary] = stdout.trim().split('\n');
    expect(path).toBe(out);
    expect(summary).toMatch(/^Visitors per day, .+: \d+ visits, average [\d.]+ a day .*\(\d+×\d+ PNG\)$/);
    const header = pngHeader(await readFile(out));
    expect(summary).toContain(`(${header.width}×${header.height} PNG)`);
    expect((await runCliCaptured(['chart', '--range', 'fortnight'])).code).toBe(2);
  }, 20_000);

  it('`frontdesk report --out DIR` prints the report and writes its chart and CSV', async () => {
    const dir = await tempDir();
    const { code, stdout } = await runCliCaptured(['report', '--week', '2026-01-07', '--out', dir]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^\*\*Weekly hub report: week of Monday, January 5, 2026\*\* \(Mon Jan 5 – Sun Jan 11\)\n- \*\*0\*\* visits by \*\*0\*\* people/);
    expect(await readdir(dir)).toEqual(['hub-report-2026-01-05.png']);
  }, 20_000);

  it('the shell writes a picture to a file and prints its path (compiled CLI)', async () => {
    const dir = await tempDir();
    const child = spawnFrontdesk(['shell'], { TMPDIR: dir });
    child.write('chart\n');
    child.proc.stdin?.end();
    expect(await child.exited).toBe(0);
    const path = /\]\((\/[^)]+\.png)\)/.exec(child.stdout())?.[1];
    expect(path).toBe(join(dir, 'frontdesk-files', path!.split('/').pop()!));
    expect(pngHeader(await readFile(path!)).width).toBeGreaterThan(600);
  }, 20_000);
});
