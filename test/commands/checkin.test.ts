import { describe, expect, it } from 'vitest';
import { STREAM, testBot } from '../support/bot.js';
import { withoutUndo } from '../support/replies.js';

// Friday 2026-11-20, 10:00 in New York (TEST_NOW). Ada is the first demo member.
describe('checkin', () => {
  it('checks in for today without notes, and leaves existing notes alone', async () => {
    const { say, sandbox, ada } = await testBot();
    sandbox.store.deleteVisit(ada.id, '2026-11-20');
    const first = await say('checkin');
    expect(first.replies.map(withoutUndo)).toEqual(['✅ Checked you in for today (Fri Nov 20).']);
    expect(sandbox.store.visit(ada.id, '2026-11-20')).toMatchObject({ notes: '' });

    sandbox.store.replaceNotes(ada.id, '2026-11-20', 'pairing at 2', null);
    sandbox.clock.advance(1000);
    const again = await say('checkin');
    expect(again.replies[0]).toMatch(/^✅ You were already checked in for today \(Fri Nov 20\); notes kept\.\nNotes: pairing at 2$/);
    // It knew from its one look at the member's visits (for undo, and the handler's look at today's); nothing to write.
    expect(again.requests.map((r) => r.method)).toEqual(['GET']);
    expect(sandbox.store.visit(ada.id, '2026-11-20')!.notes).toBe('pairing at 2');
  });

  it('checks in with notes, keeping them exactly as written', async () => {
    const { say, sandbox, ada } = await testBot();
    sandbox.store.deleteVisit(ada.id, '2026-11-20');
    const notes = 'pairing on a **parser** 🎉\nthen `lunch`';
    const said = await say(`checkin today ${notes}`);
    expect(sandbox.store.visit(ada.id, '2026-11-20')!.notes).toBe(notes);
    expect(said.replies.map(withoutUndo)).toEqual(["✅ Checked you in for today (Fri Nov 20).\nNotes: pairing on a \u2217\u2217parser\u2217\u2217 🎉 then 'lunch'"]);
  });

  it('plans a future visit, and records a past one', async () => {
    const { say, sandbox, ada } = await testBot();
    for (const d of ['2026-11-23', '2026-11-18']) sandbox.store.deleteVisit(ada.id, d);
    expect((await say('checkin mon')).replies.map(withoutUndo)).toEqual(['📅 Planned a visit for you on Mon Nov 23.']);
    expect(sandbox.store.visit(ada.id, '2026-11-23')).toBeDefined();
    expect(withoutUndo((await say('checkin 2026-11-18 forgot to check in')).replies[0]!)).toBe(
      '✅ Recorded a past visit for you on Wed Nov 18 (a day that has gone by).\nNotes: forgot to check in',
    );
    expect(withoutUndo((await say('checkin tomorrow')).replies[0]!)).toBe('📅 Planned a visit for you tomorrow (Sat Nov 21).');
  });

  it.each(['checkin', 'check in', 'check-in', 'in', 'CHECKIN', '/checkin', '!check in', 'Check-In'])(
    'answers to %j',
    async (alias) => {
      const { say, sandbox, ada } = await testBot();
      sandbox.store.deleteVisit(ada.id, '2026-11-20');
      const said = await say(`${alias} tomorrow`);
      expect(said.result).toMatchObject({ kind: 'checkin', outcome: 'ok' });
      expect(sandbox.store.visit(ada.id, '2026-11-21')).toBeDefined();
    },
  );

  it('a member already resolved: one look, then only the writes needed (notes through PATCH …/notes)', async () => {
    const { say, sandbox, ada } = await testBot();
    sandbox.store.deleteVisit(ada.id, '2026-11-21');
    await say('checkin');
    const again = await say('checkin');
    // The conversation's one look at the member's visits (what undo restores) answers the handler's look at today's too.
    expect(again.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/v1/hub_visits']);
    expect(again.result.directoryCalls).toBe(1);
    const second = await say('checkin tomorrow pairing');
    expect(second.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/v1/hub_visits',
      'PATCH /api/v1/hub_visits/5000/2026-11-21',
      'PATCH /api/v1/hub_visits/5000/2026-11-21/notes',
    ]);
    expect(second.requests[1]!.body).toBe('');
  });

  it('a check-in sent at 23:55 and handled after midnight is for the day it was sent', async () => {
    const { say, sandbox, ada } = await testBot({ now: '2026-11-21T05:10:00Z' }); // 00:10 on Sat Nov 21 in New York
    sandbox.store.deleteVisit(ada.id, '2026-11-20');
    const said = await say('checkin', { sentAt: new Date('2026-11-21T04:55:00Z') }); // 23:55 on Fri Nov 20
    expect(sandbox.store.visit(ada.id, '2026-11-20')).toBeDefined();
    expect(said.replies[0]).toMatch(/^✅ Recorded a past visit for you yesterday \(Fri Nov 20\) \(a day that has gone by\)\./);
  });

  it('quotes a date it cannot read, and changes nothing', async () => {
    const { say } = await testBot();
    for (const [input, reply] of [
      ['checkin 2026-02-30', '"2026-02-30" isn\'t a real date.'],
      ['checkin 13/45', '"13/45" isn\'t a real date.'],
      ['checkin next blursday', 'I don\'t know the day "next blursday". Try a weekday, like "next monday".'],
    ]) {
      const said = await say(input!);
      expect(said.replies.map(withoutUndo)).toEqual([reply]);
      expect(said.requests).toHaveLength(0);
    }
  });

  it('neutralises mentions in notes it echoes', async () => {
    const { say } = await testBot();
    const said = await say('checkin today hey @**all** and @*hub-team*', { place: STREAM });
    expect(said.text).toContain('@\u2217\u2217all\u2217\u2217');
    expect(said.text).toContain('@\u2217hub-team\u2217');
    expect(said.text).not.toMatch(/@\*\*all\*\*/);
  });
});
