import { excerpt, inlineCode, quoteBlock } from '../../text/markdown.js';
import { templates } from '../../text/templates.js';

/**
 * What the visit commands (checkin, checkout/cancel, leave, note, my visit,
 * presence, last visit, visits) say. Slots arrive already mention-safe:
 * names as memberRef/personRef, days as dayLabel/onDay text.
 */

export const checkinReplies = templates('commands.checkin', {
  noLeavingToUndo: () => "You haven't checked in today, so there is no leaving to undo. To check in, send `checkin`.",
  notLeft: () => "You're checked in for today and haven't left, so there was nothing to undo.",
  welcomeBack: (left: string) => `👋 Welcome back! I've cleared the departure at ${left}: you're at the hub again.\n`,
  alreadyPlanned: (Whom: string, on: string) => `📅 ${Whom} already had a visit planned ${on}`,
  planned: (whom: string, on: string) => `📅 Planned a visit for ${whom} ${on}`,
  alreadyPast: (Whom: string, on: string) => `✅ ${Whom} already had a visit ${on}`,
  recordedPast: (whom: string, on: string) => `✅ Recorded a past visit for ${whom} ${on} (a day that has gone by)`,
  alreadyIn: (Whom: string, self: boolean, day: string) => `✅ ${Whom} ${self ? 'were' : 'was'} already checked in for ${day}`,
  checkedIn: (whom: string, day: string) => `✅ Checked ${whom} in for ${day}`,
  // The endings of the confirmation above: whether the notes of a visit that existed were kept or replaced.
  notesKept: () => '; notes kept.',
  notesUpdated: () => '; notes updated.',
  notesLine: (notes: string) => `\nNotes: ${excerpt(notes, 300)}`,
});

export const checkoutReplies = templates('commands.checkout', {
  nothingToCancel: (Whose: string, on: string) => `${Whose} had no visit ${on}, so there was nothing to cancel.`,
  cancelled: (whose: string, day: string) => `🗑️ Cancelled ${whose} visit for ${day}.`,
  // Said after either of the above when the day is one of the member's routine days: its reminder is skipped too.
  routineSkipped: (weekdays: string) => ` You usually come on ${weekdays}: no reminder that day either.`,
});

export const leaveReplies = templates('commands.leave', {
  notCheckedIn: (subject: string, self: boolean, day: string) =>
    `${subject} ${self ? "haven't" : "hasn't"} checked in for ${day}, so there is nothing to check out of. To cancel a planned visit, send ${inlineCode('cancel DATE')}.`,
  foreignAppData: (whom: string) => `I couldn't note when ${whom} left: this visit carries another app's data that I must not overwrite. The visit itself is fine.`,
  left: (subject: string, time: string | undefined, day: string) => `👋 ${subject} left the hub at ${time} ${day}; the visit stays on the record. See you next time!`,
});

export const noteReplies = templates('commands.note', {
  noVisit: (whoHas: string, on: string, hint: string) => `${whoHas} no visit ${on}.${hint}`,
  checkInHint: (date: string, withNotes: boolean) => ` Check in with \`checkin ${date}${withNotes ? ' your notes' : ''}\`.`,
  shown: (whose: string, on: string, notes: string) => `Notes of ${whose} visit ${on}:\n${quoteBlock(notes)}`,
  none: (Whose: string, on: string, date: string) => `${Whose} visit ${on} has no notes. Add some with \`note ${date} TEXT\`.`,
  updated: (whose: string, on: string, notes: string) => `📝 Updated the notes of ${whose} visit ${on}:\n${quoteBlock(notes)}`,
  cleared: (whose: string, on: string) => `📝 Cleared the notes of ${whose} visit ${on}.`,
});

export const myVisitReplies = templates('commands.myVisit', {
  nonePlanned: (on: string, command: string) => `No, you have no visit planned ${on}. To plan one, send ${inlineCode(command)}.`,
  noneRecorded: (on: string) => `No, you have no visit recorded ${on}.`,
  notCheckedIn: (day: string) => `No, you haven't checked in for ${day}. To check in, send ${inlineCode('checkin')}.`,
  planned: (on: string) => `Yes, you have a visit planned ${on}.`,
  visited: (on: string, left: string | undefined) => `Yes, you visited the hub ${on}${left ? ` and left at ${left}` : ''}.`,
  checkedIn: (day: string, left: string | undefined) => `Yes, you're checked in for ${day}${left ? `; you left at ${left}` : ''}.`,
  notes: (notes: string) => `\nNotes: ${excerpt(notes, 200)}`,
});

/** Presence answers start lower-case ("you" or a mention) and are capitalised as they are sent; `self`: the verbs agree with "you". */
export const presenceReplies = templates('commands.presence', {
  nonePlanned: (name: string, on: string, self: boolean) => `No, ${name} ${self ? 'have' : 'has'} no visit planned ${on}.`,
  noVisit: (name: string, on: string) => `No, ${name} didn't visit ${on}.`,
  notCheckedIn: (name: string, on: string, self: boolean) => `No, ${name} ${self ? "haven't" : "hasn't"} checked in ${on}.`,
  plans: (name: string, on: string, self: boolean) => `Yes, ${name} ${self ? 'plan' : 'plans'} to come ${on}.`,
  was: (name: string, on: string, left: string | undefined, self: boolean) => `Yes, ${name} ${self ? 'were' : 'was'} at the hub ${on}${left ? ` (left at ${left})` : ''}.`,
  cameAndLeft: (name: string, on: string, left: string) => `${name} checked in ${on}, and left at ${left}.`,
  here: (name: string, on: string, self: boolean) => `Yes, ${name} ${self ? 'are' : 'is'} checked in ${on}.`,
  notes: (notes: string) => `\nNotes: ${excerpt(notes, 200)}`,
});

export const lastVisitReplies = templates('commands.lastVisit', {
  last: (name: string, self: boolean, day: string) => `${name} ${self ? 'were' : 'was'} last at the hub ${day}.`,
  never: (name: string, self: boolean) => `${name} ${self ? "haven't" : "hasn't"} visited the hub in the last year.`,
  next: (day: string) => `Next planned visit: ${day}.`,
});

export const visitsReplies = templates('commands.visits', {
  none: (whom: string, span: string) => `No visits by ${whom} ${span}.`,
  planned: (day: string) => `${day} (planned)`,
  list: (count: string, whom: string, span: string, shown: string[], more: string | undefined) => `**${count}** by ${whom} ${span}:\n${shown.join(', ')}${more ? `\n${more}` : ''}`,
});
