import { describe, expect, it } from 'vitest';
import { testBot } from '../support/bot.js';
import { testSandbox } from '../support/sandbox.js';
import { withoutUndo } from '../support/replies.js';

// 16:05 on Fri 2026-11-20 in New York.
const AFTERNOON = '2026-11-20T21:05:00Z';

describe('leaving', () => {
  it('records the departure in app_data, keeps the visit and its notes, and says so', async () => {
    const { say, sandbox, ada } = await testBot({ now: AFTERNOON });
    sandbox.store.upsertVisit(ada.id, '2026-11-20', { notes: 'pairing all day' }, null);
    await say('am I checked in?'); // resolves Ada, so the next command's requests are its own
    const said = await say('heading out');
    expect(said.replies.map(withoutUndo)).toEqual(['👋 You left the hub at 16:05 today (Fri Nov 20); the visit stays on the record. See you next time!']);
    expect(said.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      // The conversation's look at the member's visits (what undo restores), then the handler's.
      'GET /api/v1/hub_visits',
      `PATCH /api/v1/hub_visits/${ada.id}/2026-11-20`,
    ]);
    // Only app_data is sent: notes are not touched (production would append them).
    expect(new URLSearchParams(said.requests[1]!.body).get('notes')).toBeNull();
    expect(sandbox.store.visit(ada.id, '2026-11-20')).toMatchObject({
      notes: 'pairing all day',
      app_data: { frontdesk: { left_at: '2026-11-20T16:05:00-05:00' } },
    });
  });

  it.each(['spec', 'production'] as const)("keeps other apps' app_data keys (a %s directory)", async (quirks) => {
    const { say, sandbox, ada } = await testBot({ now: AFTERNOON, sandbox: await testSandbox({ quirks }) });
    sandbox.store.upsertVisit(ada.id, '2026-11-20', { app_data: { source: 'Hub Kiosk', frontdesk: { mood: 'ok' } } }, 'Hub Kiosk');
    await say('leaving');
    expect(sandbox.store.visit(ada.id, '2026-11-20')!.app_data).toEqual({
      source: 'Hub Kiosk',
      frontdesk: { mood: 'ok', left_at: '2026-11-20T16:05:00-05:00' },
    });
  });

  it('will not overwrite app_data that is not an object', async () => {
    const { say, sandbox, ada } = await testBot({ now: AFTERNOON });
    sandbox.store.upsertVisit(ada.id, '2026-11-20', { app_data: ['kiosk'] }, 'Hub Kiosk');
    const said = await say('leaving');
    expect(said.text).toContain("must not overwrite");
    expect(said.requests.every((r) => r.method === 'GET')).toBe(true);
    expect(sandbox.store.visit(ada.id, '2026-11-20')!.app_data).toEqual(['kiosk']);
  });

  it('without a visit today says so and writes nothing', async () => {
    const { say, sandbox, ada } = await testBot({ now: AFTERNOON });
    sandbox.store.deleteVisit(ada.id, '2026-11-20');
    const said = await say('checkout');
    expect(said.replies.map(withoutUndo)).toEqual(["You haven't checked in for today (Fri Nov 20), so there is nothing to check out of. To cancel a planned visit, send `cancel DATE`."]);
    expect(said.requests.every((r) => r.method === 'GET')).toBe(true);
  });

  // Deliberate change (issue 16): `checkout` / `out` today used to DELETE the visit, so a member who
  // was there all day vanished from the digest and `who's here`. Another day they still cancel.
  it('`checkout` and `out` today mean leaving; `checkout tomorrow` still cancels', async () => {
    const { say, sandbox, ada } = await testBot({ now: AFTERNOON });
    sandbox.store.upsertVisit(ada.id, '2026-11-20', {}, null);
    sandbox.store.upsertVisit(ada.id, '2026-11-21', {}, null);
    expect((await say('out')).result.kind).toBe('leave');
    expect(sandbox.store.visit(ada.id, '2026-11-20')).toBeDefined();
    expect((await say('checkout tomorrow')).replies.map(withoutUndo)).toEqual(['🗑️ Cancelled your visit for tomorrow (Sat Nov 21).']);
    expect(sandbox.store.visit(ada.id, '2026-11-21')).toBeUndefined();
  });

  it("`who's here` shows who is still here and who left when; `am I checked in?` too", async () => {
    const { say, sandbox, ada } = await testBot({ now: AFTERNOON });
    for (const v of sandbox.store.listVisits({ date: '2026-11-20' })) sandbox.store.deleteVisit(v.person_id, v.date);
    const bram = sandbox.store.profiles()[1]!;
    sandbox.store.upsertVisit(ada.id, '2026-11-20', { notes: 'parser' }, null);
    sandbox.store.upsertVisit(bram.id, '2026-11-20', {}, null);
    await say('leaving');
    const here = await say("who's here");
    expect(here.replies.map(withoutUndo)).toEqual([
      '**2 people** checked in today (Fri Nov 20); 1 still here:\n- **Bram Copperfield-Nye**\n- @_**Ada Quillfeather|1001**: parser (left 16:05)',
    ]);
    expect((await say('am I checked in?')).replies[0]).toBe("Yes, you're checked in for today (Fri Nov 20); you left at 16:05.\nNotes: parser");
  });
});
