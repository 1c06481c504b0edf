import type { Profile } from '../../directory/schemas.js';
import { andMore, splitByPolicy } from '../../privacy/policy.js';
import { excerpt, personRef, quoted } from '../../text/markdown.js';
import { hubToday } from '../../time/hub-date.js';
import { collect } from '../../util/collect.js';
import type { HubAction } from '../hub-action.js';
import type { CommandContext, Outcome } from '../context.js';
import { attempt } from '../failures.js';
import { listFor } from '../limits.js';
import { whoKnowsReplies } from '../replies/lookups.js';

/** Profiles looked at for a topic at most: 10 pages of 50. */
const MAX_PROFILES = 500;

/** The first highlighted text of a search hit (bio, interests, …) as plain text, cut around the match. */
export function snippet(profile: Profile): string | undefined {
  for (const [field, value] of Object.entries(profile)) {
    if (!field.endsWith('_hl') || field === 'name_hl' || typeof value !== 'string' || !value.includes('highlight')) continue;
    const at = value.indexOf('<span');
    const plain = (s: string) => s.replace(/<[^>]*>/g, '').replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"');
    const before = plain(value.slice(0, at));
    const start = Math.max(0, before.length - 40);
    const text = plain(value).slice(start);
    return `${start > 0 ? '…' : ''}${excerpt(text, 100)}`;
  }
  return undefined;
}

/**
 * "who's here into rust": today's visitors whose directory profile matches
 * (the directory's search, intersected with today's visits), each with the
 * matching words. Mention-safe (silent mentions, neutralised snippets); the
 * privacy policy decides who is named and who is only counted.
 */
export async function whoKnows(action: Extract<HubAction, { intent: 'whoKnows' }>, ctx: CommandContext): Promise<Outcome> {
  const today = hubToday(ctx.deps.clock.now(), ctx.deps.settings.timeZone);
  const visits = await attempt(ctx, () => collect(ctx.deps.directory.walkHubVisits({ date: today }, ctx.signal)));
  if ('outcome' in visits) return visits.outcome;
  const topic = quoted(action.topic);
  if (visits.value.length === 0) {
    await ctx.reply(whoKnowsReplies.nobodyToday(topic));
    return 'ok';
  }
  const here = new Set(visits.value.map((v) => v.person.id));
  const found = await attempt(ctx, async () => {
    const hits: Profile[] = [];
    let seen = 0;
    for await (const profile of ctx.deps.directory.walkProfiles({ query: action.topic }, ctx.signal)) {
      if (here.has(profile.id)) hits.push(profile);
      if (++seen >= MAX_PROFILES) break;
    }
    return hits;
  });
  if ('outcome' in found) return found.outcome;
  const { named, unnamed } = splitByPolicy(found.value, (p) => p.id, today, 'search', ctx.deps.hub?.policy);
  if (named.length + unnamed === 0) {
    await ctx.reply(whoKnowsReplies.nobodyMentions(visits.value.length, topic));
    return 'ok';
  }
  const lines = named.map((p) => {
    const said = snippet(p);
    return whoKnowsReplies.line(personRef(p.name, p.zulip_id), said);
  });
  const { shown, more } = listFor(ctx.place, lines);
  const total = named.length + unnamed;
  await ctx.reply([whoKnowsReplies.header(total, topic), ...shown, ...(more ? [more] : []), ...(unnamed ? [`- ${andMore(unnamed)}`] : [])].join('\n'));
  return 'ok';
}
