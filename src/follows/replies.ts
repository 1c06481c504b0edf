import { orSend } from '../text/yes-no.js';
import { excerpt, personRef } from '../text/markdown.js';
import { templates } from '../text/templates.js';

/**
 * What follows send members: arrival alerts, follow requests (a DM the bot
 * reads back by its ASKS sentence, src/follows/approvals.ts), the answers to
 * them, and what a tap on one says. Names as silent mentions, notes neutralised.
 */
export const followsReplies = templates('follows', {
  byFob: () => 'by fob',
  onTheWeb: () => 'on the web',
  inChat: () => 'in chat',
  atTheKiosk: () => 'at the kiosk',
  onDate: (date: string, detail: string) => `on ${date}${detail ? ` (${detail})` : ''}`,
  earlierToday: (detail: string) => `earlier today${detail ? ` (${detail})` : ''}`,
  now: (time: string | undefined, how: string | undefined) => `${time ? `at ${time}` : 'just now'}${how ? ` (${how})` : ''}`,
  arrived: (name: string, zulipId: number | null, when: string, notes: string) => `${personRef(name, zulipId)} arrived at the hub ${when}${notes ? `: ${excerpt(notes)}` : ''}`,
  oneArrival: (line: string) => `👋 ${line}`,
  arrivals: (lines: string[]) => ['👋 Arrivals at the hub:', ...lines.map((l) => `- ${l}`)].join('\n'),
  approval: (ref: string, asks: string, personId: number) =>
    `${ref} ${asks}. React ✅ to allow it, or ❌ to refuse (they are not told).\n` +
    `${orSend(`allow ${personId}`, `refuse ${personId}`)} \`privacy\` shows and changes who may follow you.)`,
  refused: () => "OK: they won't hear about your arrivals, and they are not told you said no.",
  saidYes: (ref: string) => `${ref} said yes: I'll tell you when they arrive at the hub.`,
  noLongerPending: () => "That follow request is no longer pending (they don't ask to follow you any more), so nothing changed.",
  allowed: () => 'OK: they will get a DM when you arrive. `privacy` shows and changes who may follow you.',
  tapNoProfile: () => "I couldn't find a directory profile linked to your Zulip account, so that tap changed nothing.",
  tapNoDirectory: () => "The directory didn't answer, so that tap changed nothing. Remove it and tap again in a minute.",
});
