import { describe, expect, it } from 'vitest';
import { makeProfile, testSandbox, crowd } from '../support/sandbox.js';
import { testBot } from '../support/bot.js';

describe("who's here", () => {
  it('says nobody is here yet, and suggests checking in', async () => {
    const { say } = await testBot({ sandbox: await testSandbox({ data: { profiles: [makeProfile(1)], visits: [] } }) });
    expect((await say("who's here")).replies).toEqual(['Nobody has checked in for today (Fri Nov 20) yet. Be the first: `checkin`.']);
    expect((await say('who is here yesterday')).replies).toEqual(['Nobody visited the hub yesterday (Thu Nov 19).']);
    // A bare weekday is the coming one (today included): blind rounds 3, 10–13 meant it so; the past says "was" or "last".
    expect((await say('who mon')).replies).toEqual(['Nobody has planned a visit for Mon Nov 23 yet.']);
    expect((await say('who was here mon')).replies).toEqual(['Nobody visited the hub on Mon Nov 16.']);
  });

  it('lists one visitor with a silent mention (index warm) and their notes, neutralised', async () => {
    const data = crowd(1, '2026-11-20', 7);
    data.visits[0]!.notes = 'ping @**everyone** please';
    const { say } = await testBot({ sandbox: await testSandbox({ data }), index: true });
    const said = await say("who's here");
    expect(said.replies).toEqual(['**1 person** at the hub today (Fri Nov 20):\n- @_**Test7 Person|90007**: ping @\u2217\u2217everyone\u2217\u2217 please']);
  });

  it('names visitors in bold when their Zulip id is unknown (index cold), without extra requests', async () => {
    const { say } = await testBot({ sandbox: await testSandbox({ data: crowd(2, '2026-11-20') }) });
    const said = await say('here?');
    expect(said.replies).toEqual(['**2 people** at the hub today (Fri Nov 20):\n- **Test1 Person**: note 0\n- **Test2 Person**: note 1']);
    expect(said.requests).toHaveLength(1);
  });

  it('lists who is still here first (in the directory\'s order), then who left, earliest departure first', async () => {
    const data = crowd(5, '2026-11-20');
    const appData = (i: number, value: unknown) => Object.assign(data.visits[i]!, { app_data: value });
    const leftAt = (hhmm: string) => ({ frontdesk: { left_at: `2026-11-20T${hhmm}:00-05:00` } });
    appData(0, leftAt('17:30'));
    appData(2, leftAt('09:15'));
    appData(3, { source: 'kiosk' });
    appData(4, leftAt('12:05'));
    const { say } = await testBot({ sandbox: await testSandbox({ data }) });
    const said = await say("who's here");
    expect(said.replies).toEqual([
      [
        '**5 people** checked in today (Fri Nov 20); 2 still here:',
        '- **Test2 Person**: note 1',
        '- **Test4 Person**: note 3',
        '- **Test3 Person**: note 2 (left 09:15)',
        '- **Test5 Person**: note 4 (left 12:05)',
        '- **Test1 Person**: note 0 (left 17:30)',
      ].join('\n'),
    ]);
  });

  it('lists 250 visitors from every page in 2 list requests, and none per visitor once the index is warm', async () => {
    const { say, sandbox } = await testBot({ sandbox: await testSandbox({ data: crowd(250, '2026-11-20') }), index: true });
    const said = await say("who's here", { as: { zulipId: 90001, fullName: 'Test1 Person' } });
    expect(said.requests.map((r) => `${r.path}?page=${r.query.page}`)).toEqual(['/api/v1/hub_visits?page=1', '/api/v1/hub_visits?page=2']);
    const lines = said.text.split('\n').filter((l) => l.startsWith('- '));
    expect(lines).toHaveLength(250);
    expect(said.text).toMatch(/^\*\*250 people\*\* at the hub today/);
    expect(new Set(lines).size).toBe(250);
    expect(lines.every((l) => /^- @_\*\*Test\d+ Person\|9\d{4}\*\*: note \d+$/.test(l))).toBe(true);
    expect(sandbox.store.listVisits({ date: '2026-11-20' })).toHaveLength(250);
  });

  it('reports a range with per-day counts and distinct visitors', async () => {
    const a = crowd(3, '2026-11-16', 1);
    const b = crowd(2, '2026-11-18', 1);
    const { say } = await testBot({
      sandbox: await testSandbox({ data: { profiles: a.profiles, visits: [...a.visits, ...b.visits] } }),
      index: true,
    });
    const said = await say("who's here this week");
    expect(said.replies).toEqual([
      [
        '**Hub visits this week** (Mon Nov 16 – Sun Nov 22): 5 visits by 3 people',
        '- Mon Nov 16: 3',
        '- Tue Nov 17: 0',
        '- Wed Nov 18: 2',
        '- Thu Nov 19: 0',
        '- Fri Nov 20: 0',
        '- Sat Nov 21: 0',
        '- Sun Nov 22: 0',
        '',
        'Visitors: @_**Test1 Person|90001** (2), @_**Test2 Person|90002** (2), @_**Test3 Person|90003** (1)',
      ].join('\n'),
    ]);
  });

  it('previews planned visits for a future day', async () => {
    const { say } = await testBot({ sandbox: await testSandbox({ data: crowd(2, '2026-11-23') }) });
    expect((await say("who's here 11/23")).replies[0]).toMatch(/^\*\*2 people\*\* plan to come on Mon Nov 23:/);
  });

  it.each(["who's here", 'whos here', 'who is here', 'here?', 'who', 'Who’s here?', 'WHO IS HERE'])('answers to %j', async (alias) => {
    const { say } = await testBot();
    expect((await say(alias)).result).toMatchObject({ kind: 'whosHere', outcome: 'ok' });
  });

  it('splits a very long list under the message size limit, losing nobody', async () => {
    const { say } = await testBot({ sandbox: await testSandbox({ data: crowd(250, '2026-11-20') }), maxMessageLength: 1000 });
    const said = await say("who's here");
    expect(said.replies.length).toBeGreaterThan(5);
    expect(said.replies.every((r) => [...r].length <= 1000)).toBe(true);
    expect(said.text.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(250);
  });
});
