import type { Profile } from '../directory/schemas.js';
import type { Subject } from './command.js';
import type { CommandContext } from './context.js';
import { attempt } from './failures.js';
import { lookup, notFoundText } from './handlers/whois.js';
import { isPrivateWith } from './privacy.js';
import { resolveSelf, type Resolved } from './targets.js';
import { targetReplies } from './replies/common.js';

/**
 * The one person a question is about ("is Bram here?"): the sender, an exact
 * name among the matches, or the only match. Several matches get a short list
 * to pick from; reading needs no admin rights.
 */
export async function onePerson(ctx: CommandContext, subject: Subject): Promise<Resolved> {
  if (subject.kind === 'self') return resolveSelf(ctx);
  const found = await attempt(ctx, () => lookup(ctx, subject));
  if ('outcome' in found) return found;
  if (found.value === 'loading') {
    await ctx.reply(targetReplies.stillLoading());
    return { outcome: 'rejected' };
  }
  const matches = found.value;
  const wanted = subject.kind === 'name' ? subject.text.toLowerCase() : undefined;
  const exact = matches.filter((p) => p.name.toLowerCase() === wanted || p.first_name.toLowerCase() === wanted);
  const profile: Profile | undefined = matches.length === 1 ? matches[0] : exact.length === 1 ? exact[0] : undefined;
  if (profile) {
    ctx.deps.members.remember(profile);
    return { profile, self: profile.zulip_id !== null && profile.zulip_id === ctx.sender.zulipId };
  }
  if (matches.length === 0) {
    await ctx.reply(notFoundText(subject, isPrivateWith(ctx.place, ctx.sender)));
    return { outcome: 'rejected' };
  }
  const shown = matches.slice(0, 5).map((p) => targetReplies.matchLine(p.name, p.zulip_id, p.id));
  await ctx.reply(targetReplies.manyMatch(matches.length, shown));
  return { outcome: 'rejected' };
}
