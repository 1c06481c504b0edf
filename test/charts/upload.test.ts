import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { botOn, buildCore } from '../../src/app/core.js';
import { COULD_NOT_DRAW, withAttachments } from '../../src/charts/attach.js';
import type { Chart } from '../../src/charts/chart.js';
import { configSchema } from '../../src/config/schema.js';
import { createLogger, silentLogger } from '../../src/log.js';
import { ZulipApi } from '../../src/zulip/api.js';
import { ZulipApiError } from '../../src/zulip/errors.js';
import { ZulipTransport } from '../../src/zulip/transport.js';
import { ZulipUserCache } from '../../src/zulip/user-cache.js';
import { example, expectSameShape } from '../fake-zulip/shape.js';
import { pngHeader } from '../support/png.js';
import { TEST_TOKEN } from '../support/sandbox.js';
import { ADA, BOT, world, type World } from '../support/world.js';
import { testClock } from '../support/test-clock.js';
import { testPictures } from '../support/pictures.js';

const stops: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function botApi(w: World) {
  return ZulipApi.connect({ site: w.zulip.url, email: BOT.email, apiKey: BOT.apiKey });
}

/** The real bot stack in this process, on the fake Zulip and the sandbox. */
async function inProcessBot(w: World) {
  const config = configSchema.parse({ directory: { baseUrl: w.sandbox.url, token: TEST_TOKEN, index: false } });
  const api = await botApi(w);
  const transport = new ZulipTransport({ api, log: silentLogger, users: new ZulipUserCache({ api, log: silentLogger }), sendsPerMinute: 6_000, sendBurst: 50 });
  const core = buildCore({ config, directory: { baseUrl: w.sandbox.url, token: TEST_TOKEN }, log: silentLogger, clock: testClock , pictures: testPictures });
  const bot = botOn(core, transport, silentLogger);
  await bot.start();
  stops.push(() => bot.stop());
}

/** A logger that keeps its lines. */
function recordingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>), done()) });
  return { log: createLogger({ level: 'debug', destination: sink, secrets: [] }), lines };
}

const LINK = /\[([^\]]+)\]\((\/user_uploads\/2\/[0-9a-f]{2}\/[\w-]+\/[\w.-]+)\)/;

describe('POST /user_uploads', () => {
  it.each(['url', 'uri'] as const)('uploads the bytes as multipart and takes the path from `%s`', async (answer) => {
    const w = await world({ zulip: { uploadAnswer: answer } });
    const api = await botApi(w);
    const data = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 0, 255]);
    const path = await api.uploadFile({ filename: 'week chart.png', contentType: 'image/png', data });
    expect(path).toMatch(/^\/user_uploads\/2\/[0-9a-f]{2}\/[\w-]+\/week-chart\.png$/);
    const stored = w.zulip.upload(path)!;
    expect(stored).toMatchObject({ userId: BOT.id, filename: 'week-chart.png', contentType: 'image/png' });
    expect(stored.data.equals(data)).toBe(true);
    const request = w.zulip.requests.find((r) => r.path === '/api/v1/user_uploads')!;
    expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.files).toEqual([{ field: 'file', filename: 'week chart.png', contentType: 'image/png', size: data.length }]);
  });

  it("the fake's answer has the shape of Zulip's (upload-file-response.json): url, its older name uri, filename", async () => {
    const w = await world();
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'hello.txt');
    const auth = `Basic ${Buffer.from(`${BOT.email}:${BOT.apiKey}`).toString('base64')}`;
    const res = await fetch(`${w.zulip.url}/api/v1/user_uploads`, { method: 'POST', body: form, headers: { authorization: auth } });
    const body = (await res.json()) as Record<string, unknown>;
    expectSameShape(body, example('upload-file-response.json'));
    expect(body).toMatchObject({ result: 'success', filename: 'hello.txt', url: body.uri });
  });

  it('an answer larger than an upload answer can be (a broken server: 1 MB) is a failed upload, read no further', async () => {
    const w = await world();
    const api = await botApi(w);
    w.zulip.failNext(1, { status: 200, body: `[${'0,'.repeat(512 * 1024)}0]`, path: /user_uploads/ });
    const failed = api.uploadFile({ filename: 'week chart.png', contentType: 'image/png', data: Buffer.from('png') });
    await expect(failed).rejects.toMatchObject({ name: 'ZulipNetworkError', code: 'EBODYTOOLARGE' });
  });

  it('the fake is as strict as Zulip: no file, two files, or too large are refused', async () => {
    const w = await world({ zulip: { maxUploadMiB: 1 } });
    const auth = `Basic ${Buffer.from(`${BOT.email}:${BOT.apiKey}`).toString('base64')}`;
    const post = async (form: FormData) => {
      const res = await fetch(`${w.zulip.url}/api/v1/user_uploads`, { method: 'POST', body: form, headers: { authorization: auth } });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const empty = new FormData();
    empty.append('note', 'no file here');
    expect(await post(empty)).toMatchObject({ status: 400, body: { result: 'error', msg: 'You must specify a file to upload' } });
    const two = new FormData();
    two.append('a', new Blob(['1']), 'a.txt');
    two.append('b', new Blob(['2']), 'b.txt');
    expect((await post(two)).body.msg).toBe('You may only upload one file at a time');
    const big = new FormData();
    big.append('file', new Blob([Buffer.alloc(1024 * 1024 + 1)]), 'big.bin');
    expect((await post(big)).body.msg).toBe('Uploaded file is larger than the allowed limit of 1 MiB');
    const api = await botApi(w);
    await expect(api.uploadFile({ filename: 'big.bin', contentType: 'application/octet-stream', data: Buffer.alloc(1024 * 1024 + 1) })).rejects.toBeInstanceOf(ZulipApiError);
    expect(w.zulip.uploads).toHaveLength(0);
  });
});

