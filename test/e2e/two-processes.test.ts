import { describe, expect, it } from 'vitest';
import { addDaysIso } from '../../src/time/hub-date.js';
import { ADA, BOT, BRAM, HUB_STREAM, world } from '../support/world.js';
import { testToday } from '../support/test-clock.js';

const count = (text: string, pattern: RegExp) => text.split('\n').filter((line) => pattern.test(line)).length;

describe('two bot processes on one account by mistake', () => {
  it('answer each command once and write it once (claim reactions), and say a second instance is running', async () => {
    // Production quirks: a PATCH appends its notes, so a command written twice would show in the notes.
    const w = await world({ sandbox: { quirks: 'production' }, config: { zulip: { claimEmoji: 'eyes' } } });
    const [first, second] = [await w.startBot(), await w.startBot()];
    const today = testToday();
    const commands: Array<() => void> = [];
    for (const [who, n] of [[ADA, 0], [BRAM, 1]] as const) {
      for (let i = 1; i <= 5; i++) {
        const date = addDaysIso(today, 10 + i);
        commands.push(() => w.zulip.sendDm(who.id, [BOT.id], `checkin ${date} pairing ${n}-${i}`));
      }
      commands.push(() => w.zulip.sendStream(who.id, HUB_STREAM, 'desk', '@**frontdesk** help'));
    }
    for (const send of commands) send();
    const settled = () => {
      const logs = first.stdout() + second.stdout();
      return count(logs, /"msg":"command"/) + count(logs, /claimed this command|it claimed this command first/) >= 2 * commands.length;
    };
    await w.zulip.waitFor(settled, 20_000);

    const logs = first.stdout() + second.stdout();
    expect(count(logs, /"msg":"command"/)).toBe(commands.length);
    expect(w.botMessages()).toHaveLength(commands.length);
    // A check-in with notes is one create and one notes write: each exactly once per visit.
    const patches = w.sandbox.requests.filter((r) => r.method === 'PATCH').map((r) => r.path);
    expect(patches.filter((p) => !p.endsWith('/notes'))).toHaveLength(10);
    expect(patches.filter((p) => p.endsWith('/notes'))).toHaveLength(10);
    expect(new Set(patches).size).toBe(20);
    for (const [who, n] of [[ADA, 0], [BRAM, 1]] as const) {
      const person = w.sandbox.store.profiles().find((p) => p.zulip_id === who.id)!;
      for (let i = 1; i <= 5; i++) expect(w.sandbox.store.visit(person.id, addDaysIso(today, 10 + i))?.notes).toBe(`pairing ${n}-${i}`);
    }
    expect(logs).toContain('a second frontdesk instance is running on this Zulip account');
    // The one started second saw the first at start-up, before it said "ready".
    const startup = second.stdout().slice(0, second.stdout().indexOf('"msg":"ready"'));
    expect(startup).toContain('another frontdesk instance is running on this Zulip account');
    expect(first.stdout().slice(0, first.stdout().indexOf('"msg":"ready"'))).toContain('no other frontdesk instance seen');
  }, 40_000);
});
