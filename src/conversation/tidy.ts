import { addDaysIso } from '../time/hub-date.js';
import { INTENTS, topicOf } from './intents.js';
import { optionalTopic } from './clause-rules.js';
import type { Clause, Reading } from './meaning.js';
import { inWeek, mondayOf, type When } from './when.js';
import { dayOf } from './slots.js';
import { readingReplies } from './replies.js';
import { SET_OFF_BEFORE } from './notes-words.js';
import { awayOverSpan, dayFromWordsUnread, datelessBesideNamedDays, notOnlyThatDay, notTodaysWeekday, notThisDayButThat, plannedThenCalledOff, usualDayMissed, usualDaysNamed } from './tidy-days.js';
import { EARLIER_MESSAGE, HEDGES, NOT_SURE } from './vocabulary.js';

// What the reader does once every clause is read: the same request said twice kept once, a day said in one
// clause given to the request in another, notes folded into the check-in they belong to.

const ALONE = new Set(INTENTS.filter((i) => i.alone).map((i) => i.name));

/** A write that takes named days off: away, a skip, or a cancel of a day (each stops that day's reminder). */
function daysOff(c: Clause): boolean {
  if (c.type !== 'write') return false;
  if (c.write.op === 'hub') return c.write.action.intent === 'away' || c.write.action.intent === 'skip';
  return c.write.op === 'cancel' && c.write.when !== undefined;
}

