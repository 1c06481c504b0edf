import type { Profile, Stint } from '../directory/schemas.js';
import { neutralise, personRef } from '../text/markdown.js';
import { markdownLink, safeHref } from '../text/urls.js';

/**
 * A member's card for `whois`: name, pronouns, stints, location, role and
 * company, links, and a silent mention when linked to Zulip. Never the phone
 * number; the email only when `showEmail` (direct messages).
 */
export function profileCard(profile: Profile, options: { showEmail: boolean }): string {
  const safe = (text: string) => neutralise(text.replace(/\s+/g, ' ').trim());
  const title = [`**${safe(profile.name) || '(no name)'}**`];
  if (profile.pronouns) title.push(`(${safe(profile.pronouns)})`);
  if (profile.zulip_id !== null) title.push(`· ${personRef(profile.name, profile.zulip_id)}`);
  const lines = [title.join(' ')];

  const stints = profile.stints.map(stintText).filter(Boolean);
  if (stints.length) lines.push(`🎓 ${stints.map(safe).join('; ')}`);
  if (profile.current_location?.name) lines.push(`📍 ${safe(profile.current_location.name)}`);
  const work = [profile.employer_role, profile.company?.name].filter(Boolean).map((t) => safe(t!));
  if (work.length) lines.push(`💼 ${work.join(' at ')}`);
  const links = linksOf(profile);
  if (links.length) lines.push(`🔗 ${links.join(' · ')}`);
  if (options.showEmail && profile.email) lines.push(`✉️ ${safe(profile.email)}`);
  return lines.join('\n');
}

function stintText(stint: Stint): string {
  const kind = (stint.type ?? '').replace(/_/g, ' ');
  const name = stint.batch?.name ?? (kind ? kind.charAt(0).toUpperCase() + kind.slice(1) : '');
  if (!name) return '';
  const extras = [stint.batch && kind && kind !== 'retreat' ? kind : '', stint.for_half_batch ? 'half batch' : '', stint.in_progress ? 'now' : '']
    .filter(Boolean)
    .join(', ');
  return extras ? `${name} (${extras})` : name;
}

const SITES: Array<[keyof Profile, string, (handle: string) => string]> = [
  ['github', 'GitHub', (h) => `https://github.com/${h}`],
  ['twitter', 'Twitter', (h) => `https://twitter.com/${h.replace(/^@/, '')}`],
  ['linkedin', 'LinkedIn', (h) => `https://www.linkedin.com/in/${h}`],
  ['personal_site_url', 'Website', (h) => h],
  ['blog_url', 'Blog', (h) => h],
];

/**
 * Links with our own labels. A handle (`ada-q`) becomes the site's URL; a URL
 * becomes a link only when `safeHref` accepts it; anything else is shown as
 * inert text, so the member can still see what the directory holds.
 */
function linksOf(profile: Profile): string[] {
  const out: string[] = [];
  for (const [field, label, toUrl] of SITES) {
    const value = profile[field];
    if (typeof value !== 'string' || value.trim() === '') continue;
    const raw = value.trim();
    const href = safeHref(/^https?:\/\//i.test(raw) ? raw : /^[\w.-]{1,100}$/.test(raw) ? toUrl(raw) : '');
    out.push(href ? markdownLink(label, href) : `${label}: ${neutralise(raw.replace(/\s+/g, ' ').slice(0, 200))}`);
  }
  return out;
}
