import { describe, expect, it } from 'vitest';
import type { FakeMessage } from '../support/fake-zulip/index.js';
import { runningBot, type RunningBot } from '../support/running.js';
import type { World } from '../support/world.js';
import { ADA, BOT, BRAM, DIGEST_STREAM } from '../support/world.js';

/**
 * Alerts to the admins, through the bot as `frontdesk run` assembles it, on
 * fake time: the fake Zulip refuses or accepts, the sandbox directory fails
 * or answers, and the scheduler's hour of retries passes on the fake clock
 * (no test sleeps, and the directory client's retry waits pass on it too).
 */

/** Fri Nov 20, 17:31 in New York: a minute after the default digest schedule (30 17 * * 1-5), within its catch-up window. */
const AFTER_DIGEST_TIME = '2026-11-20T22:31:00Z';
const DATE = '2026-11-20';
const MINUTE = 60_000;
const ADA_PERSON_ID = 5000;

/** The alert DMs Bram (the only admin) got from the bot, in order. */
function alerts(bot: RunningBot): string[] {
  const toBram = (m: FakeMessage) => m.type === 'private' && m.recipientIds.includes(BRAM.id) && !m.recipientIds.includes(ADA.id);
  return bot.w.botMessages().filter(toBram).map((m) => m.content);
}

function digestPosts(bot: RunningBot): FakeMessage[] {
  return bot.w.botMessages().filter((m) => m.type === 'stream' && m.topic === 'hub attendance');
}

/** Resolves when the digest's scheduler records an attempt that `predicate` accepts. */
function digestRecord(bot: RunningBot, predicate: (r: { ok: boolean; gaveUp?: boolean; refused?: string | undefined }) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = bot.ops.schedules.subscribe((post, record) => {
      if (post.name !== 'digest' || !predicate(record)) return;
      stop();
      resolve();
    });
  });
}

/** Ada visited on the digest's date, so the digest has something to post. */
function adaVisited(w: World): void {
  w.sandbox.store.upsertVisit(ADA_PERSON_ID, DATE, { notes: 'pairing on a parser' }, 'Hub Kiosk');
}

const digestConfig = (stream = DIGEST_STREAM) => ({ admins: [BRAM.id], digest: { enabled: true, stream } });

describe('alerts: the digest failing after its retries', () => {
  it('directory unreachable for the whole hour: "directory down" once after 10 minutes, "digest failed" once, then both recover when the next run posts', async () => {
    let gaveUp!: Promise<void>;
    const bot = await runningBot({
      at: AFTER_DIGEST_TIME,
      config: digestConfig(),
      prepare: (w) => {
        adaVisited(w);
        // Every visits request is handled but its connection is cut: the directory is unreachable (not a timeout,
        // so the circuit breaker, which runs on real time, stays closed and the recovery is heard at once).
        w.sandbox.injectFault({ dropAnswer: true, times: 100_000, match: (_method, path) => path.startsWith('/api/v1/hub_visits') });
      },
    }).then((b) => ((gaveUp = digestRecord(b, (r) => !r.ok && r.gaveUp === true)), b));
    await gaveUp;
    await bot.w.zulip.waitFor(() => alerts(bot).some((a) => a.includes('digest for')));
    const failedAt = bot.clock.now().getTime();
    // The scheduler gives up when the next wait (up to 15 min, ±20%) would end past the hour.
    expect(failedAt - Date.parse(AFTER_DIGEST_TIME)).toBeGreaterThan(40 * MINUTE);
    expect(failedAt - Date.parse(AFTER_DIGEST_TIME)).toBeLessThanOrEqual(60 * MINUTE);
    const digestAlerts = alerts(bot).filter((a) => a.includes('digest for'));
    expect(digestAlerts).toHaveLength(1);
    expect(digestAlerts[0]).toMatch(
      /^⚠ frontdesk alert: the digest for 2026-11-20 failed after its retries \(last error: GET \/api\/v1\/hub_visits.*\); it will not be posted unless someone posts it by hand: `frontdesk digest --date 2026-11-20 --post`\.$/,
    );
    // The directory down alert: once, although every retry in the hour failed again.
    const downAlerts = alerts(bot).filter((a) => a.includes('has not answered'));
    expect(downAlerts).toHaveLength(1);
    expect(downAlerts[0]).toMatch(/^⚠ frontdesk alert: the directory has not answered for 1\d minutes \(last: ECONNRESET\)\.$/);
    expect(digestPosts(bot)).toHaveLength(0);

    // The directory is back; the next run (here the catch-up of the same date, as a restart would) posts.
    bot.w.sandbox.clearFaults();
    bot.clock.advance(5 * MINUTE);
    const posted = digestRecord(bot, (r) => r.ok);
    await bot.scheduler!.catchUp();
    await posted;
    await bot.w.zulip.waitFor(() => alerts(bot).length >= 4);
    expect(digestPosts(bot)).toHaveLength(1);
    expect(alerts(bot).slice(2).sort()).toEqual(['✅ frontdesk recovered: the digest for 2026-11-20 was posted.', '✅ frontdesk recovered: the directory answers again.']);
  }, 60_000);

  it('"digest failed" is repeated at most once an hour while runs keep failing', async () => {
    let posted!: Promise<void>;
    const bot = await runningBot({ at: AFTER_DIGEST_TIME, config: digestConfig(), prepare: adaVisited }).then((b) => ((posted = digestRecord(b, (r) => r.ok)), b));
    // The start-up catch-up posts the digest; then two dates' runs fail after their retries, 40 minutes apart, and a third 70 minutes after the first.
    await posted;
    expect(digestPosts(bot)).toHaveLength(1);
    const failure = (date: string) => ({ ok: false as const, date, at: bot.clock.now(), error: 'GET /api/v1/hub_visits: ECONNRESET', gaveUp: true });
    bot.ops.schedules.record('digest', failure('2026-11-23'));
    bot.clock.advance(40 * MINUTE);
    bot.ops.schedules.record('digest', failure('2026-11-24'));
    bot.clock.advance(30 * MINUTE);
    bot.ops.schedules.record('digest', failure('2026-11-25'));
    await bot.w.zulip.waitFor(() => alerts(bot).length >= 2);
    // A sentinel through the same conversation: anything sent before it has arrived.
    await bot.transport.send({ type: 'dm', recipientIds: [BRAM.id] }, 'sentinel');
    expect(alerts(bot).filter((a) => a !== 'sentinel').map((a) => /digest for (\S+)/.exec(a)?.[1])).toEqual(['2026-11-23', '2026-11-25']);
  });
});

