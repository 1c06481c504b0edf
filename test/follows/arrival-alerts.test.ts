import { describe, expect, it } from 'vitest';
import { dmsTo, hubBot, hubWorld, user } from '../support/hub-bot.js';
import { TEST_TODAY } from '../support/sandbox.js';
import { COMMUNITY } from '../support/world.js';

const ADA = user(1001);
const [BRAM, CLEO, DARIO, FIFTH] = COMMUNITY.filter((u) => u.id > 1001).slice(0, 4) as [typeof ADA, typeof ADA, typeof ADA, typeof ADA];
const at = (hhmm: string) => `${TEST_TODAY}T${String(Number(hhmm.slice(0, 2)) + 5).padStart(2, '0')}:${hhmm.slice(3)}:00Z`; // New York is UTC-5 in November

describe('arrival alerts as the watcher sees the directory (fake Zulip, sandbox, fake time)', () => {
  it('by the web, then two together (in chat, by fob) in one DM, then one seen late after an outage ("earlier today")', async () => {
    const w = await hubWorld();
    const bot = await hubBot(w, { directorySleep: () => Promise.resolve() });
    const ref = (u: typeof ADA) => `@_**${w.person(u).first_name} ${w.person(u).last_name}|${u.id}**`;
    for (const u of [BRAM, CLEO, DARIO, FIFTH]) {
      w.sandbox.store.deleteVisit(w.person(u).id, TEST_TODAY);
      expect(await bot.say(u, 'followable anyone')).toMatch(/^Anyone may follow your arrivals now/);
      expect(await bot.say(ADA, `follow ${w.person(u).first_name} ${w.person(u).last_name}`)).toMatch(/^Following /);
    }
    const alerts = () => dmsTo(w, ADA.id).filter((m) => m.content.startsWith('👋'));
    await bot.tick(); // the baseline, 10:00

    w.clock.set(at('10:01'));
    w.sandbox.store.upsertVisit(w.person(BRAM).id, TEST_TODAY, {}, 'Hub Web');
    await bot.tick();
    await w.zulip.waitFor(() => alerts().length === 1);
    expect(alerts().map((m) => m.content)).toEqual([`👋 ${ref(BRAM)} arrived at the hub at 10:01 (on the web)`]);

    w.clock.set(at('10:02'));
    w.sandbox.store.upsertVisit(w.person(CLEO).id, TEST_TODAY, {}, 'frontdesk');
    w.sandbox.store.upsertVisit(w.person(DARIO).id, TEST_TODAY, {}, 'Door Fob');
    await bot.tick();
    expect(alerts()).toHaveLength(1); // within the 3 minutes after the last one: held, to go together
    w.clock.set(at('10:04'));
    await bot.tick();
    await w.zulip.waitFor(() => alerts().length === 2);
    expect(alerts().map((m) => m.content).slice(1)).toEqual([
      [`👋 Arrivals at the hub:`, `- ${ref(CLEO)} arrived at the hub at 10:02 (in chat)`, `- ${ref(DARIO)} arrived at the hub at 10:02 (by fob)`].join('\n'),
    ]);

    // The directory stops answering the listing for a while (one failed tick, below the circuit breaker's five
    // failures); the fifth member is checked in meanwhile, and seen when it answers again: "earlier today".
    const listing = (method: string, path: string) => method === 'GET' && path.split('?')[0] === '/api/v1/hub_visits';
    let down = true;
    w.sandbox.injectFault({ status: 503, times: 1_000, match: (method, path) => down && listing(method, path) });
    w.clock.set(at('10:10'));
    await bot.tick();
    down = false;
    w.clock.set(at('10:11'));
    w.sandbox.store.upsertVisit(w.person(FIFTH).id, TEST_TODAY, {}, 'Hub Kiosk');
    w.clock.set(at('10:15'));
    await bot.tick();
    await w.zulip.waitFor(() => alerts().length === 3);
    expect(alerts().map((m) => m.content).slice(2)).toEqual([`👋 ${ref(FIFTH)} arrived at the hub earlier today (10:11, at the kiosk)`]);
    // Alerts write nothing to the directory.
    expect(w.sandbox.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  }, 60_000);
});
