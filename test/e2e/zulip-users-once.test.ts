import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { isPostFor } from '../../src/checkins/posts.js';
import { hubToday } from '../../src/time/hub-date.js';
import { people, STRANGER } from '../support/checkins.js';
import { BOT, HUB_STREAM, world } from '../support/world.js';
import { testClock } from '../support/test-clock.js';

const NY = 'America/New_York';
const usersList = (path: string) => path === '/api/v1/users';

/** A six-field cron for one instant in hub time (second minute hour, every day). */
function cronAt(at: Date): string {
  const t = new TZDate(at.getTime(), NY);
  return `${t.getSeconds()} ${t.getMinutes()} ${t.getHours()} * * *`;
}

describe('frontdesk run: one cache of the realm users', () => {
  it('a reaction (who reacted) and a mention without an id (who is named) share one GET /users', async () => {
    const { users, profiles } = people(2);
    const [reactor, named] = users as [(typeof users)[0], (typeof users)[0]];
    // An RC-style display name, as Zulip's compose box inserts it in a mention.
    named.fullName = `${named.fullName} (she) (W1'26)`;
    const runAt = new Date(testClock.now().getTime() - 60_000);
    const w = await world({
      users: [...users, STRANGER],
      sandbox: { quirks: 'production', data: { profiles, visits: [] } },
      // The run time has passed today: the start catches the morning post up.
      config: { checkins: { stream: HUB_STREAM, topic: 'check-ins', schedule: cronAt(runAt), weekSchedule: false, jitterSeconds: 0 } },
    });
    const date = hubToday(runAt, NY);
    await w.startBot();
    await w.zulip.waitFor(() => w.botMessages().some((m) => isPostFor('morning', m.content, date) && m.reactions.length > 0), 8_000);
    const post = w.botMessages().find((m) => isPostFor('morning', m.content, date))!;
    expect(w.zulip.requests.filter((r) => usersList(r.path))).toHaveLength(0);

    // Who reacted: the transport's lookup loads the list.
    w.zulip.react(reactor.id, post.id, 'wave');
    await w.zulip.waitFor(() => w.sandbox.store.visit(1, date) !== undefined, 5_000);
    // Who is named: the same list answers; a mention lookup of its own would fetch it again.
    w.zulip.sendDm(reactor.id, [BOT.id], `whois @**${named.fullName}**`);
    const reply = await w.nextReply((m) => m.recipientIds.includes(reactor.id));
    expect(reply.content).toContain(`|${named.id}**`);
    expect(w.zulip.requests.filter((r) => usersList(r.path) && r.userId === BOT.id)).toHaveLength(1);
  }, 30_000);
});
