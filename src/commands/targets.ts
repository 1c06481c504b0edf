import { DirectoryNotFoundError } from '../directory/errors.js';
import type { Profile } from '../directory/schemas.js';
import { isPlaceholderEmail, stripDisplaySuffixes } from '../members/names.js';
import type { ZulipIdentity } from '../chat.js';
import type { MemberLookup } from '../members/resolver.js';
import { personRef } from '../text/markdown.js';
import type { Target } from './command.js';
import type { CommandContext, Outcome } from './context.js';
import { replyDirectoryFailure } from './failures.js';
import { isPrivateWith } from './privacy.js';
import { targetReplies } from './replies/common.js';

export type Resolved = { profile: Profile; self: boolean } | { outcome: Outcome };


/** The sender's own profile, or a reply saying what to check. */
export async function resolveSelf(ctx: CommandContext): Promise<Resolved> {
  let lookup: MemberLookup;
  try {
    lookup = await ctx.deps.members.resolve(ctx.sender, { signal: ctx.signal, onSlow: () => void ctx.reply(targetReplies.oneMoment()).catch(() => undefined) });
  } catch (error) {
    return { outcome: await replyDirectoryFailure(ctx, error) };
  }
  if (lookup.status === 'found') {
    if (lookup.unlinked && ctx.deps.members.shouldExplainLinking(ctx.sender.zulipId)) await ctx.reply(targetReplies.linkHint(lookup.profile.name));
    return { profile: lookup.profile, self: true };
  }
  if (lookup.status === 'loading') {
    await ctx.reply(targetReplies.stillLoading());
    return { outcome: 'rejected' };
  }
  // Their Zulip email (perhaps the hidden delivery_email) only where nobody else reads it.
  const email = isPrivateWith(ctx.place, ctx.sender)
    ? [ctx.sender.deliveryEmail, ctx.sender.email].find((e) => e && !isPlaceholderEmail(e, ctx.sender.zulipId))
    : undefined;
  await ctx.reply(targetReplies.noProfile(ctx.sender.zulipId, email));
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
    await ctx.reply(targetReplies.adminsOnly(action));
    return { outcome: 'rejected' } as const;
  };
  // An id-less mention or an email might still be the sender: look first, refuse only if it is someone else.
  if (action && !admin && target.kind === 'mention' && target.zulipId !== null) return refuse();
  let found: Profile | 'loading' | undefined;
  try {
    found = target.kind === 'email' ? await byEmail(ctx, target.email) : await byMention(ctx, target.name, target.zulipId);
  } catch (error) {
    return { outcome: await replyDirectoryFailure(ctx, error) };
  }
  if (found === 'loading') {
    await ctx.reply(targetReplies.stillLoading());
    return { outcome: 'rejected' };
  }
  if (found) {
    const self = found.zulip_id !== null && found.zulip_id === ctx.sender.zulipId;
    if (action && !admin && !self) return refuse();
    return { profile: found, self };
  }
  if (action && !admin) return refuse();
  const email = isPrivateWith(ctx.place, ctx.sender) && target.kind === 'email' ? targetReplies.theEmail(target.email) : targetReplies.thatEmail();
  const who = target.kind === 'email' ? email : personRef(target.name, target.zulipId);
  await ctx.reply(targetReplies.notFound(who));
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

/**
 * A mention, resolved the way Zulip resolves it: `|id` names the Zulip user;
 * without one, the Zulip user whose full name it is (the realm's users). That
 * user goes through `zulip_id` like a sender. Failing that, the name without
 * its `(pronouns) (batch)` suffixes, by a unique exact match in the directory.
 * 'loading': nobody found yet, and the member index is still being built.
 */
export async function byMention(ctx: CommandContext, name: string, zulipId: number | null): Promise<Profile | 'loading' | undefined> {
  const users = await zulipUsersNamed(ctx, name, zulipId);
  const viaZulip = async (waitForIndex: boolean) => {
    let loading = false;
    for (const user of users) {
      const lookup = await ctx.deps.members.resolveMention(user, { signal: ctx.signal, waitForIndex });
      if (lookup.status === 'found') return lookup.profile;
      loading ||= lookup.status === 'loading';
    }
    return loading ? ('loading' as const) : undefined;
  };
  // A cold index is waited for only when the name finds nobody either.
  const first = await viaZulip(false);
  if (first !== undefined && first !== 'loading') return first;
  const plain = stripDisplaySuffixes(name);
  const hits = await ctx.deps.directory.searchProfiles({ query: plain, limit: 50 }, ctx.signal);
  const exact = hits.filter((p) => p.name.toLowerCase() === plain.toLowerCase());
  if (exact.length === 1) return exact[0];
  return first === 'loading' ? viaZulip(true) : undefined;
}

/** The Zulip user(s) a mention names: the one with its id, or the one whose full name it is (none when ambiguous). */
async function zulipUsersNamed(ctx: CommandContext, name: string, zulipId: number | null): Promise<ZulipIdentity[]> {
  if (zulipId !== null) return [{ zulipId, fullName: name }];
  const people = ctx.deps.people;
  if (!people) return [];
  try {
    const users = await people.findByFullName(name, ctx.signal);
    // Two users with one name: Zulip would have inserted `|id`; the name alone can't tell them apart.
    return users.length === 1 ? users : [];
  } catch (error) {
    ctx.deps.log.warn({ err: error }, 'could not look up Zulip users for a mention; falling back to the name');
    return [];
  }
}
