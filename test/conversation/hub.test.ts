import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';
import { testBot } from '../support/bot.js';
import { hubBot, hubWorld, user } from '../support/hub-bot.js';
import { TEST_NOW } from '../support/sandbox.js';

const plan = (text: string) => resolve(understand(text, new Date(TEST_NOW), 'America/New_York'), new Map());

describe("the hub's intents, read by the conversation's one matcher", () => {
  it.each([
    ['follow Ada', { intent: 'follow', who: 'Ada', oneShot: false }],
    ['can you let me know when Bram Copperfield-Nye arrives?', { intent: 'follow', who: 'Bram Copperfield-Nye', oneShot: true }],
    ['I come in on tuesdays and thursdays', { intent: 'routine', days: [2, 4] }],
    ['remind me in the morning', { intent: 'reminders', when: 'morning' }],
    ["I'll be away nov 25 - nov 27", { intent: 'away', from: '2026-11-25', to: '2026-11-27' }],
    ['skip fri', { intent: 'skip', date: '2026-11-20' }],
  ])('%s', (text, action) => {
    expect(plan(text)).toMatchObject({ kind: 'act', writes: [{ kind: 'hub', action }] });
  });

  it('a question about a hub write, or a phrasing that must be confirmed, is offered, not done', () => {
    expect(plan('should I skip friday?')).toMatchObject({ kind: 'ask', choices: [{ commands: [{ kind: 'hub', action: { intent: 'skip', date: '2026-11-20' } }] }] });
    expect(plan('delete my data')).toMatchObject({ kind: 'ask', choices: [{ commands: [{ kind: 'hub', action: { intent: 'forgetMe' } }] }] });
  });

  it('an exact command takes nothing after it but politeness: "forget me too" never erases anything', () => {
    expect(plan('forget me please')).toMatchObject({ kind: 'act', writes: [{ kind: 'hub', action: { intent: 'forgetMe' } }] });
    const p = plan('forget me too');
    expect(p.kind === 'act' ? p.writes : []).toEqual([]);
  });

  it('the older phrasings stay theirs: "skipping monday, sorry" cancels a visit', () => {
    expect(plan('skipping monday, sorry')).toMatchObject({ kind: 'act', writes: [{ kind: 'checkout', date: '2026-11-23' }] });
  });

  it('"my plans" without the hub\'s storage still lists the planned visits', async () => {
    const { say, sandbox, ada } = await testBot();
    sandbox.store.upsertVisit(ada.id, '2026-11-23', {}, null);
    const said = await say('my plans?');
    expect(said.text).toContain('Mon Nov 23: planned visit');
    expect(said.text).toContain("I can't read routines right now");
  });
});

/** The clauses of one message, read at the test clock. */
const clauses = (text: string) => understand(text, new Date(TEST_NOW), 'America/New_York').clauses;
const hubRead = (text: string) => clauses(text).flatMap((c) => (c.type === 'read' && c.command.kind === 'hub' ? [c.command.action] : []));
const hubWrites = (text: string) => clauses(text).flatMap((c) => (c.type === 'write' && c.write.op === 'hub' ? [{ ...c.write.action, sure: c.sure }] : []));