/** A command's words, a dash or colon, then a question about "that" or "it": "check in — is that something I do every day?". */
const COMMAND_THEN_ASKED = /^\W*([\p{L}'’ ]{2,24}?)\s*[—–:-]+\s*((?:is|does|do|should|would|can|will|how|what|when|why)\b[^?]*\b(?:that|it|this)\b[^?]*\?)/iu;

/**
 * "check in — is that something I do every day I'm here or just once?", "cancel: does it delete the visit?": the
 * command is named to ask about it, not done; help on it answers.
 */
function askedAboutTheCommand(reading: Reading): boolean {
  const m = COMMAND_THEN_ASKED.exec(reading.text);
  if (!m || !reading.clauses.some((c) => c.type === 'write')) return false;
  const topic = topicOf(m[1]!.toLowerCase().split(/\s+/));
  if (topic === undefined) return false;
  reading.clauses = [{ type: 'help', ...optionalTopic(topic), intent: 'how-to' }];
  return true;
}

/**
 * "coming friday we'll see", "coming thursday no idea really": a doubt said anywhere in the message makes its writes a maybe
 * (offered, not done), as it does set off by a comma; not a doubt inside notes ("notes: not sure what I'll work on").
 */
function doubtedAnywhere(reading: Reading): void {
  const doubt = NOT_SURE.exec(reading.text);
  if (!doubt) return;
  // (A doubt about something else is no doubt about the visit: "not sure if I need to tell you", "no idea what I'm
  // working on yet".)
  if (ABOUT_SOMETHING_ELSE.test(reading.text.slice(doubt.index + doubt[0].length))) return;
  const notes = reading.clauses.flatMap((c) => (c.type === 'write' ? [c.write.op === 'checkin' ? c.write.notes : 'text' in c.write ? c.write.text : undefined] : [])).filter((t): t is string => t !== undefined);
  if (notes.some((t) => NOT_SURE.test(t))) return;
  for (const c of reading.clauses) if (c.type === 'write') c.sure = false;
}

/** What a doubt may be about, right after it, that is not the request: "not sure if …", "no idea what …". */
const ABOUT_SOMETHING_ELSE = /^\W*(?:if|whether|what|which|how|who|whom|where|why|about|of|yet what)\b/i;

/**
 * "cancel tue next week, add thu": a bare weekday in a message that names next week elsewhere may be this week's or
 * next week's. The write asks which (the day's `alt`), rather than writing this week's.
 */
function weekSaidElsewhere(reading: Reading): void {
  if (!/\bnext (?:week|wk)\b/i.test(reading.text)) return;
  const nextMonday = addDaysIso(mondayOf(reading.today), 7);
  // "Planning for next week:\n- Monday: in\n- Friday: in as well": a header that names the week gives it to every
  // weekday listed under it.
  // (A header line of its own says so too, colon or not: "### Plans for next week" above a list.)
  if (/\bnext (?:week|wk)\s*:|\bnext (?:week|wk)\b[^\S\n]*\n/i.test(reading.text)) {
    const nextWeek: When = { kind: 'range', range: { start: nextMonday, end: addDaysIso(nextMonday, 6), label: 'next week' } };
    for (const c of reading.clauses) {
      if (c.type !== 'write' || (c.write.op !== 'checkin' && c.write.op !== 'cancel')) continue;
      const when = c.write.when;
      if (when?.kind !== 'day' || !when.weekday || when.future >= nextMonday) continue;
      const moved = inWeek(nextWeek, when)!;
      if (c.write.op === 'cancel') c.write = { ...c.write, when: moved };
      else {
        // (Not "present" any more: read as today's weekday, it is next week's.)
        const { present: _today, ...checkin } = c.write;
        c.write = { ...checkin, when: moved };
      }
    }
    return;
  }
  const inNextWeek = (d: string) => d >= nextMonday && d < addDaysIso(nextMonday, 7);
  // Only beside another visit written for next week ("cancel tue next week, add thu"), not a question about it.
  const nextWeekWrite = reading.clauses.some((c) => {
    if (c.type !== 'write' || (c.write.op !== 'checkin' && c.write.op !== 'cancel')) return false;
    const w = c.write.when;
    return (w?.kind === 'day' && inNextWeek(w.future)) || (w?.kind === 'days' && w.dates.some(inNextWeek));
  });
  if (!nextWeekWrite) return;
  for (const c of reading.clauses) {
    if (c.type !== 'write' || (c.write.op !== 'checkin' && c.write.op !== 'cancel')) continue;
    const when = c.write.when;
    if (when?.kind !== 'day' || !when.weekday || when.alt !== undefined || when.future >= nextMonday || when.future === reading.today) continue;
    c.write = { ...c.write, when: { ...when, alt: addDaysIso(when.future, 7) } };
  }
}

/**
 * "im at hub now, note '2nd floor, invoices'", "checkin + note 'refactor'": notes set for the day the same message checks
 * in (or without a day) are that check-in's notes, not notes for a visit the directory does not have yet.
 */
function foldNotesIntoCheckin(reading: Reading): void {
  const clauses = reading.clauses;
  for (let i = 1; i < clauses.length; i++) {
    const c = clauses[i]!;
    // (Notes added to a check-in that has none yet are its notes: "for tomorrow, add 'bringing bagels'".)
    if (c.type !== 'write' || !((c.write.op === 'setNotes' && c.write.target.kind === 'self') || c.write.op === 'appendNotes')) continue;
    const notes = c.write;
    const at = clauses.findLastIndex((d, j) => j < i && d.type === 'write' && d.write.op === 'checkin');
    const d = clauses[at];
    // Notes only guessed (what the visit is for, "…, for the study group"; after a comma) give way to notes set as such.
    const guessed = d?.type === 'write' && d.write.op === 'checkin' && (d.intent === 'plan-purpose' || d.write.notesByComma === true);
    if (!d || d.type !== 'write' || d.write.op !== 'checkin' || d.write.target.kind !== 'self' || (d.write.notes !== undefined && !guessed)) continue;
    const day = d.write.when;
    // "wed/thu/fri. fri note 'release cut'", "mon tue and wed next week. note for monday: …": notes for one of the days planned.
    const oneOfThem = notes.when?.kind === 'day' ? notes.when.future : undefined;
    if (day?.kind === 'days' && oneOfThem !== undefined && day.dates.includes(oneOfThem)) {
      const rest = day.dates.filter((date) => date !== oneOfThem);
      const dayOf = (date: string): When => ({ kind: 'day', future: date, past: date });
      d.write = { ...d.write, when: rest.length === 1 ? dayOf(rest[0]!) : { kind: 'days', dates: rest } };
      clauses[i] = { ...d, write: { ...d.write, when: dayOf(oneOfThem), notes: notes.text }, sure: d.sure && c.sure };
      continue;
    }
    const single = day === undefined || (day.kind === 'day' && day.alt === undefined);
    const dayOfCheckin = day === undefined ? reading.today : day.kind === 'day' ? day.future : undefined;
    const sameDay = notes.when === undefined || (notes.when.kind === 'day' && notes.when.future === dayOfCheckin);
    if (!single || !sameDay) continue;
    const { notesByComma: _guess, ...checkin } = d.write;
    d.write = { ...checkin, notes: notes.text };
    // A plan read from what it was for is sure once its notes are said: "I'll be there Friday for X, note it as 'Y'".
    // So is a day said alone, offered only because it may answer someone else: "for tomorrow, add the note 'X'".
    d.sure = (d.sure || d.intent === 'plan-purpose' || d.intent === 'bare-date') && c.sure;
    clauses.splice(i, 1);
    i--;
  }
}

/**
 * "on vacation from today, back dec 10": the day one is back ends the time away (the day before it); it plans no
 * visit. Away said in words the reader did not take as an away ("on vacation starting today 🏖️ back on dec 10"):
 * the day back is offered, not planned.
 */
function backFromAway(reading: Reading): void {
  const clauses = reading.clauses;
  const away = clauses.find((c) => c.type === 'write' && c.write.op === 'hub' && c.write.action.intent === 'away');
  // (Time away the reader took as such needs no word for it: "I'm gone from Dec 19th through Jan 3rd, back Jan 4th".)
  if (!(away || AWAY_WORDS.test(reading.text)) || !/\bback\b/i.test(reading.text)) return;
  const at = clauses.findIndex((c) => c.type === 'write' && c.write.op === 'checkin' && !c.write.present && c.write.when?.kind === 'day');
  const back = clauses[at];
  if (!back || back.type !== 'write' || back.write.op !== 'checkin' || back.write.when?.kind !== 'day') return;
  const day = back.write.when.future;
  if (away?.type === 'write' && away.write.op === 'hub' && away.write.action.intent === 'away' && away.write.action.from < day) {
    away.write = { ...away.write, action: { ...away.write.action, to: addDaysIso(day, -1) } };
    clauses.splice(at, 1);
    return;
  }
  back.sure = false;
}

const AWAY_WORDS = /\b(vacation|vacay|holidays?|away|leave|travell?ing|out of (?:town|office)|ooo|trip|abroad)\b/i;

/** After reading: what is said twice once, a dateless write beside the same write with a date merged, goodbyes kept goodbyes. */
export function tidy(reading: Reading, header?: Clause): void {
  const clauses = reading.clauses;
  reading.unclear = reading.unclear.filter((u) => !EARLIER_MESSAGE.test(u));
  backFromAway(reading);
  // "status", "yes", "undo" mean themselves only alone: "status: pairing on a parser" is not the bot's status.
  const said = clauses.filter((c) => !(c.type === 'chat' && (c.intent === 'lead' || c.intent === 'hello')));
  if (said.length > 1 || reading.unclear.length > 0) {
    for (let i = clauses.length - 1; i >= 0; i--) if (ALONE.has(clauses[i]!.intent)) clauses.splice(i, 1);
  }
  // "I'll be travelling dec 14 to jan 4, no reminders please", "I won't be in on the 2nd, please don't remind me": days
  // taken off (away, skipped, cancelled) get no reminder anyway; turning reminders off for good is not what was asked.
  // The aside comes after the day ("reminders off and cancel friday" asks for both); while away, wherever it is said.
  const away = clauses.some((c) => c.type === 'write' && c.write.op === 'hub' && c.write.action.intent === 'away');
  for (let i = clauses.length - 1; i >= 0; i--) {
    const c = clauses[i]!;
    const off = c.type === 'write' && c.write.op === 'hub' && c.write.action.intent === 'reminders' && c.write.action.when === 'off';
    if (off && (away || clauses.slice(0, i).some(daysOff))) clauses.splice(i, 1);
  }
  // "🥷 today pls, don't name me": hidden today, and "don't name me" says it again; hiding for good was not asked.
  const ghost = clauses.some((c) => c.type === 'write' && c.write.op === 'hub' && c.write.action.intent === 'ghost' && c.write.action.on === true) && !FOR_GOOD.test(reading.text);
  for (let i = clauses.length - 1; i >= 0 && ghost; i--) {
    const c = clauses[i]!;
    if (c.type === 'write' && c.write.op === 'hub' && c.write.action.intent === 'listed' && c.write.action.listed === false) clauses.splice(i, 1);
  }
  if (askedAboutTheCommand(reading)) return;
  dayFromWordsUnread(reading);
  doubtedAnywhere(reading);
  // "tomorrow, how do I cancel?": a day said alone beside a question about how something works is the question's, not a plan.
  if (clauses.some((c) => c.type === 'help' && c.intent === 'how-to')) {
    for (let i = clauses.length - 1; i >= 0; i--) if (clauses[i]!.intent === 'bare-date') clauses.splice(i, 1);
  }
  awayOverSpan(reading);
  notOnlyThatDay(reading);
  notTodaysWeekday(reading);
  notThisDayButThat(reading);
  plannedThenCalledOff(reading);
  usualDayMissed(reading);
  usualDaysNamed(reading);
  foldNotesIntoCheckin(reading);
  // "No note needed (I'm just doing admin stuff)": what they said beside it is not notes.
  if (clauses.some((c) => c.intent === 'no-notes')) {
    for (const c of clauses) if (c.type === 'write' && c.write.op === 'checkin' && c.write.notes !== undefined) c.write = { ...c.write, notes: undefined };
  }
  // A span's plan that headed a list of its days says nothing the days do not.
  if (header && clauses.some((c) => c !== header && c.type === 'write' && c.write.op === 'checkin' && c.write.when?.kind === 'day')) clauses.splice(clauses.indexOf(header), 1);
  weekSaidElsewhere(reading);
  dayAskedThenPlanned(reading);
  goodbyeBeside(reading);
  const leaving = clauses.some((c) => c.type === 'write' && c.write.op === 'leave');
  for (let i = clauses.length - 1; i >= 0; i--) {
    const c = clauses[i]!;
    // "heading out, see y'all thurs!": a goodbye, not a plan.
    if (leaving && c.type === 'write' && c.intent === 'see-you') {
      clauses[i] = { type: 'chat', command: { kind: 'smalltalk', says: 'bye' }, intent: 'bye' };
      continue;
    }
    if (c.type !== 'write') continue;
    // "can u check in for other ppl? asking for a friend", "checkin mina pls, her phone died": words run on after a
    // check-in that ask or beg are said to the bot, not notes for others to read; unless set off (a colon, quotes), asked.
    // (The exact syntax typed as such keeps a "?" in its notes: `checkin today anyone want lunch?`.)
    if (c.write.op === 'checkin' && c.write.notes !== undefined) {
      const typedExactly = c.intent === 'checkin-strict' && /^(check[\s-]?in|in)\b/i.test(reading.text);
      const begs = PLEADS.test(c.write.notes) || (!typedExactly && ASKS.test(c.write.notes));
      // "here now, chk me in thx", "at the hub, pleese sign me in": notes guessed after a comma that are only an order
      // done to the member (a verb, known or not, "me", a particle) are said to the bot: the check-in, not its notes.
      // (So is a polite order to write it down: "I am at the hub this morning, if you would be so kind as to record it".)
      // (And words after a comma that follows a "but …" go on from that, not from the check-in: "Today I'm at hub but don't
      // say my name ah, want to blur one day only".)
      if (c.write.notesByComma === true && (ORDER_ONLY.test(c.write.notes) || ASKED_TO_RECORD.test(c.write.notes) || afterContrast(reading.text, c.write.notes))) c.write = { ...c.write, notes: undefined };
      else if (begs && !setOff(reading.text, c.write.notes)) c.sure = false;
      // "last Wednesday check in karna bhool gayi": words said after a check-in for a day already past, not set off as
      // notes, more likely tell what happened than what the visit was for; the visit is offered, not written.
      const day = c.write.when?.kind === 'day' ? c.write.when.future : undefined;
      const notes = c.write.notes;
      if (!typedExactly && day !== undefined && day < reading.today && notes !== undefined && !setOff(reading.text, notes)) c.sure = false;
    }
    // "put that down will yer", "write that in", "note it as my usual days": the words after the order are its own (a
    // particle, a tag) or name what the bot keeps apart (the usual days), not notes for others to read.
    if ((c.write.op === 'setNotes' || c.write.op === 'appendNotes') && NOT_A_NOTE_TEXT.test(c.write.text)) {
      clauses[i] = { type: 'chat', command: undefined, intent: 'unknown' };
      continue;
    }
    // Notes with no text at all: `note` alone shows them; "change my notes" alone asks what they should say.
    if ((c.write.op === 'setNotes' || c.write.op === 'appendNotes') && c.write.text.trim() === '') {
      if (c.intent === 'note-strict' && c.write.op === 'setNotes') {
        const date = dayOf(c.write.when, 'future', reading.today) ?? reading.today;
        clauses[i] = { type: 'read', command: { kind: 'note', target: c.write.target, date, action: { type: 'show' } }, intent: 'note-strict' };
      } else {
        clauses[i] = { type: 'say', text: readingReplies.noteWithoutText(), intent: 'notes-without-text' };
      }
      continue;
    }
    for (let j = 0; j < clauses.length; j++) {
      const d = clauses[j]!;
      if (j === i || d.type !== 'write' || d.write.op !== c.write.op) continue;
      const cw = 'when' in c.write ? c.write.when : undefined;
      const dw = 'when' in d.write ? d.write.when : undefined;
      const duplicate = JSON.stringify(c.write) === JSON.stringify(d.write) && j < i;
      // "… won't come tmrw, take me off": the dateless one is the same request.
      const dateless = cw === undefined && dw !== undefined && c.write.op !== 'checkin' && Math.abs(i - j) === 1;
      const checkinToday = c.write.op === 'checkin' && d.write.op === 'checkin' && cw === undefined && isToday(dw, reading.today) && c.write.notes === undefined;
      // "friday 👀 put me down": a day said alone beside a plan that names none is that plan's day (the plan says it is meant).
      const planDay = c.intent === 'plan' && c.write.op === 'checkin' && cw === undefined && c.write.notes === undefined && d.intent === 'bare-date' && dw !== undefined && Math.abs(i - j) === 1;
      if (planDay) d.sure = c.sure && !c.question;
      // "I'll pop in on Thanksgiving morning, put me down": a plan naming no day, right beside a visit planned for one, says it again.
      // (Chat may come between: "Put me down for Friday, will you? Weather's awful but I'll come in anyway"; so may a
      // question about how things are: "I plan to come on Thursday 26. and Friday 27. Is hub even open on Thanksgiving?
      // Anyway I will come".)
      const onlyChatBetween = clauses.slice(Math.min(i, j) + 1, Math.max(i, j)).every((x) => x.type === 'chat' || x.type === 'help');
      // With notes, when the dated plan has none, they are its notes ("I'll be in Wednesday next week — sorry for the short
      // notice! Can you add me with the note 'X'?"): the plan naming no day is not a second visit today.
      const notesForIt = c.write.op === 'checkin' && c.write.notes !== undefined && d.write.op === 'checkin' && d.write.notes === undefined;
      const saidAgain = c.intent === 'plan' && c.write.op === 'checkin' && cw === undefined && (c.write.notes === undefined || notesForIt) && !c.write.present && dw !== undefined && onlyChatBetween;
      if (saidAgain && notesForIt && c.write.op === 'checkin' && d.write.op === 'checkin') {
        d.write = { ...d.write, notes: c.write.notes };
        d.sure = d.sure && c.sure;
      }
      // "I'm here now so please sign me in and say I'm at the loom": checked in today twice, the second time with notes.
      const todayOrNone = (w: When | undefined) => w === undefined || isToday(w, reading.today);
      const notedAgain = c.write.op === 'checkin' && d.write.op === 'checkin' && c.write.notes === undefined && d.write.notes !== undefined && c.write.present === true && d.write.present === true && todayOrNone(cw) && todayOrNone(dw);
      if (duplicate || dateless || checkinToday || planDay || saidAgain || notedAgain) {
        clauses.splice(i, 1);
        break;
      }
    }
  }
  datelessBesideNamedDays(reading);
}

/**
 * A goodbye beside words that leave it open. "Ċaw, I'm off for today", "bye, I'm out for the day": off or out, said while
 * taking leave, is leaving, not "not coming today". And "I'm moving now, see you tomorrow": a "see you" is a plan only
 * where the rest of the message was understood; beside words not read (a way of leaving the bot does not know), it may
 * be only the goodbye, and is offered.
 */
function goodbyeBeside(reading: Reading): void {
  const clauses = reading.clauses;
  const bye = clauses.some((c) => c.type === 'chat' && c.intent === 'bye');
  // (Asked, or hedged, "bye, I might be off for today", it stays a question.)
  const hedged = reading.text.toLowerCase().split(/[^a-z']+/).some((w) => HEDGES.has(w)) || NOT_SURE.test(reading.text);
  for (const [i, c] of clauses.entries()) {
    if (bye && c.type === 'write' && c.write.op === 'away') clauses[i] = { ...c, write: { op: 'leave', target: { kind: 'self' } }, sure: !c.question && !hedged };
  }
  const unknown = (c: Clause) => c.type === 'chat' && c.intent === 'unknown';
  const unread = reading.unclear.length > 0 || clauses.some(unknown);
  // (Words not read before it: said while going. After it, "see you friday — is that ok?", they ask about the plan.)
  for (const [i, c] of clauses.entries()) if (c.type === 'write' && c.intent === 'see-you' && (reading.unclear.length > 0 || clauses.slice(0, i).some(unknown))) c.sure = false;
  // "I come on Mon and Weeds every week, set that as my regular days": days said to recur, where one was read as a plan
  // and words were left unread, are not that one visit; the plan is offered beside the word on how usual days are set.
  if (clauses.some((c) => c.intent === 'repeat')) for (const c of clauses) if (c.type === 'write' && c.write.op === 'checkin' && unread) c.sure = false;
}

/**
 * "thurs?? is that a holiday here lol. ok put me down anyway": a plan that names no day, after a day asked about
 * alone, is for that day (the question was about it), not for today.
 */
function dayAskedThenPlanned(reading: Reading): void {
  // A day asked about alone ("thurs??"), or one's own visit asked about ("am I coming in tomorrow? Yes I am. Put me down").
  const asked = reading.clauses.flatMap((c) =>
    c.type === 'read' && c.intent === 'date-asked' && c.command.kind === 'whosHere' && c.command.when?.type === 'day' ? [c.command.when.date]
    : c.type === 'read' && c.command.kind === 'myVisit' && c.command.date !== reading.today ? [c.command.date] : [],
  );
  const dated = reading.clauses.some((c) => c.type === 'write' && 'when' in c.write && c.write.when !== undefined);
  if (asked.length !== 1 || dated) return;
  for (const c of reading.clauses) {
    if (c.type !== 'write' || c.intent !== 'plan' || c.write.op !== 'checkin' || c.write.when !== undefined || c.write.present) continue;
    c.write = { ...c.write, when: { kind: 'day', future: asked[0]!, past: asked[0]! } };
  }
}

/**
 * Notes that ask or beg the bot: a question mark, "can you", "for me", or one word and a "please" ("mina pls": that
 * word is whom to check in). ("come find me pls" is an invitation to the others, and notes.)
 */
const ASKS = /\?|\b(can (you|u)|could (you|u)|would you|for me)\b/i;

/** Words after a check-in that ask the bot, politely, to record it: "if you would be so kind as to record it", "could you log that pls". */
const ASKED_TO_RECORD = /^\W*(?:if|would|could|can|will|kindly|please|pls)\b[^.?!]*\b(?:record|note|log|register|mark|save|write|jot|enter|add|put|sign|check|book|keep)\s+(?:it|that|this|me|us)(?:\s+(?:down|in|up))?\W*(?:(?:thx|thanks|ta|pls|please|ty|cheers)\W*)?$/i;

const NOT_A_NOTE_TEXT = /^(?:(?:down|up|in|on|off|there|it)(?:\s+(?:will|would|can|could|you|ya|yer|u|pls|please|thx|thanks|ta|mate|lad|la|lah|for|me|now))*|(?:as\s+)?(?:my|me|the)\s+(?:usual|regular|normal|fixed|standing|hub)\s+(?:days?|schedule|routine)|(?:both|all|the|these|those)\s+(?:dates|days|visits)|them|those|these|both)\W*$/i;

const PLEADS = /^\s*\S+,?\s+(pls|plz|please)\b/i;
const ORDER_ONLY = /^\W*(?:(?:pls|plz|please|kindly|can you|could you|would you)\s+)?[\p{L}']+\s+(?:me|us)\s+(?:in|down|up|on|present)\W*(?:(?:thx|thanks|ta|pls|please|ty|cheers)\W*)?$/iu;

/** Whether the clause just before `notes` (back to the last sentence or comma break) turned with "but", "though", "unless". */
function afterContrast(text: string, notes: string): boolean {
  const at = text.lastIndexOf(notes);
  if (at < 0) return false;
  const before = text.slice(0, at).replace(/[\s,;—–-]+$/, '');
  const clause = before.slice(Math.max(before.lastIndexOf(','), before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf('!'), before.lastIndexOf('?'), before.lastIndexOf('\n')) + 1);
  return /\b(?:but|though|although|except|unless)\b/i.test(clause);
}

/** Whether `notes` stand after a colon, an arrow or a dash, or in quotes, in `text`: set off as notes by the member. */
function setOff(text: string, notes: string): boolean {
  const at = text.indexOf(notes);
  if (at < 0) return true;
  return SET_OFF_BEFORE.test(text.slice(0, at));
}

/** Words that make a change last ("unlist me for good"). */
const FOR_GOOD = /\b(for good|always|permanently|from now on|anymore|any more|forever|ever again)\b/i;

export function isToday(when: When | undefined, today: string): boolean {
  return when === undefined || (when.kind === 'day' && when.future === today && when.past === today);
}
