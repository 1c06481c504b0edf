import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/log.js';
import { composeReport } from '../../src/weekly-report/compose.js';
import { ReportService } from '../../src/weekly-report/service.js';
import { botStorage, dmsTo, hubBot, hubWorld, user } from '../support/hub-bot.js';
import { TEST_TODAY } from '../support/sandbox.js';

const ADA = user(1001);
const BRAM = user(1002);
const CLEO = user(1003);
const DARIO = user(1004);
const FARID = user(1006);

/** Today at the hub: Ada here, Bram left, Cleo planned (made yesterday) and not arrived, Dario (not listed by name) and Farid (ghost today) here. */
async function hubToday() {
  const w = await hubWorld();
  for (const v of w.sandbox.store.listVisits({ date: TEST_TODAY })) w.sandbox.store.deleteVisit(v.person_id, TEST_TODAY);
  const id = (u: typeof ADA) => w.person(u).id;
  w.clock.set('2026-11-19T20:00:00Z');
  w.sandbox.store.upsertVisit(id(CLEO), TEST_TODAY, { notes: 'coming after lunch' }, 'Hub Web');
  w.clock.set('2026-11-20T14:00:00Z');
  w.sandbox.store.upsertVisit(id(ADA), TEST_TODAY, { notes: 'pairing' }, 'Hub Kiosk');
  w.sandbox.store.upsertVisit(id(BRAM), TEST_TODAY, { app_data: { frontdesk: { left_at: '2026-11-20T09:30:00-05:00' } } }, 'Hub Kiosk');
  w.sandbox.store.upsertVisit(id(DARIO), TEST_TODAY, { notes: 'secret project' }, 'Door Fob');
  w.clock.set('2026-11-20T15:00:00Z');
  const bot = await hubBot(w);
  expect(await bot.say(DARIO, 'listed no')).toMatch(/^Not listed/);
  expect(await bot.say(FARID, 'followable anyone')).toMatch(/^Anyone/);
  expect(await bot.say(FARID, 'ghost today')).toMatch(/^Ghost today/);
  return { w, bot, id };
}

/** Dario (5003, Zulip 1004) and Farid (5005, Zulip 1006) as any output could name them. */
const HIDDEN = [/Dario Nettlefold/, /\|1004\b/, /\b5003\b/, /secret project/, /Farid Marrowby/, /\|1006\b/, /\b5005\b/];

