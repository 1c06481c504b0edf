import { describe, expect, it } from 'vitest';
import { testBot } from '../support/bot.js';
import { testSandbox } from '../support/sandbox.js';
import { withoutUndo } from '../support/replies.js';

describe('checkout', () => {
  it('cancels a visit that exists', async () => {
    const { say, sandbox, ada } = await testBot();
    sandbox.store.upsertVisit(ada.id, '2026-11-20', {}, null);
    // `cancel`, not `checkout`: since issue 16, `checkout` today means leaving (leave.test.ts).
    const said = await say('cancel');
    expect(said.replies.map(withoutUndo)).toEqual(['🗑️ Cancelled your visit for today (Fri Nov 20).']);
    expect(sandbox.store.visit(ada.id, '2026-11-20')).toBeUndefined();
  });

  it('says so when there was no visit, without deleting anything', async () => {
    const { say, sandbox, ada } = await testBot();
    sandbox.store.deleteVisit(ada.id, '2026-11-23');
    const said = await say('checkout mon');
    expect(said.replies.map(withoutUndo)).toEqual(['You had no visit on Mon Nov 23, so there was nothing to cancel.']);
    // The member, then their visits: the conversation's look, which also answers the handler's (no visit Monday).
    expect(said.requests.map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it('tells the truth against production, which answers 200 to any DELETE', async () => {
    const { say, sandbox, ada } = await testBot({ sandbox: await testSandbox({ quirks: 'production' }) });
    sandbox.store.deleteVisit(ada.id, '2026-11-24');
    expect((await say('cancel 2026-11-24')).replies.map(withoutUndo)).toEqual(['You had no visit on Tue Nov 24, so there was nothing to cancel.']);
  });

  it.each(['checkout', 'check out', 'check-out', 'cancel', 'uncheckin', 'out', 'Cancel'])('answers to %j', async (alias) => {
    const { say, sandbox, ada } = await testBot();
    sandbox.store.upsertVisit(ada.id, '2026-11-21', {}, null);
    const said = await say(`${alias} tomorrow`);
    expect(said.result).toMatchObject({ kind: 'checkout', outcome: 'ok' });
    expect(sandbox.store.visit(ada.id, '2026-11-21')).toBeUndefined();
  });
});

describe('note', () => {
  it('replaces, shows and clears the notes of a visit', async () => {
    const { say, sandbox, ada } = await testBot();
    sandbox.store.upsertVisit(ada.id, '2026-11-20', { notes: 'old' }, null);

    const set = await say('note pairing on a compiler\nand a ```fence```');
    expect(sandbox.store.visit(ada.id, '2026-11-20')!.notes).toBe('pairing on a compiler\nand a ```fence```');
    expect(set.replies.map(withoutUndo)).toEqual([
      "📝 Updated the notes of your visit today (Fri Nov 20):\n```quote\n\u200bpairing on a compiler\n\u200band a '''fence'''\n```",
    ]);
    expect(set.requests.at(-1)).toMatchObject({ method: 'PATCH', path: `/api/v1/hub_visits/${ada.id}/2026-11-20/notes` });

    const shown = await say('notes');
    expect(shown.replies.map(withoutUndo)).toEqual(["Notes of your visit today (Fri Nov 20):\n```quote\n\u200bpairing on a compiler\n\u200band a '''fence'''\n```"]);

    const cleared = await say('note clear');
    expect(cleared.replies.map(withoutUndo)).toEqual(['📝 Cleared the notes of your visit today (Fri Nov 20).']);
    expect(sandbox.store.visit(ada.id, '2026-11-20')!.notes).toBe('');
    expect((await say('note')).replies.map(withoutUndo)).toEqual(['Your visit today (Fri Nov 20) has no notes. Add some with `note 2026-11-20 TEXT`.']);
  });

  it('says there is no visit when the visit vanishes between the look and the write', async () => {
    const { say, sandbox, ada } = await testBot();
    sandbox.store.upsertVisit(ada.id, '2026-11-20', { notes: 'old' }, null);
    sandbox.injectFault({ status: 404, body: '{"message":"not_found"}', match: (method, path) => method === 'PATCH' && path.endsWith('/notes') });
    const said = await say('note new notes');
    expect(said.replies.map(withoutUndo)).toEqual(['You have no visit today (Fri Nov 20). Check in with `checkin 2026-11-20 your notes`.']);
    expect(said.result.outcome).toBe('rejected');
  });

  it('says there is no visit, offers the check-in with those notes, and creates nothing', async () => {
    const { say, sandbox, ada } = await testBot();
    sandbox.store.deleteVisit(ada.id, '2026-11-25');
    const said = await say('note wed bring cake');
    expect(said.replies).toHaveLength(1);
    expect(said.text).toContain('no visit planned on Wed Nov 25');
    expect(said.text).toContain('✅ `checkin 2026-11-25 bring cake`');
    expect(sandbox.store.visit(ada.id, '2026-11-25')).toBeUndefined();
    expect(said.requests.every((r) => r.method === 'GET')).toBe(true);
  });
});
