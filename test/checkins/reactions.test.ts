import { describe, expect, it } from 'vitest';
import { DirectoryClient } from '../../src/directory/client.js';
import { addDaysIso } from '../../src/time/hub-date.js';
import { weekOf } from '../../src/checkins/posts.js';
import { TEST_TOKEN } from '../support/sandbox.js';
import { BOT, OTHER_BOT, type World } from '../support/world.js';
import { checkinBot, checkinWorld, dmsTo, STRANGER, today, writes, type CheckinBot } from '../support/checkins.js';

async function morningPost(bot: CheckinBot, date = today()): Promise<number> {
  await bot.checkins.post('morning', date);
  return (await bot.checkins.find('morning', date))!.messageId;
}

function visitOf(w: World, personId: number, date: string) {
  return w.sandbox.store.visit(personId, date);
}


describe('check-in by reaction (fake Zulip, sandbox directory)', () => {
  it('👋 on the morning post: one PATCH on its date with the tag, quiet; removing it: one DELETE', async () => {
    const w = await checkinWorld();
    const bot = await checkinBot(w);
    const postId = await morningPost(bot);
    const [ada] = w.users;
    expect(w.zulip.messages.find((m) => m.id === postId)!.reactions).toEqual([{ emojiName: 'wave', userId: BOT.id }]);

    const before = w.sandbox.requests.length;
    w.zulip.react(ada!.id, postId, 'wave');
    await bot.untilHandled(1);
    expect(writes(w, before).map((r) => `${r.method} ${r.path}`)).toEqual([`PATCH /api/v1/hub_visits/1/${today()}`]);
    const body = new URLSearchParams(writes(w, before)[0]!.body);
    expect(JSON.parse(body.get('app_data')!)).toEqual({ frontdesk_reaction: { message_id: postId, emoji: 'wave', zulip_id: ada!.id } });
    expect(body.has('notes')).toBe(false);
    expect(visitOf(w, 1, today())).toBeDefined();
    expect(dmsTo(w, ada!.id)).toEqual([]);

    const mid = w.sandbox.requests.length;
    w.zulip.unreact(ada!.id, postId, 'wave');
    await bot.untilHandled(2);
    expect(writes(w, mid).map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE /api/v1/hub_visits/1/${today()}`]);
    expect(visitOf(w, 1, today())).toBeUndefined();
    expect(dmsTo(w, ada!.id)).toEqual([]);
  });

  it('an alias of the emoji counts (hello is wave); with confirm: dm each check-in and cancellation gets a DM', async () => {
    const w = await checkinWorld();
    const bot = await checkinBot(w, { confirm: 'dm' });
    const postId = await morningPost(bot);
    const [ada] = w.users;
    w.zulip.react(ada!.id, postId, 'hello');
    await bot.untilHandled(1);
    expect(visitOf(w, 1, today())).toBeDefined();
    w.zulip.unreact(ada!.id, postId, 'hello');
    await bot.untilHandled(2);
    expect(dmsTo(w, ada!.id).map((m) => m.content)).toEqual([expect.stringMatching(/^Checked in for today/), expect.stringMatching(/^Cancelled your visit today/)]);
  });

  it('removing 👋 after notes were added keeps the visit, drops the tag, and DMs why', async () => {
    const w = await checkinWorld();
    const bot = await checkinBot(w);
    const postId = await morningPost(bot);
    const [ada] = w.users;
    w.zulip.react(ada!.id, postId, 'wave');
    await bot.untilHandled(1);
    await new DirectoryClient({ baseUrl: w.sandbox.url, token: TEST_TOKEN }).replaceHubVisitNotes(1, today(), 'pairing on the parser');
    const mid = w.sandbox.requests.length;
    w.zulip.unreact(ada!.id, postId, 'wave');
    await bot.untilHandled(2);
    expect(writes(w, mid).map((r) => r.method)).toEqual(['PATCH']);
    expect(JSON.parse(new URLSearchParams(writes(w, mid)[0]!.body).get('app_data')!)).toEqual({ frontdesk_reaction: null });
    expect(visitOf(w, 1, today())?.notes).toBe('pairing on the parser');
    const [dm] = dmsTo(w, ada!.id);
    expect(dm!.content).toMatch(/^I kept your visit today \(.+\): it has notes now\. Send me `checkout \d{4}-\d\d-\d\d` if you want it gone\.$/);
  });

  it('a visit that was already there (another app made it) is neither tagged nor written; taking the reaction back keeps it', async () => {
    const w = await checkinWorld();
    w.sandbox.store.upsertVisit(1, today(), { app_data: { source: 'kiosk' } }, 'Hub Kiosk');
    const bot = await checkinBot(w);
    const postId = await morningPost(bot);
    const [ada] = w.users;
    const before = w.sandbox.requests.length;
    w.zulip.react(ada!.id, postId, 'wave');
    await bot.untilHandled(1);
    expect(writes(w, before)).toEqual([]);
    expect(visitOf(w, 1, today())?.app_data).toEqual({ source: 'kiosk' });
    w.zulip.unreact(ada!.id, postId, 'wave');
    await bot.untilHandled(2);
    expect(writes(w, before)).toEqual([]);
    expect(visitOf(w, 1, today())?.app_data).toEqual({ source: 'kiosk' });
    expect(dmsTo(w, ada!.id)).toHaveLength(1);
    expect(dmsTo(w, ada!.id)[0]!.content).toContain('it was not made by that reaction');
  });

  it("a reaction on yesterday's post writes nothing and DMs once, however often it is repeated", async () => {
    const w = await checkinWorld();
    const bot = await checkinBot(w);
    const yesterday = addDaysIso(today(), -1);
    const postId = await morningPost(bot, yesterday);
    const [ada] = w.users;
    const before = w.sandbox.requests.length;
    w.zulip.react(ada!.id, postId, 'wave');
    w.zulip.unreact(ada!.id, postId, 'wave');
    w.zulip.react(ada!.id, postId, 'wave');
    // Taps on one post settle into one action (or a few, as the events come in): however many, one DM.
    await bot.untilHandled(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(w.sandbox.requests.length).toBe(before);
    // Handling a reaction includes sending its DM: nothing more can come.
    expect(dmsTo(w, ada!.id)).toHaveLength(1);
    expect(dmsTo(w, ada!.id)[0]!.content).toMatch(new RegExp(`^That post is for yesterday \\(.+\\), which has passed, so your :wave: there changes nothing\\. To record a past visit, send me \`checkin ${yesterday}\`\\.$`));
  });

  it('a member with no linked profile gets one DM saying what to do, and nothing is written', async () => {
    const w = await checkinWorld();
    const bot = await checkinBot(w);
    const postId = await morningPost(bot);
    w.zulip.react(STRANGER.id, postId, 'wave');
    w.zulip.unreact(STRANGER.id, postId, 'wave');
    w.zulip.react(STRANGER.id, postId, 'wave');
    await bot.untilHandled(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(writes(w)).toEqual([]);
    expect(dmsTo(w, STRANGER.id)).toHaveLength(1);
    expect(dmsTo(w, STRANGER.id)[0]!.content).toMatch(/^I couldn't find a directory profile linked to your Zulip account, so your :wave: did not record a check-in today .*react again\.$/);
  });

  it("the bot's own reaction, another bot's, and other emoji are ignored", async () => {
    const w = await checkinWorld();
    const bot = await checkinBot(w);
    const postId = await morningPost(bot);
    const [ada] = w.users;
    w.zulip.react(OTHER_BOT.id, postId, 'wave');
    w.zulip.react(ada!.id, postId, 'tada');
    w.zulip.react(ada!.id, postId, 'one');
    w.zulip.react(ada!.id, postId, 'wave');
    await bot.untilHandled(1);
    await new Promise((r) => setTimeout(r, 300));
    // Only a person's 👋 reaches the handler: other emoji are not looked at, a bot's reaction is dropped once identified.
    expect(bot.handled.map((r) => [r.member.zulipId, r.emoji.name])).toEqual([[ada!.id, 'wave']]);
    expect(writes(w).map((r) => `${r.method} ${r.path}`)).toEqual([`PATCH /api/v1/hub_visits/1/${today()}`]);
    expect(w.botMessages().filter((m) => m.type === 'private')).toEqual([]);
  });

  it('the week post: one keycap per weekday; three reactions plan three days', async () => {
    const w = await checkinWorld();
    const bot = await checkinBot(w);
    const monday = weekOf(addDaysIso(today(), 7));
    await bot.checkins.post('week', monday);
    const post = (await bot.checkins.find('week', monday))!;
    const message = w.zulip.messages.find((m) => m.id === post.messageId)!;
    expect(message.content.split('\n')[0]).toBe(`**Hub plans for the week of Monday, ${monday}**`);
    expect(message.reactions.map((r) => r.emojiName)).toEqual(['one', 'two', 'three', 'four', 'five']);
    const [, bram] = w.users;
    for (const emoji of ['one', 'three', 'five']) w.zulip.react(bram!.id, post.messageId, emoji);
    await bot.untilHandled(3);
    const planned = writes(w).map((r) => `${r.method} ${r.path}`);
    expect(planned).toEqual([0, 2, 4].map((d) => `PATCH /api/v1/hub_visits/2/${addDaysIso(monday, d)}`));
    expect(visitOf(w, 2, addDaysIso(monday, 2))?.app_data).toEqual({ frontdesk_reaction: { message_id: post.messageId, emoji: 'three', zulip_id: bram!.id } });
  });

  it('posting the same morning post twice (two processes by mistake) leaves one post, with one 👋 of the bot', async () => {
    const w = await checkinWorld();
    const [a, b] = await Promise.all([checkinBot(w), checkinBot(w)]);
    const outcomes = await Promise.all([a.checkins.post('morning', today()), b.checkins.post('morning', today())]);
    const posts = w.botMessages().filter((m) => m.type === 'stream' && m.topic === 'check-ins');
    expect(posts).toHaveLength(1);
    expect(outcomes.sort()).toEqual(['lost-race', 'posted']);
    expect(posts[0]!.reactions).toEqual([{ emojiName: 'wave', userId: BOT.id }]);
    expect(await a.checkins.post('morning', today())).toBe('already-posted');
  });

  it('an add applied twice (the event, then a reconciliation that raced it) writes once', async () => {
    const w = await checkinWorld();
    const bot = await checkinBot(w);
    const postId = await morningPost(bot);
    const [ada] = w.users;
    w.zulip.react(ada!.id, postId, 'wave');
    await bot.untilHandled(1);
    const before = w.sandbox.requests.length;
    const post = (await bot.checkins.find('morning', today()))!;
    const day = { date: today(), emoji: { name: 'wave', code: '1f44b' } };
    const member = { zulipId: ada!.id, fullName: ada!.fullName, email: ada!.email };
    expect(await bot.checkins.reactions.add(member, post, day)).toBe('already');
    expect(writes(w, before)).toEqual([]);
    expect(bot.checkins.reactions.applied.changedSince(post, day, ada!.id, 0)).toBe(true);
  });
});