describe('hub phrasings read by word classes, not by the messages of a round (issue 26, hub rounds 1-5)', () => {
  // Someone (<anyone>, "who") at the hub (<at>, "present"), then what they know: KNOWER, or "any X people here".
  it.each([
    ["anybody around today who's good with elixir?", 'elixir'],
    ['who here uses terraform', 'terraform'],
    ['is there someone in the building familiar with tax law?', 'tax law'],
    ["who's at the hub that's into climbing", 'climbing'],
    ['any rust folks in today', 'rust'],
    ['is there a design person around', 'design'],
    ['who in the space is good at welding rn', 'welding'],
  ])('who knows: %s', (text, topic) => {
    expect(hubRead(text)).toEqual([{ intent: 'whoKnows', topic }]);
  });

  it('a question after "anyone know" is no skill, and "who knows X" with no place or day is not who is here', () => {
    expect(hubRead('anybody here know if the printer works?')).toEqual([]);
    expect(hubRead('who knows where my charger went')).toEqual([]);
    expect(hubRead('who knows rust')).toEqual([]);
  });

  // The next two weeks (said, or not) are the hub's `my plans`: planned, routine and skipped days.
  it.each(['what are my plans?', 'when am i in next', 'show me my upcoming visits', 'what am i down for over the next two weeks', 'remind me which days i booked', 'what have i got planned'])(
    'my plans: %s',
    (text) => {
      expect(hubRead(text)).toEqual([{ intent: 'myPlans' }]);
    },
  );

  it('a span beyond two weeks, or past visits, stay the visits', () => {
    expect(hubRead('my visits this month')).toEqual([]);
    expect(hubRead('what are my plans next month')).toEqual([]);
  });

  // A part of today, "just today" or "from now on" beside a follow say how long it lasts; "tell me …?" is an order.
  it.each([
    ['ping me when Ada gets in?', true],
    ['lmk if Bram shows up this morning', true],
    ['give me a shout once Cleo arrives', true],
    ['notify me when Cleo arrives, from now on', false],
    ['message me whenever Dario checks in going forward', false],
    ['whenever Dario checks in tell me. just today', true],
    ['just this once, tell me when Ada arrives', true],
    ['alert me every time Ada comes in, not just today', false],
    // A negated "only today" is lasting, though its last words alone say today.
    ['tell me when Cleo arrives. each time, not only today', false],
  ])('follow: %s (today only: %s)', (text, oneShot) => {
    const reading = understand(text, new Date(TEST_NOW), 'America/New_York');
    expect(hubWrites(text)).toEqual([expect.objectContaining({ intent: 'follow', oneShot, sure: true })]);
    expect(reading.unclear).toEqual([]);
    expect(reading.clauses.filter((c) => c.type === 'write')).toHaveLength(1);
  });

  it('"daily" or "weekly" before a thing names the thing, not a habit', () => {
    expect(hubWrites('keep me anonymous in the daily digest')).toEqual([expect.objectContaining({ intent: 'listed', listed: false })]);
    expect(clauses('show me the weekly chart').map((c) => c.intent)).not.toContain('repeat');
    expect(clauses('I come in daily').map((c) => c.intent)).toContain('repeat');
  });

  it('a hedge stays a hedge: "may", "might" and "if" about oneself offer, never act', () => {
    expect(hubWrites('I may be away dec 20 to jan 3')).toEqual([expect.objectContaining({ intent: 'away', sure: false })]);
    expect(hubWrites("I'd rather be anonymous in the digest, if that's possible")).toEqual([expect.objectContaining({ intent: 'listed', sure: false })]);
  });
});

describe('several hub requests in one message: each exact command reads its own sentence', () => {
  it.each([
    ['away dec 20 to jan 3. usually tue', ['away', 'routine']],
    ['usually tue, thu. reminders off', ['routine', 'reminders']],
    ['reminders morning. away next week', ['reminders', 'away']],
  ])('%s', (text, intents) => {
    expect(hubWrites(text).map((w) => [w.intent, w.sure])).toEqual(intents.map((i) => [i, true]));
  });

  it('a day list after a comma is still one routine', () => {
    expect(hubWrites('usually tue, thu')).toEqual([expect.objectContaining({ intent: 'routine', days: [2, 4] })]);
  });

  it('"no reminders" beside an away is the away (no reminders while away), not reminders off for good', () => {
    expect(hubWrites("I'll be travelling Dec 14 through Jan 4, no reminders please").map((w) => w.intent)).toEqual(['away']);
    expect(hubWrites('no reminders please').map((w) => w.intent)).toEqual(['reminders']);
  });

  it('the day one is back ends the time away and plans no visit; away said in other words, the day back is only offered (hub8)', () => {
    expect(hubWrites('on vacation from today, back dec 10')).toEqual([expect.objectContaining({ intent: 'away', from: '2026-11-20', to: '2026-12-09' })]);
    expect(clauses('on vacation from today, back dec 10').filter((c) => c.type === 'write' && c.write.op === 'checkin')).toEqual([]);
    const offered = clauses('on vacation starting today 🏖️ back on dec 10').filter((c) => c.type === 'write' && c.write.op === 'checkin');
    expect(offered.map((c) => c.type === 'write' && c.sure)).toEqual([false]);
    // Without any away, "back on dec 10" is a plan as before.
    expect(clauses('back on dec 10').map((c) => c.type === 'write' && c.write.op === 'checkin' && c.sure)).toEqual([true]);
  });

  it('"don\'t remind me" after a day taken off is about that day (the skip or cancel stops its reminder), not reminders off for good (hub8)', () => {
    expect(hubWrites("I won't be in on Wednesday the 2nd, please don't remind me")).toEqual([]);
    expect(clauses("I won't be in on Wednesday the 2nd, please don't remind me").map((c) => (c.type === 'write' ? c.write.op : c.type))).toEqual(['cancel']);
    expect(hubWrites('skip fri, no reminders').map((w) => w.intent)).toEqual(['skip']);
  });

  it('both are carried out, and both answered', async () => {
    const w = await hubWorld();
    const bot = await hubBot(w);
    const said = await bot.say(user(1001), 'away dec 20 to jan 3. usually tue');
    expect(said).toMatch(/^Away Sun Dec 20 to Sun Jan 3/m);
    expect(said).toMatch(/you usually come on Tuesdays/);
    expect(await bot.say(user(1001), 'my plans')).toMatch(/Tuesday/);
  }, 30_000);
});
