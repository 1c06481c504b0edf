import { describe, expect, it } from 'vitest';
import { composeReport, reportTitle } from '../../src/weekly-report/compose.js';
import { visitsCsv } from '../../src/weekly-report/csv.js';
import { visitSource } from '../../src/weekly-report/how.js';
import { lastFullWeek, ReportService } from '../../src/weekly-report/service.js';
import { reportService } from '../../src/posts/report.js';
import type { Place } from '../../src/chat.js';
import { configSchema } from '../../src/config/schema.js';
import { DirectoryClient } from '../../src/directory/client.js';
import { silentLogger } from '../../src/log.js';
import type { StoredVisit } from '../../src/sandbox/model.js';
import { ZulipApi } from '../../src/zulip/api.js';
import { parseCsv } from '../support/csv.js';
import { pngHeader } from '../support/png.js';
import { makeProfile, testSandbox } from '../support/sandbox.js';
import { BOT, world } from '../support/world.js';
import { testPictures } from '../support/pictures.js';

const MONDAY = '2026-11-09';

function visit(person: number, date: string, source: { app?: string | null; data?: unknown } = {}, notes = ''): StoredVisit {
  return {
    person_id: person,
    date,
    notes,
    app_data: source.data ?? {},
    created_at: `${date}T09:0${person}:00-05:00`,
    updated_at: `${date}T09:0${person}:00-05:00`,
    created_by_app: source.app ?? null,
    updated_by_app: source.app ?? null,
  };
}

/**
 * A known week, Mon Nov 9 – Sun Nov 15: five people, eight visits. 1 and 2 came
 * before (Oct), 3, 4, 5 are new. Tue has 3 visitors, Mon and Thu 2, Sat 1.
 */
const KNOWN: StoredVisit[] = [
  visit(1, '2026-10-20', { app: 'Hub Kiosk' }),
  visit(2, '2026-11-02', { data: { source: 'web' } }),
  visit(1, '2026-11-09', { app: 'Hub Kiosk' }, 'pairing, then "lunch"\nsecond line'),
  visit(2, '2026-11-09', { app: 'Door Fob Reader', data: { source: 'fob' } }),
  visit(1, '2026-11-10', { app: 'Hub Kiosk' }),
  visit(3, '2026-11-10', { app: 'frontdesk' }, '=HYPERLINK("http://evil.example")'),
  visit(4, '2026-11-10', { data: { source: 'web' } }),
  visit(3, '2026-11-12', { app: 'frontdesk' }),
  visit(5, '2026-11-12', {}),
  visit(5, '2026-11-14', { app: 'Hub Kiosk' }),
  visit(4, '2026-11-16', { app: 'Hub Kiosk' }), // the week after: not counted
];

async function knownSandbox() {
  return testSandbox({ data: { profiles: [1, 2, 3, 4, 5].map((id) => makeProfile(id)), visits: KNOWN } });
}

function service(sandbox: { url: string; token: string }) {
  const directory = new DirectoryClient({ baseUrl: sandbox.url, token: sandbox.token, timeoutMs: 2_000, userAgent: 'test' });
  return new ReportService({ deps: { directory }, log: silentLogger });
}

describe('how a visit was made', () => {
  it('app_data.source first, then created_by_app; neither is "other"', () => {
    expect(visitSource({ app_data: {}, created_by_app: 'Hub Kiosk' })).toBe('kiosk');
    expect(visitSource({ app_data: { source: 'fob' }, created_by_app: 'Hub Kiosk' })).toBe('fob');
    expect(visitSource({ app_data: { source: 'web' }, created_by_app: null })).toBe('web');
    expect(visitSource({ app_data: null, created_by_app: 'frontdesk' })).toBe('frontdesk');
    expect(visitSource({ app_data: ['x'], created_by_app: null })).toBe('other');
    expect(visitSource({ app_data: { source: 42 }, created_by_app: 'Something Else' })).toBe('other');
  });
});

