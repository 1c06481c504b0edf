import { templates } from '../text/templates.js';

/** What the conversation says about a turn itself: answers to yes/no/undo/a number, taps, and a message it could not read. */
export const turnReplies = templates('conversation.turn', {
  unreadable: () => "Sorry, I couldn't make sense of that. Send `help` to see what I can do.",
  undoneAll: () => ' I undid what I had already changed, so nothing has changed.',
  noMemory: () => "I can't look back at my earlier messages here, so send me the exact command instead (the one in `backticks`). Nothing has changed.",
  nothingToUndo: (minutes: number) => `There's nothing of yours for me to undo from the last ${minutes} minutes here. Nothing has changed.`,
  declined: () => "OK, I won't do it. Nothing has changed.",
  noted: () => '👍',
  noQuestion: (minutes: number) => `I have no question of mine waiting for your answer here (they last ${minutes} minutes). Nothing has changed; tell me again what you'd like.`,
  whichOne: (n: number) => `Which one? Reply with a number from 1 to ${n} (or tap it on my question). Nothing has changed yet.`,
  unreadableOffer: () => "I couldn't read back what that message offered, so I've done nothing. Tell me again what you'd like.",
  tapTooLate: (minutes: number) => `That was more than ${minutes} minutes ago, so I've done nothing; tell me again what you'd like.`,
});

/**
 * What the resolver says when a message can't be done as it stands: the
 * question before a choice (`why`), or the answer instead of a write (`say`).
 * Days arrive as dayLabel/dayText; the member's own words only neutralised.
 */
export const clarifyReplies = templates('conversation.clarify', {
  leftOrNotComing: () => 'Do you mean you have left the hub, or that you are not coming today?',
  leftChoice: () => "you've left (the visit stays)",
  notComingChoice: () => "you're not coming (the visit goes)",
  oneDayOnly: () => 'A visit is for one day: which one? For example `checkin tomorrow` or `checkin fri`.',
  tooFar: (day: string, future: boolean) => `${day} is more than a year ${future ? 'away' : 'ago'}; I only change visits within a year of today.`,
  pastVisit: (day: string) => `${day} has gone by, so that would record a past visit.`,
  nothingPlanned: () => "You have no visits planned, so there's nothing to cancel.",
  notCheckedInToday: () => "You're not checked in today.",
  nothingPlannedIn: (label: string) => `You have no visits planned ${label}, so there's nothing to cancel.`,
  planned: (n: number) => `You have ${n} visit${n === 1 ? '' : 's'} planned.`,
  noVisitNamed: (named: string) => `You have no visit ${named}, so there was nothing to cancel.`,
  cancelPast: (day: string) => `${day} has gone by: cancelling deletes a visit that happened.`,
  hadNoVisit: (days: string) => `You had no visit on ${days}, so there was nothing to cancel.`,
  whichDayNote: (question: string) => `${question} Send \`note DATE: …\` with the date.`,
  oneDayNote: () => 'Notes are per visit: name one day, e.g. `note tomorrow: …`.',
  moveWhere: () => 'Move it to which day? For example `move fri to mon`.',
  nothingToMove: (days: string) => `You have no visit ${days} to move.`,
  leavingLater: () => "Noted that you're leaving later; I haven't recorded anything yet. Tell me \"heading out\" (or send `leaving`) when you go.",
  notYet: () =>
    "Safe travels! I haven't recorded anything: I'll check you in when you arrive, so tell me \"I'm here\" (or send `checkin`) then. To plan today's visit now anyway, send `checkin today`.",
  whichDay: (names: string[]) => `Do you mean ${names.join(names.some((n) => n.includes(' and ')) ? ', or ' : ' or ')}?`,
  thisWeekday: (day: string, label: string) => `this ${day} (${label})`,
  nextWeekday: (day: string, label: string) => `next ${day} (${label})`,
  notUnderstood: (shown: string) =>
    [
      `I didn't understand "${shown}", so I haven't changed anything. I can check you in ("I'm here"), plan or cancel a visit ("coming in fri", "can't make it fri"),`,
      'note when you leave ("heading out"), tell you who\'s here ("who\'s around?") and look people up ("who is Ada?"). Send `help` for everything.',
    ].join(' '),
});

/**
 * The frame of a question with choices, and of the undo line after a write
 * (src/conversation/offer.ts reads both back from the bot's own message, so
 * their markers and "(it runs" must stay as they are), and the words for what
 * a command will do (render.ts). `whom` is "you" or "them".
 */
export const offerReplies = templates('conversation.offer', {
  shallI: (question: string, doing: string) => `${question ? `${question} ` : ''}Shall I ${doing}?`,
  whichDoYouMean: () => 'Which do you mean?',
  tapYes: () => 'Tap ✅ (or reply `yes`)',
  tapOne: (keycaps: string[]) => `Tap ${keycaps.join(' or ')} (or reply ${keycaps.map((_, i) => `\`${i + 1}\``).join(' or ')})`,
  withinMinutes: (how: string, minutes: number, forWhom: string) => `${how} within ${minutes} minutes and it's done; nothing has changed yet. (For ${forWhom}.)`,
  undoLine: (mark: string, minutes: number, commands: string, forWhom: string) =>
    `${mark} To undo: tap ${mark} on this message or send \`undo\` within ${minutes} minutes (it runs ${commands}). (For ${forWhom}.)`,
  back: (whom: string) => `note that ${whom === 'you' ? "you're" : "they're"} back (the departure goes)`,
  withNotes: (notes: string) => ` with the notes "${notes}"`,
  plan: (whom: string, on: string, notes: string) => `plan a visit for ${whom} ${on}${notes}`,
  recordPast: (whom: string, on: string, notes: string) => `record a past visit for ${whom} ${on}${notes}`,
  checkIn: (whom: string, day: string, notes: string) => `check ${whom} in for ${day}${notes}`,
  cancel: (whose: string, on: string) => `cancel ${whose} visit ${on}`,
  leave: (whom: string) => `note that ${whom === 'you' ? 'you' : 'they'} left the hub (the visit stays)`,
  clearNotes: (whose: string, on: string) => `clear ${whose} notes ${on}`,
  setNotes: (whose: string, on: string, text: string) => `set ${whose} notes ${on} to "${text}"`,
  doThat: () => 'do that',
});

/** What the reading of a message answers by itself, before any command runs. */
export const readingReplies = templates('conversation.reading', {
  noteWithoutText: () => 'What should the note say? For example `note tomorrow: pairing on a parser`. Nothing has changed.',
  leftInThePast: () => 'I can only note that you left today; past visits stay as they are.',
});
