import type { Profile } from '../directory/schemas.js';
import type { IsoDate } from '../time/hub-date.js';
import type { CommandContext } from './context.js';
import { targetReplies } from './replies/common.js';

/**
 * Answers about one person (is Ada here? when was she last here? her
 * visits): a member not listed by name, or ghost on `date`, is not talked
 * about, except to themselves and to admins (issue 26). Replies and returns
 * true when hidden; asked before any directory call, so the answer cannot
 * depend on whether they came.
 */
export async function hiddenPerson(ctx: CommandContext, who: { profile: Profile; self: boolean }, date: IsoDate): Promise<boolean> {
  const policy = ctx.deps.hub?.policy;
  if (!policy || who.self || ctx.deps.settings.admins.includes(ctx.sender.zulipId)) return false;
  if (policy.visibility(who.profile.id, date, 'person') === 'named') return false;
  // What anyone is told about a member the privacy policy hides: the same words, whether or not they came.
  await ctx.reply(targetReplies.cannotTell());
  return true;
}