describe('privacy: one policy on every output path (fake Zulip, sandbox, fake time)', () => {
  it("who's here and the digest split here now / left / planned; hidden and ghost members are named nowhere, and counted", async () => {
    const { w, bot, id } = await hubToday();
    expect(await bot.say(ADA, 'follow Farid Marrowby')).toMatch(/^Following/);
    await bot.tick();
    w.clock.advance(60_000);
    w.sandbox.store.upsertVisit(id(FARID), TEST_TODAY, {}, 'Hub Kiosk');
    await bot.tick();

    expect(dmsTo(w, ADA.id).filter((m) => m.content.includes('arrived'))).toEqual([]);
    const here = await bot.say(ADA, "who's here");
    expect(here).toBe(
      [
        '**4 people** checked in today (Fri Nov 20); 3 still here:',
        '- @_**Ada Quillfeather|1001**: pairing',
        '- **Bram Copperfield-Nye** (left 09:30)',
        '- and 2 more (not listed by name)',
        'Planned, not arrived yet (1):',
        '- **Cleo Everwick**: coming after lunch',
      ].join('\n'),
    );
    const digest = await bot.say(ADA, 'digest');
    expect(digest).toContain('5 people');
    expect(digest).toContain('**Here now** (1)\n- @_**Ada Quillfeather|1001**: pairing');
    expect(digest).toContain('**Left** (1)\n- @_**Bram Copperfield-Nye|1002**');
    expect(digest).toContain('**Planned, not arrived yet** (1)\n- @_**Cleo Everwick|1003**: coming after lunch');
    expect(digest).toContain('- and 2 more (not listed by name)');
    const knows = await bot.say(ADA, 'anyone here who knows Nettlefold?');
    expect(knows).toBe('**One person here today** mention "Nettlefold":\n- and 1 more (not listed by name)');
    const asked = [await bot.say(ADA, 'is Dario Nettlefold here?'), await bot.say(ADA, 'when was Farid Marrowby last here?')];
    expect(asked).toEqual(["I can't tell you about that member.", "I can't tell you about that member."]);
    const range = await bot.say(ADA, "who's here this week");
    // A ranking is a list of names too (it once named everyone, whatever they had chosen): Dario came most this week.
    for (const day of ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']) w.sandbox.store.upsertVisit(id(DARIO), day, {}, 'Door Fob');
    const top = await bot.say(ADA, 'who came most often this week');
    expect(top).toMatch(/Ada Quillfeather/);
    expect(top).toContain('- and 1 more (not listed by name)');
    const monday = '2026-11-16';
    // The weekly report's CSV as the report composes it (the chart is not drawn: only the file matters here).
    const { stats, visits } = await new ReportService({ deps: bot.deps, log: silentLogger }).gather(monday);
    const file = composeReport(stats, visits, bot.deps.hub?.policy).attachments.find((a) => a.kind === 'file');
    const csv = file && 'data' in file ? file.data.toString('utf8') : '';
    expect(csv.split('\r\n').filter((row) => row.startsWith(TEST_TODAY))).toHaveLength(5);
    // Farid allows anyone to follow him, but is ghost today: Ada, who follows him, is never told he came.
    const everything = [here, digest, knows, ...asked, range, top, csv, ...dmsTo(w, ADA.id).filter((m) => m.content.includes('arrived')).map((m) => m.content)].join('\n');
    for (const hidden of HIDDEN) expect(everything).not.toMatch(hidden);
  }, 60_000);

  it('forget me leaves no key of the member in bot storage, follows both ways included, and says what the directory still holds', async () => {
    const { w, bot, id } = await hubToday();
    expect(await bot.say(ADA, 'usually tue thu')).toMatch(/^Got it/);
    expect(await bot.say(ADA, 'followable anyone')).toMatch(/^Anyone/);
    expect(await bot.say(BRAM, 'follow Ada Quillfeather')).toMatch(/^Following/);
    expect(await bot.say(ADA, 'follow Farid Marrowby')).toMatch(/^Following/);
    expect(await bot.say(ADA, 'tell me when Cleo Everwick comes in')).toMatch(/^I've asked/);
    expect(await bot.say(CLEO, `allow ${id(ADA)}`)).toMatch(/^OK: they will get a DM/);
    // Ada's arrival is announced to Bram: her id is in today's claims too.
    w.sandbox.store.deleteVisit(id(ADA), TEST_TODAY);
    await bot.tick();
    w.clock.advance(60_000);
    w.sandbox.store.upsertVisit(id(ADA), TEST_TODAY, {}, 'Hub Kiosk');
    await bot.tick();
    expect(dmsTo(w, BRAM.id).filter((m) => m.content.includes('arrived'))).toHaveLength(1);
    const mentions = (storage: Record<string, string>) => Object.entries(storage).filter(([k, v]) => new RegExp(`\\b${id(ADA)}\\b`).test(`${k} ${v}`));
    expect(mentions(await botStorage(w)).length).toBeGreaterThan(2);

    const reply = await bot.say(ADA, 'forget me');
    expect(reply).toMatch(/^Done: I deleted everything I held about you .* The directory still holds your profile and \d+ hub visits?; those are the directory's/);
    expect(mentions(await botStorage(w))).toEqual([]);
    expect(await bot.say(BRAM, 'following')).toMatch(/^You follow nobody/);
    expect(await bot.say(ADA, 'privacy')).toContain('Routine: none');
  }, 60_000);
});
