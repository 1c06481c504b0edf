import { describe, expect, it } from 'vitest';
import { CommandRunner } from '../../src/bot/runner.js';
import { HANDLERS } from '../../src/commands/handlers/index.js';
import { STREAM, testBot } from '../support/bot.js';
import { withoutUndo } from '../support/replies.js';

// Demo members: Ada (person 5000, Zulip 1001) and Bram (person 5001, Zulip 1002).
describe('permissions', () => {
  it('answers a sender with no linked profile with what to check', async () => {
    const { say } = await testBot();
    const said = await say('checkin', { as: { zulipId: 424242, fullName: 'Nobody Known', email: 'nobody@example.com' } });
    expect(said.replies.map(withoutUndo)).toEqual([
      "I couldn't find a directory profile linked to your Zulip account (Zulip user id 424242). Check that your directory profile lists this Zulip account or uses the same email (nobody@example.com), then try again in a minute.",
    ]);
    expect(said.result.outcome).toBe('rejected');
    expect(said.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('refuses a non-admin acting for someone else, and writes nothing', async () => {
    const { say, sandbox } = await testBot({ admins: [] });
    sandbox.store.deleteVisit(5001, '2026-11-20');
    for (const command of ['checkin @**Bram Copperfield-Nye|1002** today', 'checkout @**Bram Copperfield-Nye|1002**', 'note @**Bram Copperfield-Nye|1002** hi']) {
      const said = await say(command);
      expect(said.replies[0]).toMatch(/^Only frontdesk admins can (check in|check out|change the notes of) someone else\./);
      expect(said.requests).toHaveLength(0);
    }
    expect(sandbox.store.visit(5001, '2026-11-20')).toBeUndefined();
  });

  it('lets an admin check someone else in, change their notes and check them out', async () => {
    const { say, sandbox } = await testBot({ admins: [1001] });
    sandbox.store.deleteVisit(5001, '2026-11-20');
    const checkin = await say('checkin @**Bram Copperfield-Nye|1002** today demo day', { place: STREAM });
    expect(checkin.replies.map(withoutUndo)).toEqual(['✅ Checked @_**Bram Copperfield-Nye|1002** in for today (Fri Nov 20).\nNotes: demo day']);
    expect(sandbox.store.visit(5001, '2026-11-20')!.notes).toBe('demo day');
    expect((await say('note @**Bram Copperfield-Nye** clear')).replies.map(withoutUndo)).toEqual([
      "📝 Cleared the notes of @_**Bram Copperfield-Nye|1002**'s visit today (Fri Nov 20).",
    ]);
    // `cancel`, not `checkout`: since issue 16, `checkout` today records that Bram left and keeps the visit.
    expect((await say('cancel @**Bram Copperfield-Nye|1002**')).replies.map(withoutUndo)).toEqual([
      "🗑️ Cancelled @_**Bram Copperfield-Nye|1002**'s visit for today (Fri Nov 20).",
    ]);
    expect(sandbox.store.visit(5001, '2026-11-20')).toBeUndefined();
  });

  it('lets anyone read someone else\'s visit history', async () => {
    const { say } = await testBot({ admins: [] });
    expect((await say('visits @**Bram Copperfield-Nye|1002**')).result.outcome).toBe('ok');
  });
});

describe('directory failures', () => {
  it('a directory that times out on a write: the member is told it is unconfirmed', async () => {
    const { say, sandbox } = await testBot({ timeoutMs: 200 });
    await say('help');
    await say('visits'); // resolves Ada first, so the next command's only request is the write
    sandbox.injectFault({ stallMs: 1_500, match: (method) => method === 'PATCH' });
    const said = await say('checkin');
    expect(said.replies.map(withoutUndo)).toEqual([
      "The directory didn't answer in time, so I can't tell whether your check-in went through. Send `note` (with the same date, if it was not today) to see whether it is there before trying again.",
    ]);
    expect(said.result.outcome).toBe('failed');
  });

  it('a directory that times out on a read: a short "try again"', async () => {
    const { say, sandbox } = await testBot({ timeoutMs: 150 });
    sandbox.injectFault({ stallMs: 1_000, times: 3 });
    expect((await say("who's here")).replies.map(withoutUndo)).toEqual(["The directory didn't answer. Try again in a minute."]);
  });

  it('a write answered 500: the request went out, so the member is told it is unconfirmed, not "not recorded"', async () => {
    const { say, sandbox, ada } = await testBot();
    sandbox.store.deleteVisit(ada.id, '2026-11-20');
    await say('visits');
    sandbox.injectFault({ status: 500, match: (method) => method === 'PATCH' });
    const said = await say('checkin');
    expect(said.replies.map(withoutUndo)).toEqual([
      "The directory had an error (500), so I can't tell whether your check-in went through. Send `note` (with the same date, if it was not today) to see whether it is there before trying again.",
    ]);
    expect(said.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });

  it('a write refused outright (429): "not recorded"', async () => {
    const { say, sandbox, ada } = await testBot();
    sandbox.store.deleteVisit(ada.id, '2026-11-20');
    await say('visits');
    sandbox.injectFault({ status: 429, headers: { 'retry-after': '120' }, match: (method) => method === 'PATCH' });
    const said = await say('checkin');
    expect(said.replies.map(withoutUndo)).toEqual(['The directory is busy right now; your check-in was not recorded. Try again in about 2 minutes.']);
    expect(sandbox.store.visit(ada.id, '2026-11-20')).toBeUndefined();
  });

  it('a 500 on every read attempt: retried, then reported', async () => {
    const { say, sandbox } = await testBot();
    sandbox.injectFault({ status: 500, times: 3 });
    const said = await say('whois ada');
    expect(said.replies.map(withoutUndo)).toEqual(['The directory had an error (500). Try again in a minute.']);
    expect(said.requests).toHaveLength(3);
  });

  it('a reply that cannot be sent: logged, and no apology that would invite doing it twice', async () => {
    const { deps } = await testBot();
    const runner = new CommandRunner(deps);
    let attempts = 0;
    const result = await runner.run(
      { id: 78, sender: { zulipId: 1001, fullName: 'Ada Quillfeather', email: 'adaquillfeather@example.org' }, text: 'checkin', place: STREAM },
      { maxMessageLength: 10_000, reply: () => Promise.reject(new Error(`send failed ${++attempts}`)) },
    );
    expect(result).toMatchObject({ kind: 'checkin', outcome: 'error' });
    expect(attempts).toBe(1);
  });

  it('a bug in a handler: the member gets an apology naming the message, and the next command works', async () => {
    const { deps, say } = await testBot();
    const broken = new CommandRunner(deps, { ...HANDLERS, help: () => Promise.reject(new Error('boom')) });
    const replies: string[] = [];
    const result = await broken.run(
      { id: 77, sender: { zulipId: 1001, fullName: 'Ada Quillfeather' }, text: 'help', place: STREAM },
      { maxMessageLength: 10_000, reply: (t) => Promise.resolve(void replies.push(t)) },
    );
    expect(result.outcome).toBe('error');
    expect(replies).toEqual(["Sorry, something went wrong while handling that (message 77); it's in the logs. Try again, or send `help`."]);
    expect((await say('help')).result.outcome).toBe('ok');
  });
});
