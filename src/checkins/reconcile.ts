import type { HubVisit } from '../directory/schemas.js';
import type { IsoDate } from '../time/hub-date.js';
import type { CheckinBoard } from './board.js';
import { isEmoji } from './emoji.js';
import { postDays, type CheckinPost, type PostDay } from './posts.js';
import type { ReactionCheckins, ReactionDeps } from './reactions.js';
import { tagOf } from './tag.js';
import type { SubmitStep } from '../bot/reactions.js';
import type { TypedMarks } from './typed.js';

/** Runs `task` as a step of the member's actions (their queue, the claim, the time limit); resolves when it ran. */
export type Submit = SubmitStep;

/**
 * Brings the directory in line with a post's current reactions, for the post's
 * days from `today` on: a reaction without a visit is applied as if just added;
 * a visit tagged by a reaction that is gone is treated as a removal (deleted or
 * kept under the same rules, looking at the visit again first). A day the member
 * typed a command about is theirs: no reaction is applied to it. Reads the post
 * once and the directory's visits for its days with the list call; writes
 * nothing when both already agree.
 * Resolves, once every submitted task ran, with the number of changes it made or judged.
 */
export async function reconcilePost(
  post: CheckinPost,
  today: IsoDate,
  env: { board: CheckinBoard; deps: ReactionDeps; reactions: ReactionCheckins; typed: Pick<TypedMarks, 'has'>; submit: Submit; signal?: AbortSignal | undefined },
): Promise<number> {
  const { board, deps, reactions, typed, submit } = env;
  // Anything applied from here on is newer than the snapshot below: the steps yield to it.
  const since = reactions.applied.seq;
  const days = postDays(post).filter((d) => d.date >= today);
  if (days.length === 0) return 0;
  const message = await board.message(post.messageId);
  if (!message) return 0;
  const others = message.reactions.filter((r) => r.userId !== board.botUserId);
  const people = await board.people([...new Set(others.map((r) => r.userId))]);
  const visits = await visitsOn(days, env);
  let changes = 0;
  const tasks: Array<Promise<void>> = [];
  for (const day of days) {
    const reacted = new Set(others.filter((r) => people.has(r.userId) && isEmoji(r.emoji, day.emoji)).map((r) => r.userId));
    const onDay = visits.filter((v) => v.date === day.date);
    const visitors = new Set(onDay.map((v) => v.person.id));
    for (const userId of reacted) {
      const member = people.get(userId)!;
      // Resolved in the member's own queue (free once cached); a member with any visit that day needs nothing.
      tasks.push(submit(userId, async (signal) => {
        if (reactions.applied.changedSince(post, day, userId, since)) return;
        const lookup = await deps.members.resolve(member, { signal }).catch(() => undefined);
        if (lookup?.status === 'found' && visitors.has(lookup.profile.id)) return;
        // A typed command wins: a day the member typed about (a cancel, say) is not re-made from the reaction.
        if (await typed.has(day.date, userId)) return;
        if ((await reactions.add(member, post, day, signal)) !== 'already') changes++;
      }));
    }
    for (const visit of onDay) {
      const tag = tagOf(visit);
      if (!tag || tag.message_id !== post.messageId || tag.emoji !== day.emoji.name || reacted.has(tag.zulip_id)) continue;
      tasks.push(
        submit(tag.zulip_id, async (signal) => {
          if (reactions.applied.changedSince(post, day, tag.zulip_id, since)) return;
          changes++;
          await reactions.remove({ zulipId: tag.zulip_id, fullName: '' }, post, day, signal, visit.person.id);
        }),
      );
    }
  }
  await Promise.allSettled(tasks);
  return changes;
}

/** The visits on the post's days: one list walk (200 a page) for the morning's date or the week's range. */
async function visitsOn(days: PostDay[], env: { deps: ReactionDeps; signal?: AbortSignal | undefined }): Promise<HubVisit[]> {
  const first = days[0]!.date;
  const last = days.at(-1)!.date;
  const query = first === last ? { date: first } : { start_date: first, end_date: last };
  const out: HubVisit[] = [];
  for await (const visit of env.deps.directory.walkHubVisits(query, env.signal)) out.push(visit);
  return out;
}
