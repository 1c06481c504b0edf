import { describe, expect, it } from 'vitest';
import { DirectoryClient } from '../../src/directory/client.js';
import { MemberIndex } from '../../src/members/member-index.js';
import { DecodeReport } from '../../src/util/tolerant/report.js';
import { capturingLogger } from '../support/capture-log.js';
import { crowd, testSandbox } from '../support/sandbox.js';

/** The member index against directories that send what our notes never mentioned (issue 22). */
describe('member index build on drifted profiles', () => {
  it('booleans in every *_truncated field: every profile indexed, the field ignored and said once', async () => {
    const sandbox = await testSandbox({ data: crowd(120, '2026-11-20'), drift: 'truncated-booleans' });
    const report = new DecodeReport();
    const { log, lines } = capturingLogger();
    report.logTo(log);
    const index = new MemberIndex(new DirectoryClient({ baseUrl: sandbox.url, token: sandbox.token }, { report }), log);
    await index.refresh();
    expect(index.size).toBe(120);
    expect(index.byZulipId(90_007)?.name).toBe('Test7 Person');
    expect(lines().find((l) => l.msg === 'member index built')).toMatchObject({ profiles: 120, linked: 120, skipped: 0 });
    expect(lines().filter((l) => l.field === 'bio_truncated').map((l) => l.msg)).toEqual(['a profile carries bio_truncated as a boolean: ignored (logged once per field and problem; counted in frontdesk_ignored_fields_total and frontdesk_skipped_records_total)']);
    expect(report.summary()).toContain('120 profiles carry bio_truncated as a boolean: ignored');
    expect(report.unusableAnswers()).toEqual([]);
  });

  it('profiles that all lack a name: built empty, said as an error, and the report names the unusable answer', async () => {
    const sandbox = await testSandbox({ data: crowd(3, '2026-11-20') });
    const nameless = sandbox.store.profiles().map((p) => ({ id: p.id, name: null, first_name: '', last_name: null, zulip_id: p.zulip_id }));
    sandbox.injectFault({ status: 200, body: JSON.stringify(nameless), match: (_m, path) => path.endsWith('/profiles') && sandbox.requests.length === 0 });
    const report = new DecodeReport(() => 1_000);
    const { log, lines } = capturingLogger();
    const index = new MemberIndex(new DirectoryClient({ baseUrl: sandbox.url, token: sandbox.token }, { report }), log);
    await index.refresh();
    expect(index.size).toBe(0);
    expect(lines().find((l) => typeof l.msg === 'string' && l.msg.startsWith('member index built'))).toMatchObject({
      level: 50,
      profiles: 0,
      skipped: 3,
      msg: 'member index built with no usable profile of those the directory sent; see the decode warnings',
    });
    expect(report.unusableAnswers()).toEqual([{ shape: 'profile', received: 3, at: 1_000 }]);
  });
});
