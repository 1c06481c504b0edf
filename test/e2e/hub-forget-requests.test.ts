import { describe, expect, it } from 'vitest';
import { botStorage, dmsTo, hubBot, hubWorld, user } from '../support/hub-bot.js';

const ADA = user(1001);
const DARIO = user(1004);

/** Ada asks to follow Dario (who allows approved followers): Dario gets the request, with ✅ and ❌ added by the bot. */
async function requested() {
  const w = await hubWorld();
  const bot = await hubBot(w);
  expect(await bot.say(ADA, 'follow Dario Nettlefold')).toMatch(/^I've asked @_\*\*Dario Nettlefold\|1004\*\*/);
  const ask = dmsTo(w, DARIO.id).at(-1)!;
  await w.zulip.waitFor(() => ask.reactions.length === 2);
  /** Every key and value of bot storage that names this person id. */
  const naming = async (personId: number) => Object.entries(await botStorage(w)).filter(([k, v]) => new RegExp(`\\b${personId}\\b`).test(`${k} ${v}`));
  return { w, bot, ask, ada: w.person(ADA).id, dario: w.person(DARIO).id, naming };
}

describe('forget me is not undone by an old follow request (fake Zulip, sandbox, fake time)', () => {
  it('the follower forgot themselves: ✅, ❌ or `allow` on the old request writes nothing, and the followed member is told it is no longer pending', async () => {
    const { w, bot, ask, ada, naming } = await requested();
    expect(await bot.say(ADA, 'forget me')).toMatch(/^Done: I deleted everything I held about you/);
    expect(await naming(ada)).toEqual([]);
    const before = await botStorage(w);

    w.zulip.react(DARIO.id, ask.id, 'check');
    await bot.untilTaps(1);
    expect(await naming(ada)).toEqual([]);
    expect(dmsTo(w, DARIO.id).at(-1)!.content).toMatch(/^That follow request is no longer pending/);
    w.zulip.react(DARIO.id, ask.id, 'x');
    await bot.untilTaps(2);
    expect(await bot.say(DARIO, `allow ${ada}`)).toMatch(/^That follow request is no longer pending/);

    expect(await naming(ada)).toEqual([]);
    expect(await botStorage(w)).toEqual(before);
    expect(dmsTo(w, ADA.id).filter((m) => /said yes/.test(m.content))).toEqual([]);
  }, 60_000);

  it('the followed member forgot themselves: ✅ on the old request writes nothing either', async () => {
    const { w, bot, ask, dario, naming } = await requested();
    expect(await bot.say(DARIO, 'forget me')).toMatch(/^(Done: I deleted|I held nothing)/);
    expect(await naming(dario)).toEqual([]);
    expect(await bot.say(ADA, 'following')).toMatch(/^You follow nobody/);

    w.zulip.react(DARIO.id, ask.id, 'check');
    await bot.untilTaps(1);
    expect(await naming(dario)).toEqual([]);
    expect(dmsTo(w, DARIO.id).at(-1)!.content).toMatch(/^That follow request is no longer pending/);
    expect(dmsTo(w, ADA.id).filter((m) => /said yes/.test(m.content))).toEqual([]);
  }, 60_000);

  it('a request still open is answered as before: ✅ allows the follower, and they are told', async () => {
    const { w, bot, ask, ada, dario } = await requested();
    w.zulip.react(DARIO.id, ask.id, 'check');
    await bot.untilTaps(1);
    expect(dmsTo(w, DARIO.id).at(-1)!.content).toMatch(/^OK: they will get a DM when you arrive/);
    expect(dmsTo(w, ADA.id).at(-1)!.content).toMatch(/said yes: I'll tell you when they arrive/);
    expect(JSON.parse((await botStorage(w))[`m:${dario}`]!)).toMatchObject({ al: [ada] });
  }, 60_000);
});
