import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config/schema.js';
import { createLogger } from '../../src/log.js';
import { spawnTracked } from '../support/children.js';
import { TEST_TOKEN } from '../support/sandbox.js';
import { ADA, BOT, world } from '../support/world.js';
import { testToday } from '../support/test-clock.js';

describe('config.example.json', () => {
  it('sets every field of the schema, and validates', async () => {
    const example = JSON.parse(await readFile('config.example.json', 'utf8')) as Record<string, Record<string, unknown>>;
    expect(configSchema.safeParse(example).success).toBe(true);
    const defaults = configSchema.parse({}) as unknown as Record<string, unknown>;
    for (const [section, value] of Object.entries(defaults)) {
      expect(example).toHaveProperty(section);
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const key of Object.keys(value)) expect(example[section]).toHaveProperty(key);
      }
    }
    for (const key of ['site', 'email', 'apiKey', 'zuliprc']) expect(example.zulip).toHaveProperty(key);
    for (const key of ['baseUrl', 'token']) expect(example.directory).toHaveProperty(key);
    expect(example.digest).toHaveProperty('stream');
  });
});

describe('logs', () => {
  it('redact secrets by field name and by value, wherever they appear', () => {
    let out = '';
    const sink = new Writable({ write: (chunk: Buffer, _enc, done) => ((out += chunk.toString()), done()) });
    const log = createLogger({ level: 'info', destination: sink, secrets: ['s3cret-api-key-value', 'dir-token-value-xyz'] });
    log.info({ token: 'plain-token', zulip: { apiKey: 'nested-key' }, headers: { authorization: 'Bearer abc' } }, 'hello');
    log.warn({ err: new Error('request with s3cret-api-key-value failed') }, 'oops dir-token-value-xyz');
    expect(out).not.toMatch(/plain-token|nested-key|Bearer abc|s3cret-api-key-value|dir-token-value-xyz/);
    expect(out.match(/\[redacted\]/g)?.length).toBeGreaterThanOrEqual(5);
    const [first] = out.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(first).toMatchObject({ msg: 'hello', level: 30, app: 'frontdesk' });
  });
});

describe('the Procfile worker', () => {
  it('runs the compiled bot, which answers a DM; one log line per command; no secret in the logs', async () => {
    const procfile = await readFile('Procfile', 'utf8');
    const command = /^worker:\s*(.+)$/m.exec(procfile)?.[1];
    expect(command).toMatch(/^(\w+=\S+ )*node (--[\w-]+=\d+ )*dist\/src\/main\.js run$/);
    const w = await world();
    const child = spawnTracked('sh', ['-c', command!], { env: { PATH: process.env.PATH, FRONTDESK_CONFIG: w.configFile } });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    try {
      await w.zulip.waitFor(() => out.includes('"msg":"ready"'), 10_000);
      w.sandbox.store.deleteVisit(5000, testToday());
      const reply = w.nextReply();
      w.zulip.sendDm(ADA.id, [BOT.id], 'checkin');
      expect((await reply).content).toMatch(/Checked you in/);
      await w.zulip.waitFor(() => out.includes('"msg":"command"'), 3_000);
      const line = out.split('\n').find((l) => l.includes('"msg":"command"'))!;
      // The member's profile, their visits around the day (the conversation looks before it writes; the handler's look at
      // the day is answered from that list), the write.
      expect(JSON.parse(line)).toMatchObject({ senderId: ADA.id, kind: 'checkin', outcome: 'ok', directoryCalls: 3 });
      expect(JSON.parse(line)).toHaveProperty('ms');
      expect(out).not.toContain(BOT.apiKey);
      expect(out).not.toContain(TEST_TOKEN);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.on('exit', r));
    }
  });
});

describe('npm start on a fresh clone', () => {
  it('`printf "help\\nwho\'s here\\n" | npm start --silent` prints the help and today\'s visitors', async () => {
    const child = spawnTracked('sh', ['-c', `printf "help\\nwho's here\\n" | npm start --silent`], { env: { PATH: process.env.PATH, HOME: process.env.HOME } });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise((r) => child.on('exit', r));
    expect(code).toBe(0);
    expect(out).toMatch(/^Here's what I can do\./);
    expect(out).toMatch(/(\*\*\d+ (person|people)\*\* at the hub today|Nobody has checked in for today) \(\w{3} \w{3} \d+\)/);
  });
});
