import { DirectoryNotFoundError } from '../../directory/errors.js';
import type { Profile } from '../../directory/schemas.js';
import { neutralise, personRef, quoted } from '../../text/markdown.js';
import type { WhoisQuery } from '../command.js';
import type { CommandContext, Handler } from '../context.js';
import { attempt } from '../failures.js';
import { isPrivateWith } from '../privacy.js';
import { profileCard } from '../profile-card.js';
import { byMention } from '../targets.js';
import { whoisReplies } from '../replies/lookups.js';
import { targetReplies } from '../replies/common.js';

const SHOWN_MATCHES = 5;

/** Look a member up; one match gets a card, several get a short list and how to narrow it. */
export const whois: Handler<'whois'> = async (cmd, ctx) => {
  const found = await attempt(ctx, () => lookup(ctx, cmd.query));
  if ('outcome' in found) return found.outcome;
  if (found.value === 'loading') {
    await ctx.reply(targetReplies.stillLoading());
    return 'rejected';
  }
  const matches = found.value;
  const showEmail = isPrivateWith(ctx.place, ctx.sender);
  if (matches.length === 0) {
    await ctx.reply(notFoundText(cmd.query, showEmail));
    return 'rejected';
  }
  const wanted = cmd.query.kind === 'name' ? cmd.query.text.toLowerCase() : undefined;
  const exact = matches.filter((p) => p.name.toLowerCase() === wanted);
  if (matches.length === 1 || exact.length === 1) {
    const profile = exact[0] ?? matches[0]!;
    ctx.deps.members.remember(profile);
    const others = matches.length - 1;
    const more = others > 0 ? whoisReplies.moreMatch(others) : '';
    await ctx.reply(profileCard(profile, { showEmail }) + more);
    return 'ok';
  }
  const shown = matches.slice(0, SHOWN_MATCHES).map((p) => whoisReplies.matchLine(personRef(p.name, p.zulip_id), batchOf(p), p.id));
  const rest = matches.length > SHOWN_MATCHES ? whoisReplies.andMore(matches.length - SHOWN_MATCHES) : '';
  const query = cmd.query.kind === 'name' ? quoted(cmd.query.text) : 'that';
  await ctx.reply(whoisReplies.matches(matches.length, query, shown, rest));
  return 'ok';
};

export async function lookup(ctx: CommandContext, query: WhoisQuery): Promise<Profile[] | 'loading'> {
  const { directory } = ctx.deps;
  const orNone = async (load: () => Promise<Profile | undefined>) => {
    try {
      const p = await load();
      return p ? [p] : [];
    } catch (error) {
      if (error instanceof DirectoryNotFoundError) return [];
      throw error;
    }
  };
  switch (query.kind) {
    case 'email':
      return orNone(() => directory.getProfileByEmail(query.email, ctx.signal));
    case 'id':
      return orNone(() => directory.getProfileById(query.personId, ctx.signal));
    case 'mention': {
      const found = await byMention(ctx, query.name, query.zulipId);
      return found === 'loading' ? found : found ? [found] : [];
    }
    case 'name':
      return directory.searchProfiles({ query: query.text, limit: 50 }, ctx.signal);
  }
}

function batchOf(profile: Profile): string {
  const batch = profile.stints.find((s) => s.batch?.short_name || s.batch?.name)?.batch;
  return batch ? ` (${neutralise(batch.short_name ?? batch.name)})` : '';
}

export function notFoundText(query: WhoisQuery, showEmail: boolean): string {
  switch (query.kind) {
    case 'email':
      return showEmail ? whoisReplies.noEmail(query.email) : whoisReplies.noEmailHidden();
    case 'id':
      return whoisReplies.noId(query.personId);
    case 'mention':
      return whoisReplies.noMention(query.name, query.zulipId);
    case 'name':
      return whoisReplies.noName(query.text);
  }
}
