import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildOps } from '../../src/app/ops.js';
import { countResult } from '../../src/bot/bot.js';
import { buildInfo } from '../../src/ops/build-info.js';
import { Metrics } from '../../src/ops/metrics.js';
import { VERSION } from '../../src/version.js';
import { parsePrometheusText, type Family } from '../support/prom-text.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function scrape(metrics: Metrics): Promise<Map<string, Family>> {
  return parsePrometheusText(await metrics.registry.metrics());
}

const value = (families: Map<string, Family>, name: string, labels: Record<string, string> = {}) =>
  families.get(name)?.samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

const HUB = { hub: { timezone: 'America/New_York' } };

describe('metrics an operator would chart', () => {
  it('every family follows Prometheus conventions: frontdesk_ prefix, _total on counters, units in the name', async () => {
    const families = await scrape(new Metrics({ version: VERSION, commit: 'unknown' }));
    const expected = [
      'frontdesk_build_info',
      'frontdesk_oldest_unanswered_command_age_seconds',
      'frontdesk_member_index_profiles',
      'frontdesk_member_index_age_seconds',
      'frontdesk_scheduled_post_last_success_timestamp_seconds',
      'frontdesk_reactions_handled_total',
      'frontdesk_ignored_fields_total',
      'frontdesk_bot_storage_characters',
      'frontdesk_commands_total',
      'frontdesk_zulip_request_duration_seconds',
    ];
    for (const name of expected) expect([name, families.has(name)]).toEqual([name, true]);
    for (const family of families.values()) {
      expect(family.name).toMatch(/^frontdesk_[a-z0-9_]+$/);
      expect([family.name, family.type === 'counter', family.name.endsWith('_total')]).toEqual([family.name, family.type === 'counter', family.type === 'counter']);
      if (family.type === 'histogram') expect(family.name).toMatch(/_seconds$/);
      if (/_age_|duration|timestamp/.test(family.name)) expect(family.name).toMatch(/_seconds$/);
      // Sizes carry their unit: bytes, or characters where the server counts characters (Zulip's bot storage limit).
      if (/storage|memory|size/.test(family.name)) expect(family.name).toMatch(/_(bytes|characters)$/);
    }
  });

  it('a reading not known is left out of the scrape (not 0); once wired, it is there', async () => {
    let now = 10_000_000;
    const ops = buildOps(HUB, { now: () => new Date(now) });
    let families = await scrape(ops.metrics);
    for (const name of ['frontdesk_oldest_unanswered_command_age_seconds', 'frontdesk_member_index_profiles', 'frontdesk_member_index_age_seconds', 'frontdesk_bot_storage_characters']) {
      expect([name, families.get(name)?.samples]).toEqual([name, []]);
    }
    ops.signals.oldestUnansweredSeconds = () => 12.5;
    ops.signals.botStorageCharacters = () => 4_096;
    const builtAt = now - 90_000;
    ops.metrics.readFrom({ memberIndex: () => ({ profiles: 64, builtAt }) });
    now += 10_000;
    families = await scrape(ops.metrics);
    expect(value(families, 'frontdesk_oldest_unanswered_command_age_seconds')).toBe(12.5);
    expect(value(families, 'frontdesk_bot_storage_characters')).toBe(4_096);
    expect(value(families, 'frontdesk_member_index_profiles')).toBe(64);
    expect(value(families, 'frontdesk_member_index_age_seconds')).toBe(100);
  });

  it("each scheduled post's last success, from the schedule board; a failure leaves it", async () => {
    const ops = buildOps(HUB);
    const at = new Date('2026-11-20T22:31:00Z');
    for (const name of ['digest', 'morning post', 'week post', 'weekly report']) ops.schedules.add({ name, where: '#x > y', setting: 's', byHand: () => '' }, () => null);
    ops.schedules.record('digest', { ok: true, date: '2026-11-20', at, result: 'posted' });
    ops.schedules.record('weekly report', { ok: true, date: '2026-11-16', at, result: 'posted' });
    ops.schedules.record('morning post', { ok: false, date: '2026-11-20', at, error: 'boom', gaveUp: false });
    const families = await scrape(ops.metrics);
    const name = 'frontdesk_scheduled_post_last_success_timestamp_seconds';
    expect(value(families, name, { post: 'digest' })).toBe(at.getTime() / 1000);
    expect(value(families, name, { post: 'report' })).toBe(at.getTime() / 1000);
    expect(value(families, name, { post: 'morning_post' })).toBeUndefined();
  });

  it('two processes in one worker (two ops) share no count: the registry is passed, not a module singleton', async () => {
    const a = buildOps(HUB);
    const b = buildOps(HUB);
    a.metrics.commands.inc({ kind: 'checkin', outcome: 'ok' });
    a.rateLimits.record('zulip');
    expect(value(await scrape(a.metrics), 'frontdesk_commands_total', { kind: 'checkin' })).toBe(1);
    expect(value(await scrape(a.metrics), 'frontdesk_rate_limited_total', { server: 'zulip' })).toBe(1);
    expect(value(await scrape(b.metrics), 'frontdesk_commands_total', { kind: 'checkin' })).toBeUndefined();
    expect(value(await scrape(b.metrics), 'frontdesk_rate_limited_total', { server: 'zulip' })).toBeUndefined();
  });

  it('reactions acted on, by kind and outcome; a typed command is left to the runner (counted once)', async () => {
    const metrics = new Metrics({ version: VERSION, commit: 'x' });
    countResult(metrics, 'reaction', { kind: 'checkin', outcome: 'ok' });
    countResult(metrics, 'reaction', { kind: 'checkin', outcome: 'ok' });
    countResult(metrics, 'reaction', { kind: 'checkout', outcome: 'error' });
    countResult(metrics, 'command', { kind: 'checkin', outcome: 'ok' });
    const families = await scrape(metrics);
    expect(value(families, 'frontdesk_reactions_handled_total', { kind: 'checkin', outcome: 'ok' })).toBe(2);
    expect(value(families, 'frontdesk_reactions_handled_total', { kind: 'checkout', outcome: 'error' })).toBe(1);
    expect(value(families, 'frontdesk_commands_total', { kind: 'checkin' })).toBeUndefined();
  });

  it('build info: the commit from SOURCE_VERSION or GIT_COMMIT, else the file the build wrote, else unknown', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'frontdesk-build-'));
    dirs.push(dir);
    const file = join(dir, 'build-info.json');
    expect(buildInfo({}, file)).toEqual({ version: VERSION, commit: 'unknown', commitFrom: 'unknown' });
    await writeFile(file, JSON.stringify({ commit: 'f00dfeed' }));
    expect(buildInfo({}, file)).toEqual({ version: VERSION, commit: 'f00dfeed', commitFrom: file });
    expect(buildInfo({ GIT_COMMIT: 'c0ffee' }, file).commit).toBe('c0ffee');
    expect(buildInfo({ SOURCE_VERSION: 'abc123', GIT_COMMIT: 'c0ffee' }, file)).toMatchObject({ commit: 'abc123', commitFrom: 'SOURCE_VERSION' });
    const families = await scrape(buildOps(HUB, { build: { version: VERSION, commit: 'abc123' } }).metrics);
    expect(families.get('frontdesk_build_info')?.samples[0]).toMatchObject({ labels: { version: VERSION, commit: 'abc123' }, value: 1 });
  });
});
