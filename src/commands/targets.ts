import { DirectoryNotFoundError } from '../directory/errors.js';
import type { Profile } from '../directory/schemas.js';
import { isPlaceholderEmail, stripDisplaySuffixes } from '../members/names.js';
import type { ZulipIdentity } from '../chat.js';
import type { MemberLookup } from '../members/resolver.js';
import { neutralise, personRef } from '../text/markdown.js';
import type { Target } from './command.js';
import type { CommandContext, Outcome } from './context.js';
import { replyDirectoryFailure } from './failures.js';
import { isPrivateWith } from './privacy.js';

export type Resolved = { profile: Profile; self: boolean } | { outcome: Outcome };

export const STILL_LOADING =
  "I'm still loading the member directory after a restart, so I can't tell yet who that is. Try again in a minute.";
const ONE_MOMENT = 'One moment: I am still loading the member directory…';

/** The sender's own profile, or a reply saying what to check. */
export async function resolveSelf(ctx: CommandContext): Promise<Resolved> {
  let lookup: MemberLookup;
  try {
    lookup = await ctx.deps.members.resolve(ctx.sender, { signal: ctx.signal, onSlow: () => void ctx.reply(ONE_MOMENT).catch(() => undefined) });
  } catch (error) {
    return { outcome: await replyDirectoryFailure(ctx, error) };
  }
  if (lookup.status === 'found') {
    if (lookup.unlinked && ctx.deps.members.shouldExplainLinking(ctx.sender.zulipId)) await ctx.reply(linkHint(lookup.profile));
    return { profile: lookup.profile, self: true };
  }
  if (lookup.status === 'loading') {
    await ctx.reply(STILL_LOADING);
    return { outcome: 'rejected' };
  }
  // Their Zulip email (perhaps the hidden delivery_email) only where nobody else reads it.
  const email = isPrivateWith(ctx.place, ctx.sender)
    ? [ctx.sender.deliveryEmail, ctx.sender.email].find((e) => e && !isPlaceholderEmail(e, ctx.sender.zulipId))
    : undefined;
  await ctx.reply(
    [
      `I couldn't find a directory profile linked to your Zulip account (Zulip user id ${ctx.sender.zulipId}).`,
      `Check that your directory profile lists this Zulip account${email ? ` or uses the same email (${neutralise(email)})` : ''}, then try again in a minute.`,
    ].join(' '),
  );
  return { outcome: 'rejected' };
}

/** Said once per member whose profile we found by their verified email but which names no Zulip account. */
function linkHint(profile: Profile): string {
  return (
    `ℹ️ I found your directory profile (${neutralise(profile.name)}) by your email, but it isn't linked to your Zulip account. ` +
    'Link it in your directory profile settings (connect your Zulip account there), so that mentions of you, ' +
    "`who's here` and the digest can find you too. I'll only mention this once."
  );
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
  let found: Profile | 'loading' | undefined;
  try {
    found = target.kind === 'email' ? await byEmail(ctx, target.email) : await byMention(ctx, target.name, target.zulipId);
  } catch (error) {
    return { outcome: await replyDirectoryFailure(ctx, error) };
  }
  if (found === 'loading') {
    await ctx.reply(STILL_LOADING);
    return { outcome: 'rejected' };
  }
  if (found) {
    const self = found.zulip_id !== null && found.zulip_id === ctx.sender.zulipId;
    if (action && !admin && !self) return refuse();
    return { profile: found, self };
  }
  if (action && !admin) return refuse();
  const email = isPrivateWith(ctx.place, ctx.sender) && target.kind === 'email' ? `the email ${neutralise(target.email)}` : 'that email';
  const who = target.kind === 'email' ? email : personRef(target.name, target.zulipId);
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
