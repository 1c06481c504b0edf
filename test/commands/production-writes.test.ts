import { describe, expect, it } from 'vitest';
import { DirectoryClient } from '../../src/directory/client.js';
import { DirectoryHttpError, DirectoryNetworkError } from '../../src/directory/errors.js';
import { directoryFailureText } from '../../src/commands/failures.js';
import { DigestGatherer } from '../../src/posts/digest/gather.js';
import { testBot } from '../support/bot.js';
import { testSandbox, TEST_TODAY } from '../support/sandbox.js';
import { withoutUndo } from '../support/replies.js';

// Ada: person 5000, Zulip 1001 (TEST_NOW: Friday 2026-11-20, 10:00 in New York).
describe('writes as the production directory takes them', () => {
  it('repeated `checkin NOTES` against --quirks production leaves the notes as sent, once', async () => {
    const sandbox = await testSandbox({ quirks: 'production' });
    const { say, ada } = await testBot({ sandbox });
    sandbox.store.deleteVisit(ada.id, TEST_TODAY);
    for (let i = 0; i < 3; i++) {
      sandbox.clock.advance(1_000);
      await say('checkin today pairing on the parser');
    }
    expect(sandbox.store.visit(ada.id, TEST_TODAY)!.notes).toBe('pairing on the parser');
    await say('checkin today reading about B-trees');
    expect(sandbox.store.visit(ada.id, TEST_TODAY)!.notes).toBe('reading about B-trees');
    // Notes only ever went through the notes path; the general PATCH carried none.
    const patches = sandbox.requests.filter((r) => r.method === 'PATCH');
    expect(patches.filter((r) => !r.path.endsWith('/notes')).every((r) => r.body === '')).toBe(true);
    expect(patches.filter((r) => r.path.endsWith('/notes')).map((r) => r.body)).toEqual([
      'notes=pairing+on+the+parser',
      'notes=reading+about+B-trees',
    ]);
  });

  it('a visit cancelled between the look and the notes write is made again with the notes, not reported as failed', async () => {
    const sandbox = await testSandbox({ quirks: 'production' });
    const { say, ada } = await testBot({ sandbox });
    await say('checkin today');
    expect(sandbox.store.visit(ada.id, TEST_TODAY)).toBeDefined();
    // Another app cancels the visit at the moment the notes write arrives (found by the resilience fuzz).
    sandbox.injectFault({
      holdUntil: Promise.resolve(),
      onTaken: () => sandbox.store.deleteVisit(ada.id, TEST_TODAY),
      match: (method, path) => method === 'PATCH' && path.endsWith('/notes'),
    });
    const { replies } = await say('checkin today pairing on the parser');
    expect(replies[0]).toContain('Notes: pairing on the parser');
    expect(replies.join('\n')).not.toMatch(/not recorded|can't tell/);
    expect(sandbox.store.visit(ada.id, TEST_TODAY)!.notes).toBe('pairing on the parser');
  });

  it('"checked in" versus "already checked in" with one-second stamps, equal on a fresh visit (production)', async () => {
    const sandbox = await testSandbox({ quirks: 'production' });
    const { say, ada } = await testBot({ sandbox });
    sandbox.store.deleteVisit(ada.id, TEST_TODAY);
    // The sandbox's clock stands still: every stamp is the same second.
    expect(withoutUndo((await say('checkin')).replies[0]!)).toBe('✅ Checked you in for today (Fri Nov 20).');
    expect(withoutUndo((await say('checkin')).replies[0]!)).toBe('✅ You were already checked in for today (Fri Nov 20); notes kept.');
  });

  it('"checked in" for a fresh visit whose stamps differ (a service that stamps create and update apart)', async () => {
    const { say, sandbox, ada } = await testBot();
    sandbox.store.deleteVisit(ada.id, TEST_TODAY);
    const fresh = {
      person: { id: ada.id, name: 'Ada Quillfeather' },
      date: TEST_TODAY,
      app_data: {},
      notes: '',
      created_at: '2026-11-20T10:00:00.101-05:00',
      updated_at: '2026-11-20T10:00:00.117-05:00',
      created_by_app: 'frontdesk',
      updated_by_app: 'frontdesk',
    };
    sandbox.injectFault({ status: 200, body: JSON.stringify(fresh), match: (method) => method === 'PATCH' });
    expect(withoutUndo((await say('checkin')).replies[0]!)).toBe('✅ Checked you in for today (Fri Nov 20).');
  });

  it('a write whose answer is lost after the request went out: "can\'t tell", and no second write', async () => {
    const { say, sandbox, ada } = await testBot();
    sandbox.store.deleteVisit(ada.id, TEST_TODAY);
    await say('visits'); // resolves Ada first
    sandbox.injectFault({ dropAnswer: true, match: (method) => method === 'PATCH' });
    const said = await say('checkin');
    expect(said.replies.map(withoutUndo)).toEqual([
      "The connection to the directory broke after my request went out, so I can't tell whether your check-in went through. Send `note` (with the same date, if it was not today) to see whether it is there before trying again.",
    ]);
    expect(said.result.outcome).toBe('failed');
    expect(said.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    // It did go through: `note` shows it.
    expect(sandbox.store.visit(ada.id, TEST_TODAY)).toBeDefined();
    expect((await say('note')).text).toMatch(/^Your visit today \(Fri Nov 20\) has no notes\./);
  });

  it('"not recorded" only when the request provably never left (connection refused) or was refused outright', () => {
    const info = { method: 'PATCH', path: '/api/v1/hub_visits/5000/2026-11-20' };
    const refused = new DirectoryNetworkError(info, 'ECONNREFUSED', 'connect ECONNREFUSED', { timedOut: false, notSent: true });
    const reset = new DirectoryNetworkError(info, 'ECONNRESET', 'socket hang up', { timedOut: false, notSent: false });
    expect(directoryFailureText(refused, 'check-in')).toBe("The directory didn't answer; your check-in was not recorded. Try again in a minute.");
    expect(directoryFailureText(reset, 'check-in')).toMatch(/^The connection to the directory broke after my request went out, so I can't tell/);
    expect(directoryFailureText(new DirectoryHttpError(info, 400, '{}'), 'check-in')).toBe('The directory rejected that request (400); your check-in was not recorded.');
  });

  it('a check-in whose notes write is lost: checked in, the notes in doubt', async () => {
    const { say, sandbox, ada } = await testBot();
    sandbox.store.deleteVisit(ada.id, TEST_TODAY);
    await say('visits');
    sandbox.injectFault({ dropAnswer: true, match: (method, path) => method === 'PATCH' && path.endsWith('/notes') });
    const said = await say('checkin today demo prep');
    expect(said.replies.map(withoutUndo)).toEqual([
      "✅ Checked you in for today (Fri Nov 20).\nThe connection to the directory broke after my request went out, so I can't tell whether your notes went through. Send `note` (with the same date, if it was not today) to see whether it is there before trying again.",
    ]);
  });

  it('every history query sends an explicit start_date (visits, the digest\'s "first visit ever")', async () => {
    const { say, sandbox, deps } = await testBot();
    await say('visits');
    await say('visits last week');
    await new DigestGatherer(deps).gather(TEST_TODAY);
    const history = sandbox.requests.filter((r) => r.path === '/api/v1/hub_visits' && (r.query.end_date || r.query.person_id));
    expect(history.length).toBeGreaterThan(3);
    for (const r of history) expect(r.query.start_date, JSON.stringify(r.query)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Even a caller that forgets it: the client fills it in.
    const client = new DirectoryClient({ baseUrl: sandbox.url, token: sandbox.token });
    await client.listHubVisits({ person_id: 5000, end_date: '2026-11-01' });
    expect(sandbox.requests.at(-1)!.query).toMatchObject({ start_date: '2000-01-01', end_date: '2026-11-01' });
  });
});

describe('a revoked token answered 404 {"message":"not_found"}', () => {
  const notFound = { status: 404, body: '{"message":"not_found"}', times: 10 };

  it('on a list endpoint: an authentication problem, never "nobody" or "no visit"', async () => {
    const { say, sandbox } = await testBot();
    sandbox.injectFault({ ...notFound, match: (_m, path) => path === '/api/v1/hub_visits' });
    const said = await say("who's here");
    expect(said.replies.map(withoutUndo)).toEqual(["The directory refused my credentials. This needs the bot's operator; it's in the logs."]);
  });

  it('on /profiles (the name search of a sender): the same, not "no profile"', async () => {
    const { say, sandbox } = await testBot();
    sandbox.injectFault({ ...notFound, match: (_m, path) => path.startsWith('/api/v1/profiles') });
    const said = await say('checkin', { as: { zulipId: 1002, fullName: "Bram Copperfield-Nye (he) (S1'26)", email: 'user1002@zulip.example.org' } });
    expect(said.replies.map(withoutUndo)).toEqual(["The directory refused my credentials. This needs the bot's operator; it's in the logs."]);
  });

  it('a 404 for one profile or one visit still means "not there"', async () => {
    const { say } = await testBot();
    expect((await say('whois 999999')).replies.map(withoutUndo)).toEqual(['No directory profile has the id 999999.']);
  });
});