describe('a chart in a Zulip reply', () => {
  it('`chart`: the PNG is uploaded and the reply links its path with alt text, after a one-line summary', async () => {
    const w = await world();
    await inProcessBot(w);
    const reply = w.nextReply(undefined, 15_000);
    w.zulip.sendDm(ADA.id, [BOT.id], 'chart');
    const { content } = await reply;
    const [, alt, path] = LINK.exec(content) ?? [];
    expect(alt).toMatch(/^Bar chart of hub visitors per day, .+: average [\d.]+ a day over 28 days$/);
    expect(content).toMatch(/^\*\*Hub attendance the last 4 weeks\*\*\n\nVisitors per day, .+: \d+ visits, average [\d.]+ a day/);
    const upload = w.zulip.upload(path!)!;
    expect(upload.userId).toBe(BOT.id);
    expect(pngHeader(upload.data).width).toBeGreaterThan(600);
  }, 20_000);

  it('`visits last 60 days`: the calendar picture comes with the list', async () => {
    const w = await world();
    await inProcessBot(w);
    const reply = w.nextReply(undefined, 15_000);
    w.zulip.sendDm(ADA.id, [BOT.id], 'visits last 60 days');
    const { content } = await reply;
    expect(content).toMatch(/visits\*\* by you in the last 60 days/);
    expect(LINK.exec(content)?.[1]).toMatch(/^Calendar of your visits/);
  }, 20_000);

  it('an upload that fails (500) costs the picture only: the text and the numbers still go out', async () => {
    const w = await world();
    await inProcessBot(w);
    w.zulip.failNext(1, { status: 500, path: /user_uploads/ });
    const reply = w.nextReply(undefined, 15_000);
    w.zulip.sendDm(ADA.id, [BOT.id], 'chart this week');
    const { content } = await reply;
    expect(content).toMatch(/^\*\*Hub attendance this week\*\*\n\nVisitors per day, .+ average/);
    expect(content).not.toContain('](');
    expect(w.zulip.uploads).toHaveLength(0);
  }, 20_000);
});

describe('withAttachments', () => {
  const good: Chart = {
    spec: { data: { values: [{ a: 1 }] }, mark: 'bar', encoding: { y: { field: 'a', type: 'quantitative' } } },
    filename: 'good.png',
    alt: 'A [bar] @**all**',
    summary: 'one bar of 1',
  };
  const broken: Chart = { ...good, spec: { mark: 'no-such-mark' } as unknown as Chart['spec'], filename: 'broken.png', summary: 'the numbers of the broken one' };

  it('a chart that cannot be drawn: its summary stays, the member is told it could not be drawn, the failure is logged; the other still comes', async () => {
    const { log, lines } = recordingLogger();
    const uploaded: string[] = [];
    const upload = (f: { filename: string }) => Promise.resolve(`/user_uploads/x/${uploaded.push(f.filename)}/${f.filename}`);
    const text = await withAttachments('Hello', [{ kind: 'chart', chart: broken }, { kind: 'chart', chart: good }], { upload, pictures: testPictures }, log);
    expect(text).toBe(`Hello\n\nthe numbers of the broken one\n${COULD_NOT_DRAW}\n\none bar of 1\n[A bar @\u2217\u2217all\u2217\u2217](/user_uploads/x/1/good.png)`);
    expect(uploaded).toEqual(['good.png']);
    expect(lines.find((l) => l.level === 40)).toMatchObject({ file: 'broken.png', step: 'draw' });
  });

  it('without an uploader (a sink that cannot carry files): summaries only, nothing drawn', async () => {
    expect(await withAttachments('Hi', [{ kind: 'chart', chart: good }], { pictures: testPictures }, silentLogger)).toBe('Hi\n\none bar of 1');
  });
});
