import { templates } from '../../text/templates.js';

/**
 * What the hub's features (routines, reminders, plans, forecasts, follows)
 * say, and their storage failures. Privacy settings are in privacy.ts.
 * Names arrive as personRef (silent mentions).
 */

export const hubReplies = templates('commands.hub', {
  unavailable: () => "Follows, routines and privacy settings aren't available right now: I can't read my storage (Zulip's bot storage) yet. Try again in a minute.",
  storageFull: (adminsTold: boolean) => `My storage is full, so I couldn't save that; nothing changed. ${adminsTold ? "The bot's admins have been told." : "Please tell the bot's admins: nobody is set up to hear it from me."}`,
  storageFailed: () => "I couldn't save that (Zulip's storage didn't answer), so nothing changed. Try again in a minute.",
  storageUncertain: () =>
    "Zulip's storage didn't answer in time, so I can't tell yet whether that was saved. In a minute, `my plans`, `following` or `privacy` shows what I hold; send it again if it isn't there.",
});

export const routineReplies = templates('commands.routine', {
  cleared: () => 'Your routine is cleared: no more reminders.',
  remindersOff: () => 'Reminders are off (`reminders on` turns them on).',
  askMorning: (hour: string) => `Each of those mornings at ${hour} I'll ask whether you're coming: ✅ plans the visit, ❌ skips it.`,
  askEvening: (hour: string) => `The evening before each (at ${hour}) I'll ask whether you're coming: ✅ plans the visit, ❌ skips it.`,
  set: (days: string, when: string) => `Got it: you usually come on ${days}. That writes no visit. ${when} \`my plans\` shows the next two weeks.`,
  skipPassed: (date: string) => `${date} has passed; there is nothing to skip.`,
  skipped: (day: string) => `OK: no visit and no reminder ${day}.`,
  // The visit has notes: kept until the member says to cancel it.
  skippedKeptVisit: (day: string, date: string) => `OK: no reminder ${day}. You still have a visit planned that day, with notes: send \`cancel ${date}\` if you're not coming.`,
  awayPassed: () => 'That time has passed already.',
  away: (span: string) => `Away ${span}: no reminders then. Visits already planned in that time stay (\`my plans\` shows them).`,
  awaySpan: (from: string, to: string) => `${from} to ${to}`,
});

export const remindersReplies = templates('commands.reminders', {
  noRoutine: () => ' You have no routine yet: `usually tue thu` sets one.',
  off: () => 'Reminders off: I will not ask whether you are coming.',
  morning: (hour: string, routineNote: string) => `Reminders in the morning: at ${hour} on each routine day.${routineNote}`,
  evening: (hour: string, routineNote: string) => `Reminders the evening before each routine day, at ${hour}.${routineNote}`,
});

export const plansReplies = templates('commands.plans', {
  usually: (days: string) => `You usually come on ${days}.`,
  noRoutine: () => 'No routine set (`usually tue thu` sets one).',
  nothing: (note: string) => `Nothing planned for the next two weeks. ${note} \`checkin fri\` plans a visit.`,
  header: (end: string) => `**Your next two weeks** (to ${end}):`,
  noRoutines: () => "(I can't read routines right now, so only planned visits are shown.)",
});

export const forecastReplies = templates('commands.forecast', {
  passed: (short: string, date: string) => `${short} has passed: \`who's here ${date}\` shows who came.`,
  about: (n: number) => (n === 0 ? 'no' : `about ${n}`),
  between: (low: number, high: number) => `${low} to ${high}`,
  headline: (day: string, range: string, one: boolean) => `**Forecast for ${day}: ${range} ${one ? 'person' : 'people'}.**`,
  planned: (n: number) => `${n} planned so far`,
  usual: (n: number, day: string) => `${n} more usually ${n === 1 ? 'comes' : 'come'} on ${day}`,
  history: (n: number, day: string, low: number, high: number) => `the last ${n} ${day} had ${low} to ${high}`,
  noHistory: (day: string) => `no earlier ${day} to compare with`,
  sentence: (parts: string[]) => `${parts[0]} ${parts.slice(1).join('; ')}.`,
});

export const followReplies = templates('commands.follow', {
  self: () => "You can't follow yourself.",
  today: (ref: string) => `I'll tell you when ${ref} comes in today.`,
  following: (ref: string) => `Following ${ref}: I'll DM you when they arrive at the hub. \`unfollow\` stops it.`,
  asked: (ref: string, today: boolean) => `I've asked ${ref}. Once they agree, I'll DM you when they arrive${today ? ' today' : ''}.`,
  waiting: (ref: string) => `You asked to follow ${ref} already; they haven't said yes yet.`,
  stopped: (ref: string) => `Stopped: no more DMs when ${ref} arrives.`,
  notFollowing: (ref: string) => `You weren't following ${ref}.`,
  followNobody: () => 'You follow nobody. `follow NAME` gets you a DM when they arrive; "tell me when Ada comes in" does it for today.',
  someone: (id: number) => `member ${id}`,
  waitingMark: () => ' (waiting for them to agree)',
  todayOnly: () => ' (today only)',
  followingLine: (ref: string, once: string, status: string) => `- ${ref}${once}${status}`,
  followingHeader: (n: number) => `You follow ${n === 1 ? 'one member' : `${n} members`}:`,
});

export const followersReplies = templates('commands.followers', {
  setting: (followable: string) => `Who may follow you: **${followable}** (\`followable anyone\`, \`followable approved\`, \`followable nobody\`).`,
  nobody: (setting: string) => `Nobody follows you. ${setting}`,
  told: () => 'told when you arrive',
  refused: () => 'you refused',
  allowNobody: () => 'not told: you allow nobody',
  asking: (id: number) => `asking you: \`allow ${id}\` or \`refuse ${id}\``,
  line: (ref: string, status: string) => `- ${ref}: ${status}`,
  header: (n: number) => `${n === 1 ? 'One member follows' : `${n} members follow`} you:`,
});
