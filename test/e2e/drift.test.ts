import { describe, expect, it } from 'vitest';
import { isPostFor } from '../../src/checkins/posts.js';
import { testClock } from '../support/test-clock.js';
import { isBroken } from '../../src/sandbox/drift.js';
import { hubToday } from '../../src/time/hub-date.js';
import { parsePrometheusText } from '../support/prom-text.js';
import { ADA, BOT, COMMUNITY, HUB_STREAM, world } from '../support/world.js';

const NY = 'America/New_York';

/**
 * The compiled bot against a directory that answers drifted (`--quirks
 * production,drift`: src/sandbox/drift.ts): ids as text, dates with a time,
 * booleans in every *_truncated, batches as bare names, app_data as JSON text,
 * epoch stamps… and one member in 16 whose profile has no name and whose
 * visits have no usable person id. Every member whose required fields are
 * intact is checked in, found, listed and in the digest; a 👋 still checks in.
 * (The bot is a child process on the test clock, as the sandbox is.)
 */
describe('frontdesk run against a drifted directory', () => {
  it('answers checkin, whois, who\'s here and the digest for every member whose required fields are intact', async () => {
    // Every second, as the other scheduled-post tests: node-cron runs on the machine's clock, not the test clock
    // (pinned dates), and the post is kept exactly once whatever the number of runs.
    const runAt = testClock.now();
    const w = await world({
      sandbox: { quirks: 'production', drift: 'all' },
      config: {
        directory: { index: true },
        health: { port: 0 },
        checkins: { stream: HUB_STREAM, topic: 'check-ins', schedule: '* * * * * *', weekSchedule: false, jitterSeconds: 0, confirm: 'none' },
      },
    });
    const today = hubToday(runAt, NY);
    const profiles = w.sandbox.store.profiles();
    const broken = profiles.filter((p) => isBroken(p.id));
    const intact = profiles.filter((p) => !isBroken(p.id));
    expect(broken.length).toBeGreaterThan(0);
    // A broken member at the hub today, whatever the day's demo data (a Sunday has few visits): its visit is skipped.
    w.sandbox.store.upsertVisit(broken[0]!.id, today, { notes: '' }, 'Hub Kiosk');
    const bot = await w.startBot();
    const built = await bot.waitFor(/"profiles":(\d+),"linked":\d+,"skipped":(\d+)[^\n]*"msg":"member index built"/, 10_000);
    expect([Number(built[1]), Number(built[2])]).toEqual([intact.length, broken.length]);

    // A 👋 on the morning post checks in a member who had no visit today.
    const reacting = intact.find((p) => p.zulip_id !== null && !w.sandbox.store.visit(p.id, today))!;
    await w.zulip.waitFor(() => w.botMessages().some((m) => isPostFor('morning', m.content, today)), 10_000);
    const post = w.botMessages().find((m) => isPostFor('morning', m.content, today))!;
    w.zulip.react(reacting.zulip_id!, post.id, 'wave');
    await w.zulip.waitFor(() => w.sandbox.store.visit(reacting.id, today) !== undefined, 8_000);

    // Every member on Zulip checks in by DM.
    const onZulip = profiles.filter((p) => COMMUNITY.some((u) => u.id === p.zulip_id));
    const before = new Set(w.botMessages().map((m) => m.id));
    for (const p of onZulip) w.zulip.sendDm(p.zulip_id!, [BOT.id], 'checkin');
    const replyTo = (zulipId: number) => w.botMessages().find((m) => !before.has(m.id) && m.type === 'private' && m.recipientIds.includes(zulipId));
    await w.zulip.waitFor(() => onZulip.every((p) => replyTo(p.zulip_id!)), 15_000);
    for (const p of onZulip) {
      const reply = replyTo(p.zulip_id!)!.content;
      if (isBroken(p.id)) expect(reply, `${p.id}`).not.toMatch(/Checked you in|already checked in/);
      else {
        expect(reply, `${p.id}`).toMatch(/✅ (Checked you in|You were already checked in) for today/);
        expect(w.sandbox.store.visit(p.id, today), `${p.id}`).toBeDefined();
      }
    }

    // whois by person id, for every intact member: their card.
    const asked = new Set(w.botMessages().map((m) => m.id));
    for (const p of intact) w.zulip.sendDm(ADA.id, [BOT.id], `whois ${p.id}`);
    const cards = () => w.botMessages().filter((m) => !asked.has(m.id) && m.recipientIds.includes(ADA.id));
    await w.zulip.waitFor(() => cards().length >= intact.length, 15_000);
    intact.forEach((p, i) => expect(cards()[i]!.content, `whois ${p.id}`).toContain(`**${p.first_name} ${p.last_name}**`));

    // who's here and the digest name every intact visitor of today, and nobody else.
    const visitors = w.sandbox.store.listVisits({ date: today });
    const intactVisitors = visitors.filter((v) => !isBroken(v.person_id)).map((v) => profiles.find((p) => p.id === v.person_id)!);
    expect(intactVisitors.length).toBeGreaterThan(onZulip.length / 2);
    for (const [command, header] of [["who's here", /\*\*(\d+) people\*\* at the hub today/], ['digest', /\*\*Hub attendance for [^*]+\*\*: (\d+) people/]] as const) {
      const reply = w.nextReply((m) => m.recipientIds.includes(ADA.id));
      w.zulip.sendDm(ADA.id, [BOT.id], command);
      const text = (await reply).content;
      expect(Number(header.exec(text)?.[1]), `${command}: ${text.slice(0, 200)}`).toBe(intactVisitors.length);
      for (const p of intactVisitors) expect(text, `${command} names ${p.id}`).toContain(`${p.first_name} ${p.last_name}`);
    }

    // The operator sees what was ignored: one log line per field and problem, counters in /metrics.
    const lines = bot.stdout().split('\n').filter((l) => l.includes('"component":"decode"') && l.includes('"field":"bio_truncated"') && l.includes('"shape":"profile"'));
    expect(lines).toHaveLength(1);
    const url = (await bot.waitFor(/"url":"(http:\/\/127\.0\.0\.1:\d+)","endpoints"/))[1]!;
    const families = parsePrometheusText(await (await fetch(`${url}/metrics`)).text());
    const sample = (name: string, labels: Record<string, string>) =>
      (families.get(name)?.samples ?? []).filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((sum, s) => sum + s.value, 0);
    expect(sample('frontdesk_ignored_fields_total', { shape: 'profile', field: 'bio_truncated', problem: 'a boolean' })).toBeGreaterThanOrEqual(intact.length);
    // Named by the alternative that was there but wrong: last_name, sent as a number.
    expect(sample('frontdesk_skipped_records_total', { shape: 'profile', field: 'last_name', problem: 'a number' })).toBeGreaterThanOrEqual(broken.length);
    expect(sample('frontdesk_skipped_records_total', { shape: 'visit', field: 'person' })).toBeGreaterThan(0);
    expect(sample('frontdesk_ignored_fields_total', { shape: 'stint', field: 'for_half_batch', problem: 'a string' })).toBeGreaterThan(0);
  }, 90_000);
});
