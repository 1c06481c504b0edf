import { describe, expect, it } from 'vitest';
import { botStorage, dmsTo, hubBot, hubWorld, user } from '../support/hub-bot.js';
import { TEST_TODAY } from '../support/sandbox.js';

const ADA = user(1001);
const BRAM = user(1002);
const CLEO = user(1003);

// Quiet hours 22–7, hub time (America/New_York): 22:30 on Fri Nov 20 is 03:30Z on the 21st.
const config = { follows: { quietHours: { from: 22, to: 7 } } };
// The claim's settle time as it is (short here, 2 s in production): longer than one process's read-to-write gap.
const settle = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.min(ms, 150)));

/** Bram and Cleo allow anyone and Ada follows both; nobody is at the hub; one process has taken its baseline at 22:00. */
async function night() {
  const w = await hubWorld();
  for (const who of [BRAM, CLEO]) w.sandbox.store.deleteVisit(w.person(who).id, TEST_TODAY);
  const first = await hubBot(w, { config, settle });
  for (const who of [BRAM, CLEO]) {
    expect(await first.say(who, 'followable anyone')).toMatch(/^Anyone may/);
    expect(await first.say(ADA, `follow @**${w.person(who).first_name} ${w.person(who).last_name}|${who.id}**`)).toMatch(/^Following/);
  }
  w.clock.set('2026-11-21T03:00:00Z');
  await first.tick();
  const arrivals = () => dmsTo(w, ADA.id).filter((m) => m.content.includes('arrived at the hub'));
  return { w, first, arrivals };
}

describe('arrival alerts held in quiet hours go out once, whatever processes run (fake Zulip, sandbox, fake time)', () => {
  it('two processes by mistake, both started in the night: the held alert is sent once when the quiet hours end', async () => {
    const { w, first, arrivals } = await night();
    w.clock.set('2026-11-21T03:30:00Z');
    w.sandbox.store.upsertVisit(w.person(BRAM).id, TEST_TODAY, {}, 'Door Fob');
    await first.tick();
    expect(arrivals()).toEqual([]);
    expect(Object.keys(await botStorage(w))).toContain(`q:${w.person(ADA).id}`);
    await first.stop();

    w.clock.set('2026-11-21T06:00:00Z'); // 01:00
    const one = await hubBot(w, { config, settle });
    const two = await hubBot(w, { config, settle });
    await Promise.all([one.tick(), two.tick()]);
    expect(arrivals()).toEqual([]);
    w.clock.set('2026-11-21T12:00:00Z'); // 07:00
    await Promise.all([one.tick(), two.tick()]);
    expect(arrivals().map((m) => m.content)).toEqual(['👋 @_**Bram Copperfield-Nye|1002** arrived at the hub on Fri Nov 20 (22:30, by fob)']);
    expect(Object.keys(await botStorage(w)).filter((k) => k.startsWith('q:'))).toEqual([]);
    // Later ticks of either process send nothing more.
    w.clock.set('2026-11-21T12:05:00Z');
    await Promise.all([one.tick(), two.tick()]);
    expect(arrivals()).toHaveLength(1);
    // The claim that they went out names Ada; forget me takes her out of it too.
    expect(await one.say(ADA, 'forget me')).toMatch(/^Done: I deleted everything/);
    const ada = w.person(ADA).id;
    expect(Object.entries(await botStorage(w)).filter(([k, v]) => new RegExp(`\\b${ada}\\b`).test(`${k} ${v}`))).toEqual([]);
  }, 60_000);

  it('two processes by mistake, each holding one arrival for the same follower: one DM with both when the quiet hours end', async () => {
    const { w, first, arrivals } = await night();
    const second = await hubBot(w, { config, settle });
    await second.tick(); // its baseline: nobody here
    w.clock.set('2026-11-21T03:30:00Z');
    w.sandbox.store.upsertVisit(w.person(BRAM).id, TEST_TODAY, {}, 'Door Fob');
    await first.tick(); // the first process announces (holds) Bram
    w.clock.set('2026-11-21T03:40:00Z');
    w.sandbox.store.upsertVisit(w.person(CLEO).id, TEST_TODAY, {}, 'Hub Web');
    await second.tick(); // the second sees both arrive: Bram is the first's already; it holds Cleo
    expect(arrivals()).toEqual([]);
    w.clock.set('2026-11-21T12:00:00Z'); // 07:00
    await Promise.all([first.tick(), second.tick()]);
    expect(arrivals().map((m) => m.content)).toEqual([
      [
        '👋 Arrivals at the hub:',
        '- @_**Bram Copperfield-Nye|1002** arrived at the hub on Fri Nov 20 (22:30, by fob)',
        '- @_**Cleo Everwick|1003** arrived at the hub on Fri Nov 20 (22:40, on the web)',
      ].join('\n'),
    ]);
  }, 60_000);
});
