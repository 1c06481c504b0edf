import { DirectoryNotFoundError } from '../directory/errors.js';
import type { Profile } from '../directory/schemas.js';
import { neutralise, personRef } from '../text/markdown.js';
import type { Target } from './command.js';
import type { CommandContext, Outcome } from './context.js';
import { replyDirectoryFailure } from './failures.js';

export type Resolved = { profile: Profile; self: boolean } | { outcome: Outcome };

/** The sender's own profile, or a reply saying what to check. */
export async function resolveSelf(ctx: CommandContext): Promise<Resolved> {
  let profile: Profile | null;
  try {
    profile = await ctx.deps.members.resolve(ctx.sender, ctx.signal);
  } catch (error) {
    return { outcome: await replyDirectoryFailure(ctx, error) };
  }
  if (profile) return { profile, self: true };
  const email = ctx.sender.deliveryEmail ?? ctx.sender.email;
  await ctx.reply(
    [
      `I couldn't find a directory profile linked to your Zulip account (Zulip user id ${ctx.sender.zulipId}).`,
      `Check that your directory profile lists this Zulip account${email ? ` or uses the same email (${neutralise(email)})` : ''}, then try again in a minute.`,
    ].join(' '),
  );
  return { outcome: 'rejected' };
}

/**
 * The profile a command is about. Writes (`action` given, e.g. "check in")
 * on someone else need the sender to be an admin.
 */
export async function resolveTarget(ctx: CommandContext, target: Target, action?: string): Promise<Resolved> {
  if (target.kind === 'self' || namesSender(ctx, target)) return resolveSelf(ctx);
  const admin = ctx.deps.settings.admins.includes(ctx.sender.zulipId);
  const refuse = async () => {
    await ctx.reply(`Only frontdesk admins can ${action} someone else. To ${action} yourself, leave out the name.`);
    return { outcome: 'rejected' } as const;
  };
  // An id-less mention or an email might still be the sender: look first, refuse only if it is someone else.
  if (action && !admin && target.kind === 'mention' && target.zulipId !== null) return refuse();
  try {
    const profile = target.kind === 'email' ? await byEmail(ctx, target.email) : await byMention(ctx, target.name, target.zulipId);
    if (profile) {
      const self = profile.zulip_id !== null && profile.zulip_id === ctx.sender.zulipId;
      if (action && !admin && !self) return refuse();
      return { profile, self };
    }
  } catch (error) {
    return { outcome: await replyDirectoryFailure(ctx, error) };
  }
  if (action && !admin) return refuse();
  const who = target.kind === 'email' ? `the email ${neutralise(target.email)}` : personRef(target.name, target.zulipId);
  await ctx.reply(`I couldn't find a directory profile for ${who}.`);
  return { outcome: 'rejected' };
}

/** Naming yourself (your own mention or email) is acting for yourself. */
function namesSender(ctx: CommandContext, target: Target): boolean {
  if (target.kind === 'self') return true;
  if (target.kind === 'mention') return target.zulipId !== null ? target.zulipId === ctx.sender.zulipId : target.name.toLowerCase() === ctx.sender.fullName.toLowerCase();
  const emails = [ctx.sender.email, ctx.sender.deliveryEmail].filter((e): e is string => typeof e === 'string').map((e) => e.toLowerCase());
  return emails.includes(target.email.toLowerCase());
}

async function byEmail(ctx: CommandContext, email: string): Promise<Profile | undefined> {
  try {
    return await ctx.deps.directory.getProfileByEmail(email, ctx.signal);
  } catch (error) {
    if (error instanceof DirectoryNotFoundError) return undefined;
    throw error;
  }
}

/** A mention with an id resolves like a sender; without one, by a unique exact-name match. */
export async function byMention(ctx: CommandContext, name: string, zulipId: number | null): Promise<Profile | undefined> {
  if (zulipId !== null) return (await ctx.deps.members.resolveMention(zulipId, name, ctx.signal)) ?? undefined;
  const hits = await ctx.deps.directory.searchProfiles({ query: name, limit: 50 }, ctx.signal);
  const exact = hits.filter((p) => p.name.toLowerCase() === name.toLowerCase());
  return exact.length === 1 ? exact[0] : undefined;
}
