import { describe, expect, it } from 'vitest';
import { DirectoryClient } from '../../src/directory/client.js';
import { MemberIndex } from '../../src/members/member-index.js';
import { BAD_ID, NAMELESS, NULLABLE_SHAPES } from '../fixtures/production-profiles.js';
import { DecodeReport } from '../../src/util/tolerant/report.js';
import { capturingLogger } from '../support/capture-log.js';
import { testBot } from '../support/bot.js';
import { testSandbox } from '../support/sandbox.js';

const page = JSON.stringify([...NULLABLE_SHAPES.slice(0, 3), NAMELESS, ...NULLABLE_SHAPES.slice(3), BAD_ID]);
const onProfiles = (_m: string, path: string) => path === '/api/v1/profiles';

describe('a directory page with one profile of each nullable shape, and two it cannot use', () => {
  it('keeps every usable profile, skips the two, and logs each reason once (not once per profile)', async () => {
    const sandbox = await testSandbox();
    const { log, lines } = capturingLogger();
    const report = new DecodeReport();
    report.logTo(log);
    const client = new DirectoryClient({ baseUrl: sandbox.url, token: sandbox.token }, { report });
    sandbox.injectFault({ status: 200, body: page, match: onProfiles, times: 2 });
    const first = await client.searchProfiles({ query: 'x' });
    const again = await client.searchProfiles({ query: 'x' });
    expect(first.map((p) => p.id)).toEqual([9101, 9102, 9103, 9104, 9105, 9106]);
    expect(again).toHaveLength(6);
    const byId = new Map(first.map((p) => [p.id, p]));
    expect(byId.get(9102)!.email).toBeNull();
    expect(byId.get(9103)!.image_path).toBeNull();
    expect(byId.get(9104)!.slug).toBeNull();
    expect(byId.get(9105)).toMatchObject({ name_hl: null, stints: [] });
    expect(byId.get(9106)).toMatchObject({ bio_match: null, zulip_id: null });
    expect(byId.get(9101)!.stints.map((s) => [s.id, s.title, s.batch?.short_name ?? null])).toEqual([
      [4401, null, "S1'19"],
      [4402, 'Faculty', null],
    ]);
    expect(byId.get(9101)!.bio_truncated).toBe('Writes compil…');

    expect(lines().map((l) => [l.shape, l.field, l.problem, l.outcome])).toEqual([
      ['profile', 'name', 'null', 'skipped'],
      ['profile', 'id', 'a text that is not a number', 'skipped'],
    ]);
    expect(report.summary()).toEqual([
      '2 profiles carry id as a text that is not a number: skipped (a profile is unusable without it)',
      '2 profiles carry name as null: skipped (a profile is unusable without it)',
    ]);
  });

  it('a walk still advances by what the server sent, skipped items included', async () => {
    const sandbox = await testSandbox({ data: { profiles: [], visits: [] } });
    const client = new DirectoryClient({ baseUrl: sandbox.url, token: sandbox.token });
    sandbox.injectFault({ status: 200, body: page, match: onProfiles });
    const seen: number[] = [];
    for await (const p of client.walkProfiles()) seen.push(p.id);
    expect(seen).toHaveLength(6);
    expect(sandbox.requests.map((r) => r.query.offset)).toEqual(['0', '8']);
  });

  it('the member index builds over such a page instead of failing (and retrying) forever', async () => {
    const sandbox = await testSandbox();
    const client = new DirectoryClient({ baseUrl: sandbox.url, token: sandbox.token });
    const index = new MemberIndex(client, capturingLogger().log);
    sandbox.injectFault({ status: 200, body: page, match: (m, path) => onProfiles(m, path) && sandbox.requests.length === 0 });
    await index.refresh();
    expect(index.warm).toBe(true);
    expect(index.byZulipId(7103)?.name).toBe('Moss Quayle');
    expect(index.byPersonId(9105)?.name).toBe('Idris Vell');
    // The sandbox's own demo members after that first page are there too.
    expect(index.byZulipId(1001)?.name).toBe('Ada Quillfeather');
  });

  it('`whois NAME` answers from the same page', async () => {
    const { say, sandbox } = await testBot();
    sandbox.injectFault({ status: 200, body: page, match: onProfiles });
    const said = await say('whois moss quayle');
    expect(said.text).toContain('**Moss Quayle**');
  });
});