describe('the weekly staff report on a known week of sandbox data', () => {
  it('counts visits, distinct and new visitors, busiest days and sources', async () => {
    const { stats } = await service(await knownSandbox()).gather(MONDAY);
    expect(stats).toMatchObject({ start: MONDAY, end: '2026-11-15', visits: 8, visitors: 5, newVisitors: 3, returningVisitors: 2 });
    expect(stats.sources).toEqual({ kiosk: 3, fob: 1, web: 1, frontdesk: 2, other: 1 });
    expect(stats.days.map((d) => d.visitors)).toEqual([2, 3, 0, 2, 0, 1, 0]);
    const { text, attachments } = composeReport(stats, []);
    expect(text).toBe(
      [
        `${reportTitle(MONDAY)} (Mon Nov 9 – Sun Nov 15)`,
        '- **8** visits by **5** people',
        '- new: 3, returning: 2',
        '- busiest days: Tue Nov 10 (3), Mon Nov 9 (2), Thu Nov 12 (2)',
        '- how visits were made: kiosk 3 (38%), fob 1 (13%), web 1 (13%), frontdesk 2 (25%), other 1 (13%)',
      ].join('\n'),
    );
    const chart = attachments[0]!;
    expect(chart.kind === 'chart' && chart.chart.summary).toBe('Week of Mon Nov 9: 8 visits by 5 people (3 new); busiest Tue Nov 10 (3).');
    // The chart's data: visits per day and source, non-zero cells only.
    const rows = (chart.kind === 'chart' ? (chart.chart.spec as { data: { values: Array<{ date: string; source: string; visits: number }> } }).data.values : []);
    expect(rows.filter((r) => r.date === '2026-11-10').map((r) => [r.source, r.visits])).toEqual([['kiosk', 1], ['web', 1], ['frontdesk', 1]]);
    expect(rows.reduce((n, r) => n + r.visits, 0)).toBe(8);
  });

  it('the CSV parses back to the same visits (formula-looking notes are defused with a leading quote)', async () => {
    const { visits } = await service(await knownSandbox()).gather(MONDAY);
    const [header, ...rows] = parseCsv(visitsCsv(visits));
    expect(header).toEqual(['date', 'person_id', 'name', 'source', 'created_by_app', 'created_at', 'notes']);
    expect(rows).toHaveLength(8);
    const back = rows.map(([date, id, name, source, app, createdAt, notes]) => ({ date, id: Number(id), name, source, app, createdAt, notes }));
    const expected = KNOWN.filter((v) => v.date >= MONDAY && v.date <= '2026-11-15').map((v) => ({
      date: v.date,
      id: v.person_id,
      name: `Test${v.person_id} Person`,
      source: visitSource(v),
      app: v.created_by_app ?? '',
      createdAt: v.created_at,
      notes: v.notes.startsWith('=') ? `'${v.notes}` : v.notes,
    }));
    expect(back).toEqual(expected);
    expect(back[0]!.notes).toBe('pairing, then "lunch"\nsecond line');
  });

  it('is posted to the reports stream exactly once, with its chart and CSV uploaded and linked', async () => {
    const w = await world({ sandbox: { data: { profiles: [1, 2, 3, 4, 5].map((id) => makeProfile(id)), visits: KNOWN } } });
    const config = configSchema.parse({ reports: { stream: 'announce', topic: 'staff report' }, digest: { jitterSeconds: 0 } });
    const api = await ZulipApi.connect({ site: w.zulip.url, email: BOT.email, apiKey: BOT.apiKey });
    const post = (place: Place, text: string) =>
      place.type === 'stream' ? api.sendMessage({ type: 'stream', stream: place.stream, topic: place.topic }, text) : Promise.reject(new Error('a DM'));
    const target = { api, botUserId: BOT.id, post, upload: (f: Parameters<typeof api.uploadFile>[0]) => api.uploadFile(f), pictures: testPictures };
    const directory = new DirectoryClient({ baseUrl: w.sandbox.url, token: w.sandbox.token, timeoutMs: 2_000, userAgent: 'test' });
    const reports = reportService(config, { directory }, target, silentLogger)!;
    expect(await reports.post(MONDAY)).toBe('posted');
    expect(await reports.post(MONDAY)).toBe('already-posted');
    const posted = w.zulip.messagesFrom(BOT.id);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.topic).toBe('staff report');
    const links = [...posted[0]!.content.matchAll(/\[([^\]]+)\]\((\/user_uploads\/[^)]+)\)/g)].map((m) => [m[1], m[2]!] as const);
    expect(links.map(([alt]) => alt)).toEqual([expect.stringMatching(/^Stacked bar chart of visits per day by source/), "The week's visits (CSV, 8 rows)"]);
    expect(pngHeader(w.zulip.upload(links[0]![1])!.data).width).toBeGreaterThan(400);
    const csv = w.zulip.upload(links[1]![1])!;
    expect(csv.contentType).toBe('text/csv');
    expect(parseCsv(csv.data.toString('utf8'))).toHaveLength(9);
    // Only the first run drew and uploaded anything.
    expect(w.zulip.uploads).toHaveLength(2);
  }, 20_000);

  it('reports the last full Monday-to-Sunday week', () => {
    expect(lastFullWeek('2026-11-16')).toBe('2026-11-09');
    expect(lastFullWeek('2026-11-22')).toBe('2026-11-09');
    expect(lastFullWeek('2026-11-23')).toBe('2026-11-16');
  });
});