describe('alerts: Zulip refusing the digest stream', () => {
  it('the bot may not post in the stream: one alert at the first refusal (not one per retry in the hour), and a recovery notice when a post goes through', async () => {
    let refused!: Promise<void>;
    let gaveUp!: Promise<void>;
    const bot = await runningBot({
      at: AFTER_DIGEST_TIME,
      config: digestConfig(),
      prepare: (w) => {
        adaVisited(w);
        // An admin made the stream "admins only" (Zulip 10+: who can post), and the bot is not one.
        w.zulip.setPosters(DIGEST_STREAM, [ADA.id]);
      },
    }).then((b) => ((refused = digestRecord(b, (r) => r.refused !== undefined)), (gaveUp = digestRecord(b, (r) => r.gaveUp === true)), b));
    await refused;
    await gaveUp;
    await bot.w.zulip.waitFor(() => alerts(bot).length >= 2);
    const refusals = alerts(bot).filter((a) => a.includes('refuses'));
    // Every attempt of the hour was refused; one alert, at the first.
    const posts = bot.w.zulip.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/messages' && r.form.type === 'stream' && r.userId === BOT.id);
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(posts.every((r) => r.status === 400)).toBe(true);
    expect(refusals).toEqual([
      '⚠ frontdesk alert: Zulip refuses the digest in #announce > hub attendance: "You do not have permission to post in this channel." (BAD_REQUEST). Check that the stream exists and the bot may post there (Zulip: stream settings), or fix digest.stream / digest.topic.',
    ]);
    expect(alerts(bot).filter((a) => a.includes('failed after its retries'))).toHaveLength(1);

    // The stream's setting fixed: the next run posts, and both conditions end.
    bot.w.zulip.setPosters(DIGEST_STREAM, undefined);
    bot.clock.advance(10 * MINUTE);
    const posted = digestRecord(bot, (r) => r.ok);
    await bot.scheduler!.catchUp();
    await posted;
    await bot.w.zulip.waitFor(() => alerts(bot).filter((a) => a.startsWith('✅')).length === 2);
    expect(digestPosts(bot)).toHaveLength(1);
    expect(alerts(bot).filter((a) => a.startsWith('✅')).sort()).toEqual([
      '✅ frontdesk recovered: the digest for 2026-11-20 was posted.',
      '✅ frontdesk recovered: the digest was posted to #announce > hub attendance again.',
    ]);
  }, 60_000);

  it('a digest stream that does not exist: the alert names Zulip\'s own answer', async () => {
    let refused!: Promise<void>;
    const bot = await runningBot({ at: AFTER_DIGEST_TIME, config: digestConfig('no-such-stream'), prepare: adaVisited }).then(
      (b) => ((refused = digestRecord(b, (r) => r.refused !== undefined)), b),
    );
    await refused;
    await bot.w.zulip.waitFor(() => alerts(bot).length >= 1);
    expect(alerts(bot)[0]).toBe(
      '⚠ frontdesk alert: Zulip refuses the digest in #no-such-stream > hub attendance: "Invalid narrow operator: unknown channel" (BAD_NARROW). Check that the stream exists and the bot may post there (Zulip: stream settings), or fix digest.stream / digest.topic.',
    );
  });
});

