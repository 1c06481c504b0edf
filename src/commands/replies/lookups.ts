import { inlineCode, personRef, quoted } from '../../text/markdown.js';
import { templates } from '../../text/templates.js';

/**
 * What the reading commands (whois, who's here, who knows, stats, chart,
 * digest preview, status) say. Slots arrive mention-safe (personRef,
 * neutralised excerpts, quoted queries).
 */

export const whoisReplies = templates('commands.whois', {
  moreMatch: (others: number) => `\n_(${others} more ${others === 1 ? 'person matches' : 'people match'}; add more of the name to see them.)_`,
  matchLine: (ref: string, batch: string, id: number) => `- ${ref}${batch}: \`whois ${id}\``,
  andMore: (n: number) => `\n…and ${n} more.`,
  matches: (count: number, query: string, shown: string[], rest: string) =>
    `${count >= 50 ? 'At least 50' : count} people match ${query}:\n${shown.join('\n')}${rest}\nNarrow it down with a full name, an email, or one of the \`whois\` commands above.`,
  noEmail: (email: string) => `No directory profile has the email ${quoted(email, 80)}.`,
  noEmailHidden: () => 'No directory profile has that email.',
  noId: (id: number) => `No directory profile has the id ${id}.`,
  noMention: (name: string, zulipId: number | null | undefined) => `I couldn't find a directory profile linked to ${personRef(name, zulipId)}.`,
  noName: (text: string) => `No one in the directory matches ${quoted(text)}. Try part of a name, an email or a GitHub username.`,
});

export const whosHereReplies = templates('commands.whosHere', {
  nobodyYetToday: (day: string) => `Nobody has checked in for ${day} yet. Be the first: \`checkin\`.`,
  nobodyPlanned: (day: string) => `Nobody has planned a visit for ${day} yet.`,
  nobodyCame: (on: string) => `Nobody visited the hub ${on}.`,
  onlyPlanned: (day: string) => `Nobody has checked in for ${day} yet.`,
  atTheHub: (count: string, day: string) => `${count} at the hub ${day}:`,
  stillHere: (count: string, day: string, here: number) => `${count} checked in ${day}; ${here} still here:`,
  planToCome: (count: string, one: boolean, on: string) => `${count} ${one ? 'plans' : 'plan'} to come ${on}:`,
  visited: (count: string, on: string) => `${count} visited ${on}:`,
  plannedHeader: (n: number) => `Planned, not arrived yet (${n}):`,
  visitor: (ref: string, notes: string | undefined, left: string | undefined) => `- ${ref}${notes ? `: ${notes}` : ''}${left ? ` (left ${left})` : ''}`,
  noVisits: (label: string, span: string) => `No hub visits ${label} (${span}).`,
  rangeHeader: (label: string, span: string, visits: string, people: string) => `**Hub visits ${label}** (${span}): ${visits} by ${people}`,
  dayCount: (day: string, n: number) => `- ${day}: ${n}`,
  visitorCount: (ref: string, n: number) => `${ref} (${n})`,
  visitors: (shown: string[], cut: boolean) => `Visitors: ${shown.join(', ')}${cut ? ', …' : ''}`,
});

export const whoKnowsReplies = templates('commands.whoKnows', {
  nobodyToday: (topic: string) => `Nobody has checked in today yet, so nobody here knows about ${topic}.`,
  nobodyMentions: (checkedIn: number, topic: string) => `Nobody here today (${checkedIn} checked in) mentions ${topic} in their profile.`,
  line: (ref: string, said: string | undefined) => `- ${ref}${said ? `: ${said}` : ''}`,
  header: (total: number, topic: string) => `**${total === 1 ? 'One person' : `${total} people`} here today** mention ${topic}:`,
});

export const statsReplies = templates('commands.stats', {
  notBegun: (Span: string) => `${Span} hasn't begun yet, so there are no visits to compare.`,
  extreme: (question: string, span: string, day: string, people: string, visits: string, average: number) =>
    `The ${question} day ${span} was **${day}**, with ${people}. ` + `(${visits} in all; ${average} a weekday on average.)`,
  average: (average: number, span: string, visits: string, weekdays: string) =>
    `On average **${average} ${average === 1 ? 'person' : 'people'}** came to the hub each weekday ${span} (${visits} over ${weekdays}).`,
  top: (span: string, lines: string[]) => `Most visits ${span}:\n${lines.join('\n')}`,
  topLine: (ref: string, visits: string) => `- ${ref}: ${visits}`,
  noVisits: (span: string) => `No visits ${span} yet.`,
  count: (visits: string, span: string, soFar: boolean) => `**${visits}** ${span}${soFar ? ' so far' : ''}.`,
  nothingToCompare: () => 'no visits to compare with',
  up: (change: number) => `**up ${change}%**`,
  down: (change: number) => `**down ${change}%**`,
  same: () => '**about the same**',
  trend: (span: string, average: number, then: number, before: string, direction: string) =>
    `Attendance ${span}: ${average} a weekday on average, against ${then} over the same weekdays of the span before ` + `(${before}): ${direction}.`,
});

export const chartReplies = templates('commands.chart', {
  title: (label: string) => `**Hub attendance ${label}**`,
});

export const digestReplies = templates('commands.digest', {
  preview: (text: string) => `*Digest preview: not posted anywhere; the real digest goes out on schedule.*\n\n${text}`,
});

export const statusReplies = templates('commands.status', {
  forAdmins: () => `The bot's status is for its admins. Your own visit ${inlineCode('today')}:\n`,
  dmOnly: () => `I show the bot's status only in a direct message with you (it has operational details). Send me ${inlineCode('status')} in a DM.`,
});
