import { describe, expect, it } from 'vitest';
import { addDaysIso } from '../../src/time/hub-date.js';
import { weekOf } from '../../src/checkins/posts.js';
import { checkinBot, checkinWorld, dmsTo, today } from '../support/checkins.js';

describe('what a reaction on a check-in post gets a member told (fake Zulip, sandbox directory)', () => {
  it("taking a reaction back on yesterday's post changes nothing, and says how to cancel that visit", async () => {
    const w = await checkinWorld();
    const bot = await checkinBot(w);
    const yesterday = addDaysIso(today(), -1);
    await bot.checkins.post('morning', yesterday);
    const postId = (await bot.checkins.find('morning', yesterday))!.messageId;
    const [ada] = w.users;
    // On and off again before the bot looks: taps on one post settle into what is there at the end (nothing).
    w.zulip.react(ada!.id, postId, 'wave');
    w.zulip.unreact(ada!.id, postId, 'wave');
    await bot.untilHandled(1);
    expect(dmsTo(w, ada!.id).map((m) => m.content)).toEqual([
      expect.stringMatching(new RegExp(`^That post is for yesterday \\(.+\\), which has passed, so removing your reaction changes nothing\\. To cancel that visit, send me \`checkout ${yesterday}\`\\.$`)),
    ]);
  });

  it('with confirm: dm, a keycap on the week post is confirmed as a planned visit', async () => {
    const w = await checkinWorld();
    const bot = await checkinBot(w, { confirm: 'dm' });
    // Next week's Monday: in another year at the turn of it ("Mon Jan 4, 2027").
    const monday = weekOf(addDaysIso(today(), 7));
    await bot.checkins.post('week', monday);
    const post = (await bot.checkins.find('week', monday))!;
    const [, bram] = w.users;
    w.zulip.react(bram!.id, post.messageId, 'one');
    await bot.untilHandled(1);
    expect(dmsTo(w, bram!.id).map((m) => m.content)).toEqual([expect.stringMatching(/^Planned: a visit Mon \w+ \d+(, \d{4})?\.$/)]);
  });

  it('a 👋 taken back while the directory fails: the visit may still be there, and how to cancel it', async () => {
    const w = await checkinWorld();
    const bot = await checkinBot(w);
    await bot.checkins.post('morning', today());
    const postId = (await bot.checkins.find('morning', today()))!.messageId;
    const [ada] = w.users;
    w.zulip.react(ada!.id, postId, 'wave');
    await bot.untilHandled(1);
    w.sandbox.injectFault({ status: 500, times: 20, match: (method) => method === 'DELETE' });
    w.zulip.unreact(ada!.id, postId, 'wave');
    await bot.untilHandled(2);
    expect(dmsTo(w, ada!.id).map((m) => m.content)).toEqual([
      expect.stringMatching(/^The directory had an error \(500\)\. Try again in a minute\. Your visit today \(.+\) may still be there: send me `checkout \d{4}-\d\d-\d\d` to cancel it\.$/),
    ]);
  });

  it("a 👋 while the member list is still loading: says so and records nothing, and the same tap works once it has loaded", async () => {
    const w = await checkinWorld(3, { hiddenEmails: true });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The index's first profile page is held: the member list stays cold until the test lets it go.
    w.sandbox.injectFault({ holdUntil: held, times: 1, match: (method, path) => method === 'GET' && /\/profiles(\?|$)/.test(path) });
    const bot = await checkinBot(w, { index: 'cold' });
    await bot.checkins.post('morning', today());
    const postId = (await bot.checkins.find('morning', today()))!.messageId;
    const [ada] = w.users;
    w.zulip.react(ada!.id, postId, 'wave');
    await bot.untilHandled(1);
    await w.zulip.waitFor(() => dmsTo(w, ada!.id).length > 0, 10_000);
    expect(dmsTo(w, ada!.id).map((m) => m.content)).toEqual([
      "I'm still loading the member list, so your :wave: did not record a check-in yet. Remove it and react again in a minute.",
    ]);
    expect(w.sandbox.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    release();
    // Once the list has loaded (not before: a tap in the few milliseconds it takes would rightly be told "still loading").
    await bot.untilIndexed();
    w.zulip.unreact(ada!.id, postId, 'wave');
    await bot.untilHandled(2);
    w.zulip.react(ada!.id, postId, 'wave');
    await bot.untilHandled(3);
    expect(w.sandbox.requests.filter((r) => r.method === 'PATCH' || r.method === 'POST').length).toBeGreaterThan(0);
  });
});