describe('alerts: repeated 429s', () => {
  it('five 429s in ten minutes from the directory and Zulip together: one alert, not repeated within the hour, a recovery notice after ten quiet minutes, and again after an hour', async () => {
    const bot = await runningBot({ at: '2026-11-20T15:00:00Z', config: { admins: [BRAM.id] } });
    const { w } = bot;
    const toAda = (m: FakeMessage) => m.recipientIds.includes(ADA.id);
    const ask = async () => {
      const reply = w.nextReply(toAda, 8_000);
      w.zulip.sendDm(ADA.id, [BOT.id], "who's here");
      return (await reply).content;
    };
    const directory429s = (times: number) =>
      w.sandbox.injectFault({ status: 429, body: '{"message":"rate_limited"}', times, match: (method, path) => method === 'GET' && path.startsWith('/api/v1/hub_visits') });

    // Three 429s on one command's three attempts; the reply itself meets a 429 from Zulip (retried after 1 s).
    directory429s(3);
    w.zulip.rateLimitNext(1, 1, /\/api\/v1\/messages$/);
    expect(await ask()).toMatch(/rate|busy|try again/i);
    expect(alerts(bot)).toEqual([]);
    // The fifth, a minute later: the alert.
    bot.clock.advance(MINUTE);
    directory429s(1);
    await ask();
    await w.zulip.waitFor(() => alerts(bot).length === 1);
    expect(alerts(bot)).toEqual([
      '⚠ frontdesk alert: 5 answers 429 (rate limited) in the last 10 minutes: the bot is sending too much, or another client shares its account.',
    ]);

    // More 429s within the hour: no second alert.
    bot.clock.advance(5 * MINUTE);
    directory429s(2);
    await ask();
    expect(alerts(bot)).toHaveLength(1);

    // Ten minutes without one: the next exchange brings the recovery notice.
    bot.clock.advance(11 * MINUTE);
    await ask();
    await w.zulip.waitFor(() => alerts(bot).length === 2);
    expect(alerts(bot)[1]).toBe('✅ frontdesk recovered: no more 429s for 10 minutes.');

    // An hour later, five more: alerted again.
    bot.clock.advance(60 * MINUTE);
    directory429s(5);
    await ask();
    await ask();
    await w.zulip.waitFor(() => alerts(bot).length === 3);
    expect(alerts(bot)[2]).toMatch(/^⚠ frontdesk alert: 5 answers 429/);
  }, 30_000);
});

describe('alerts: the weekly report (the same wiring as the digest)', () => {
  it('a reports stream that does not exist: the refusal at once, the failure after the hour, each naming the week and how to post it by hand', async () => {
    let gaveUp!: Promise<void>;
    const bot = await runningBot({
      // Mon Nov 23, 09:01 in New York: a minute after the default report schedule (0 9 * * 1).
      at: '2026-11-23T14:01:00Z',
      config: { admins: [BRAM.id], reports: { stream: 'staff' } },
    }).then((b) => {
      gaveUp = new Promise((resolve) => b.ops.schedules.subscribe((post, record) => post.name === 'weekly report' && !record.ok && record.gaveUp && resolve()));
      return b;
    });
    await gaveUp;
    await bot.w.zulip.waitFor(() => alerts(bot).length >= 2);
    expect(alerts(bot)).toEqual([
      '⚠ frontdesk alert: Zulip refuses the weekly report in #staff > weekly hub report: "Invalid narrow operator: unknown channel" (BAD_NARROW). Check that the stream exists and the bot may post there (Zulip: stream settings), or fix reports.stream / reports.topic.',
      '⚠ frontdesk alert: the weekly report of the week of 2026-11-16 failed after its retries (last error: GET /messages: BAD_NARROW: Invalid narrow operator: unknown channel); it will not be posted unless someone posts it by hand: `frontdesk report --week 2026-11-16 --post`.',
    ]);
  });
});
