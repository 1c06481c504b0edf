import { Follows } from '../../follows/follows.js';
import { personRef } from '../../text/markdown.js';
import type { HubAction } from '../hub-action.js';
import type { CommandContext, Outcome } from '../context.js';
import { attempt } from '../failures.js';
import { onePerson } from '../person.js';
import { whoisQuery } from '../reading.js';
import { namesIn } from '../hub-parse.js';
import { hubAndMe, saving } from './hub-common.js';
import { followersReplies, followReplies } from '../replies/hub.js';
import { targetReplies } from '../replies/common.js';


/** The worst of several outcomes: one failure fails the whole. */
async function eachOf(names: string[], run: (who: string) => Promise<Outcome>): Promise<Outcome> {
  const outcomes: Outcome[] = [];
  for (const who of names) outcomes.push(await run(who));
  return outcomes.includes('failed') ? 'failed' : outcomes.includes('rejected') ? 'rejected' : 'ok';
}

export function follow(action: Extract<HubAction, { intent: 'follow' }>, ctx: CommandContext): Promise<Outcome> {
  return eachOf(namesIn(action.who), (who) => followOne({ ...action, who }, ctx));
}

export function unfollow(action: Extract<HubAction, { intent: 'unfollow' }>, ctx: CommandContext): Promise<Outcome> {
  return eachOf(namesIn(action.who), (who) => unfollowOne({ ...action, who }, ctx));
}

async function followOne(action: Extract<HubAction, { intent: 'follow' }>, ctx: CommandContext): Promise<Outcome> {
  const got = await hubAndMe(ctx);
  if ('outcome' in got) return got.outcome;
  const { hub, party, today } = got;
  const them = await onePerson(ctx, whoisQuery(action.who));
  if ('outcome' in them) return them.outcome;
  const followee = { personId: them.profile.id, name: them.profile.name, zulipId: them.profile.zulip_id };
  return saving(ctx, async () => {
    const result = await hub.follows.follow(party, followee, today, action.oneShot);
    const ref = personRef(followee.name, followee.zulipId);
    const replies = {
      self: followReplies.self(),
      cannot: targetReplies.cannotTell(),
      following: action.oneShot ? followReplies.today(ref) : followReplies.following(ref),
      asked: followReplies.asked(ref, action.oneShot),
      waiting: followReplies.waiting(ref),
    };
    await ctx.reply(replies[result]);
    return result === 'self' || result === 'cannot' ? 'rejected' : 'ok';
  });
}

async function unfollowOne(action: Extract<HubAction, { intent: 'unfollow' }>, ctx: CommandContext): Promise<Outcome> {
  const got = await hubAndMe(ctx);
  if ('outcome' in got) return got.outcome;
  const them = await onePerson(ctx, whoisQuery(action.who));
  if ('outcome' in them) return them.outcome;
  return saving(ctx, async () => {
    const ref = personRef(them.profile.name, them.profile.zulip_id);
    const was = await got.hub.follows.unfollow(got.party, them.profile.id, got.today);
    await ctx.reply(was ? followReplies.stopped(ref) : followReplies.notFollowing(ref));
    return was ? 'ok' : 'rejected';
  });
}

export async function following(ctx: CommandContext): Promise<Outcome> {
  const got = await hubAndMe(ctx);
  if ('outcome' in got) return got.outcome;
  const { hub, me, today } = got;
  const mine = hub.records.get(me.id);
  const ids = [...new Set([...mine.following, ...Object.keys(mine.once).map(Number)])];
  if (ids.length === 0) {
    await ctx.reply(followReplies.followNobody());
    return 'ok';
  }
  const profiles = await attempt(ctx, () => ctx.deps.members.lookupMany(ids, ctx.signal));
  if ('outcome' in profiles) return profiles.outcome;
  const lines = ids.map((id) => {
    const p = profiles.value.get(id);
    const ref = personRef(p?.name ?? followReplies.someone(id), p?.zulip_id);
    // A member who allows nobody (any more) looks like one who has not said yes: nothing is given away.
    const status = Follows.allowed(hub.records.get(id), me.id) ? '' : followReplies.waitingMark();
    const once = mine.following.includes(id) ? '' : mine.once[id] === today ? followReplies.todayOnly() : '';
    return followReplies.followingLine(ref, once, status);
  });
  await ctx.reply([followReplies.followingHeader(ids.length), ...lines].join('\n'));
  return 'ok';
}

export async function followers(ctx: CommandContext): Promise<Outcome> {
  const got = await hubAndMe(ctx);
  if ('outcome' in got) return got.outcome;
  const { hub, me, today } = got;
  const mine = hub.records.get(me.id);
  const them = hub.records.followersOf(me.id, today);
  const setting = followersReplies.setting(mine.followable);
  if (them.length === 0) {
    await ctx.reply(followersReplies.nobody(setting));
    return 'ok';
  }
  const profiles = await attempt(ctx, () => ctx.deps.members.lookupMany(them.map(([id]) => id), ctx.signal));
  if ('outcome' in profiles) return profiles.outcome;
  const lines = them.map(([id]) => {
    const p = profiles.value.get(id);
    const status = Follows.allowed(mine, id) ? followersReplies.told() : mine.refused.includes(id) ? followersReplies.refused() : mine.followable === 'nobody' ? followersReplies.allowNobody() : followersReplies.asking(id);
    return followersReplies.line(personRef(p?.name ?? followReplies.someone(id), p?.zulip_id), status);
  });
  await ctx.reply([followersReplies.header(them.length), ...lines, setting].join('\n'));
  return 'ok';
}

export async function answerFollow(action: Extract<HubAction, { intent: 'answerFollow' }>, ctx: CommandContext): Promise<Outcome> {
  const got = await hubAndMe(ctx);
  if ('outcome' in got) return got.outcome;
  const them = await onePerson(ctx, whoisQuery(action.who));
  if ('outcome' in them) return them.outcome;
  return saving(ctx, async () => {
    await ctx.reply(await got.hub.follows.answer(got.party, them.profile.id, action.allow, got.today));
    return 'ok';
  });
}
