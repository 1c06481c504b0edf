import { describe, expect, it } from 'vitest';
import { profileShape, visitShape } from '../../../src/directory/schemas.js';
import { buildOps } from '../../../src/app/ops.js';
import type { Metrics } from '../../../src/ops/metrics.js';
import { DecodeReport } from '../../../src/util/tolerant/report.js';
import { decodePage } from '../../../src/util/tolerant/page.js';
import { capturingLogger } from '../../support/capture-log.js';
import { parsePrometheusText } from '../../support/prom-text.js';

const profile = (id: number, extra: Record<string, unknown> = {}) => ({ id, name: `Member ${id}`, bio_truncated: false, ...extra });

describe('the decode report: visible without noise', () => {
  it('one log line per field and problem for the life of the process, whatever the number of records; those met before a logger, logged when it comes', () => {
    const report = new DecodeReport();
    decodePage(profileShape, [profile(1), profile(2)], { report });
    const { log, lines } = capturingLogger();
    report.logTo(log);
    expect(lines().map((l) => [l.shape, l.field, l.problem, l.outcome])).toEqual([['profile', 'bio_truncated', 'a boolean', 'ignored']]);
    decodePage(profileShape, [profile(3), profile(4, { pronouns: 7 }), profile(5, { bio_truncated: true })], { report });
    expect(lines().map((l) => [l.field, l.problem])).toEqual([
      ['bio_truncated', 'a boolean'],
      ['pronouns', 'a number'],
    ]);
    expect(lines()[1]!.msg).toMatch(/^a profile carries pronouns as a number: ignored/);
  });

  it('`check`\'s sentences: counts per field and problem, records skipped first, then kept app_data, then the most frequent ignored field', () => {
    const report = new DecodeReport();
    decodePage(profileShape, [...Array.from({ length: 412 }, (_, i) => profile(i)), { id: 'x', name: 'Nobody' }], { report });
    decodePage(visitShape, [{ person: { id: 1 }, date: '2026-11-20', app_data: 'kiosk' }], { report });
    expect(report.summary()).toEqual([
      '1 profile carries id as a text that is not a number: skipped (a profile is unusable without it)',
      '1 visit carries app_data as a string: kept as sent, read as absent',
      '412 profiles carry bio_truncated as a boolean: ignored',
    ]);
  });

  it('a non-empty answer with nothing usable is a readiness signal until an answer of that shape gives something again', () => {
    let now = 5;
    const report = new DecodeReport(() => now);
    decodePage(profileShape, [], { report });
    expect(report.unusableAnswers()).toEqual([]);
    decodePage(profileShape, [{ name: 'no id' }, { id: 2 }], { report });
    decodePage(visitShape, { not: 'a list' }, { report });
    expect(report.unusableAnswers()).toEqual([
      { shape: 'profile', received: 2, at: 5 },
      { shape: 'visit', received: 1, at: 5 },
    ]);
    now = 9;
    decodePage(profileShape, [{ name: 'no id' }, profile(3)], { report });
    expect(report.unusableAnswers()).toEqual([{ shape: 'visit', received: 1, at: 5 }]);
  });

  it("a bot's report is counted in its own /metrics by shape, field and problem, and in no other bot's", async () => {
    const hub = { hub: { timezone: 'America/New_York' } };
    const [a, b] = [buildOps(hub), buildOps(hub)];
    decodePage(profileShape, [profile(1, { slug: ['a'] }), { id: 2 }], { report: a.decoding });
    const scrape = async (metrics: Metrics) => {
      const families = parsePrometheusText(await metrics.registry.metrics());
      return (name: string, labels: Record<string, string>) => families.get(name)?.samples.find((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
    };
    const [ofA, ofB] = [await scrape(a.metrics), await scrape(b.metrics)];
    expect(ofA('frontdesk_ignored_fields_total', { shape: 'profile', field: 'slug', problem: 'an array' })).toBe(1);
    expect(ofA('frontdesk_skipped_records_total', { shape: 'profile', field: 'name', problem: 'nothing' })).toBe(1);
    expect(ofB('frontdesk_ignored_fields_total', { shape: 'profile', field: 'slug', problem: 'an array' })).toBeUndefined();
    expect(ofB('frontdesk_skipped_records_total', { shape: 'profile', field: 'name', problem: 'nothing' })).toBeUndefined();
    expect(b.decoding.counts()).toEqual([]);
  });
});
