import { COMMAND_SPECS } from '../commands/specs.js';
import { daysBetween, eachDate, hubMinuteOfDay, hubToday } from '../time/hub-date.js';
import { topicOf } from './intents.js';
import { itemsOf, segmentsOf, type Item, type Segment } from './items.js';
import { isLeadOnly, isNotesLabel, isWhetherOnly, notesPrefix, stripLeads } from './leads.js';
import { candidatesFor, fits, TEMPLATE_WORDS, type Candidate, type ClauseContext } from './matcher.js';
import { mayStandFor, withAntecedent } from './antecedent.js';
import { inAnotherLanguage } from './said-again.js';
import { daysOf } from './slots.js';
import type { Clause, Reading, Write } from './meaning.js';
import { asciiLower, isEmoji, isSeparator, tokenize, type Token } from './tokens.js';
import { MONTHS, RELATIVE_DAYS, WEEKDAYS, CHANGE_WORDS, CLAUSE_JOINS, FILLER, FOLLOW_LASTING, FOLLOW_TODAY_ONLY, EARLIER_MESSAGE, HEDGES, IRONY, NOT_NOTES, NOT_SURE, QUESTION_WORDS, RELATIONS, SWITCH_LEAD } from './vocabulary.js';
import type { When } from './when.js';
import { dayOf } from './slots.js';
import { conditionDay, lastDaySaid, onDay, refersBack } from './refer-back.js';
import { placedQuote } from './placed-quote.js';
import { notesEnd, notesStart, textOf, textSet, type Passage } from './notes-span.js';
import { quotedLinesBlanked } from '../text/quoted-lines.js';
import { signOffBlanked } from '../text/sign-off.js';
import { commandLineRead } from '../text/command-line.js';
import { dictationRead } from '../text/dictation.js';
import { learnerGrammarRead } from '../text/learner-grammar.js';
import { patoisRead } from '../text/patois.js';
import { legaleseRead } from '../text/legalese.js';
import { embeddedQuestionRead } from '../text/embedded-question.js';
import { negativeQuestionRead } from '../text/negative-question.js';
import { starFixed } from './star-fix.js';
import { selfCorrected } from '../text/self-correction.js';
import { listHeadingShared } from '../text/list-heading.js';
import { homophonesRead } from '../text/homophones.js';
import { pidginRead } from '../text/pidgin.js';
import { officeSpeakRead } from '../text/office-speak.js';
import { awaySpanRead } from '../text/away-span.js';
import { frontedDayMoved } from '../text/fronted-day.js';
import { struckOutRemoved } from '../text/struck-out.js';
import { dayNumbersSpanned } from '../text/day-numbers.js';
import { tagQuestionsRead } from '../text/tag-questions.js';
import { timeZonesDropped } from '../text/time-zones.js';
import { autocorrectBlameRemoved } from '../text/autocorrect-blame.js';
import { hubFrames } from './hub-frames.js';
import { notesFrame } from './notes-frame.js';
import { personFrame } from './person-frame.js';
import { namedOf, peopleTogether, spreadOver } from './people-together.js';
import { dayItNamed } from '../text/day-antecedent.js';
import { isToday, tidy } from './tidy.js';
import { followSpan, spanText, withoutSpanTail } from './follow-span.js';
import { corrections } from './typos.js';
import { cleanNotes, FAMILY, OTHERS_SUBJECTS, NEW_TEXT_LABEL, NOTE_TAKERS, POLITE_ASIDE, REMARK_VERBS, CHEERS, SETS_OFF_TEXT, COLON_OR_ARROW } from './notes-words.js';
import { REASON_STARTS, RUN_ON_STARTS, CONDITIONS, CHATTER, weeksMerged, withoutForMe, settle, hedged, insteadOf, frontedDayLeads, dayState, isJoin, startsAside, retractionLength, visitSpanTail, isOrder, isFollow, sameWrite, sameWhen, optionalTopic } from './clause-rules.js';

export const DEFAULT_TIME_ZONE = 'America/New_York';

/**
 * What a member wrote turned into what the reader expects, in this order, each touching only what it recognises:
 * words struck out, a request said over a list, sound-alikes, dictation, two days of a month said as bare numbers, Jamaican Patois, Hawaiian Pidgin, a lawyer's register, an
 * office's, a learner's verb forms and word order, a question asked to be told, a question asked in the negative, command-line flags, a trailing "*fix",
 * a part of a request corrected, a day named from "it", a letter's sign-off, an absence told around its dates, a day
 * said before the question it belongs to.
 */
const DECODERS: ReadonlyArray<(text: string) => string> = [struckOutRemoved, timeZonesDropped, listHeadingShared, homophonesRead, dictationRead, dayNumbersSpanned, patoisRead, pidginRead, legaleseRead, officeSpeakRead, learnerGrammarRead, embeddedQuestionRead, tagQuestionsRead, negativeQuestionRead, commandLineRead, autocorrectBlameRemoved, starFixed, selfCorrected, dayItNamed, signOffBlanked, awaySpanRead, frontedDayMoved];

/** Words about not being announced, listed or seen (misspelt too: "anounce"). */
const UNREAD_PRIVACY = /\ba+n+o+u+n+c+e?(?:d|s|ing)? (?:me|my|that i)\b|\bdon'?t (?:tell|list|show|post|mention) (?:me|my|anyone|anybody|people)\b|\b(?:ghost|incognito|invisible|unlisted|stealth) (?:mode|today|me)\b|\bhide me\b/i;
/** A line that corrects the lines before it ("edit: …", "EDIT - …"), left in the message (self-correction.ts applies those it can). */
// (An edit that adds, "edit: and who else is coming thursday?", corrects nothing.)
const UNAPPLIED_EDIT = /(?:^|\n)[ \t]*\**(?:edit|eta|upd(?:ate)?)\**\s*[:\-–](?!\s*(?:and|also|plus|ps|oh and)\b)/i;
const PRIVACY_INTENTS: ReadonlySet<string> = new Set(['ghost', 'listed', 'followable', 'privacy']);

/**
 * Reads one message, once, against the hub's calendar at `now`: pure and
 * total (never throws on any input; a bug comes back as `crash`). The result
 * says what each clause means; nothing is decided about writing yet (that
 * needs the member's visits: resolve.ts).
 */
export function understand(text: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE): Reading {
  const today = hubToday(now, timeZone);
  const unquoted = quotedLinesBlanked(text);
  // ("could you /follow @**Wren** for me?": a command's slash inside a sentence, as at its start, is not a word.)
  const body = DECODERS.reduce((said, decode) => decode(said), unquoted).trim().replace(/^[/!]+/, '').replace(SLASHED_COMMAND, '$1').trimStart();
  const minutes = hubMinuteOfDay(now, timeZone);
  const reading = readBody(body, today, minutes);
  // Several people asked about together, read as one and asked of each (people-together.ts).
  const together = peopleTogether(body);
  if (together) {
    const again = readBody(together.text, today, minutes);
    const spread = spreadOver(again.clauses, together);
    // (Taken where it asks more, or names more of the people: not where the first reading already had them all.)
    const more = spread ? spread.filter(isRequest).length - reading.clauses.filter(isRequest).length : 0;
    if (spread && (more > 0 || (more === 0 && namedOf(spread, together) > namedOf(reading.clauses, together)))) {
      reading.clauses = spread;
      reading.unclear = again.unclear;
    }
  }
  // Irony anywhere says the words mean their opposite, a message that opens by asking someone else ("Ada: can you
  // bring the cable tomorrow? I'm in from 9") is said to them, and an "edit:" the decoders could not apply ("edit: make
  // that after 7") corrects something not known: every write is offered, none made.
  if (IRONY.test(body) || saidToSomeoneElse(body) || UNAPPLIED_EDIT.test(body)) reading.clauses = reading.clauses.map((c) => (c.type === 'write' ? { ...c, sure: false } : c));
  // "plese dont anounce me, Im here": a check-in announces the member; beside words asking not to be announced or
  // listed that were not read as a privacy request, it is offered, never made.
  if (UNREAD_PRIVACY.test(body) && !reading.clauses.some((c) => c.type === 'write' && c.write.op === 'hub' && PRIVACY_INTENTS.has(c.write.action.intent)))
    reading.clauses = reading.clauses.map((c) => (c.type === 'write' && c.write.op !== 'hub' ? { ...c, sure: false } : c));
  // A reply under a quote ("> Nobody is planned for Friday yet.\nwell then put me down") may take its day from the quote:
  // a write that names no day of its own is offered, not done.
  if (unquoted !== text) reading.clauses = reading.clauses.map((c) => (c.type === 'write' && c.write.op === 'checkin' && c.write.when === undefined && !c.write.present ? { ...c, sure: false } : c));
  return reading;
}

/**
 * The clauses of a message already decoded: the declared phrasings, then the frames where they found no request in the
 * message, or, in a message of several sentences where they found some, in a sentence where they found none.
 */
function readBody(body: string, today: string, minutes: number, whole = true): Reading {
  return readWithItems(body, today, minutes, whole).reading;
}

/** readBody, with the items the message was read from (the frames read them again). */
function readWithItems(body: string, today: string, minutes: number, whole: boolean): { reading: Reading; items: readonly Item[] } {
  const tokens = tokenize(body);
  const reading: Reading = { clauses: [], unclear: [], question: /\?\s*\S{0,4}\s*$/.test(body), text: body, today, minutes };
  // `help ?`: help on a command whose alias is a sign, not a word (the tokens keep no sign to name it by).
  const sign = /^help\s+(\S+)$/i.exec(body)?.[1];
  const signed = sign !== undefined && /^\W+$/.test(sign) ? COMMAND_SPECS.find((spec) => spec.aliases.includes(sign)) : undefined;
  if (signed) {
    reading.clauses.push({ type: 'help', topic: signed.kind, intent: 'help' });
    return { reading, items: itemsOf(tokens, body, today) };
  }
  const items = itemsOf(tokens, body, today);
  if (items.length === 0) {
    reading.clauses.push(alone(body, tokens));
    return { reading, items };
  }
  new Reader(body, tokens, today, reading).read(segmentsOf(items, tokens, body));
  followSpan(reading, body);
  if (!whole) return { reading, items };
  // No request found by the declared phrasings: the hub's requests read by what they are about (hub-frames.ts), or a
  // note set in words of its own (notes-frame.ts), or a question about one person (person-frame.ts).
  if (!reading.clauses.some(isRequest)) {
    const framed = framesOf(body, today, items);
    if (framed.length > 0) {
      reading.clauses = framed;
      reading.unclear = [];
    }
  } else if (reading.clauses.some(isUnread)) framedSentences(reading, today, minutes);
  return { reading, items };
}

function framesOf(body: string, today: string, items: readonly Item[]): Clause[] {
  let framed = hubFrames(body, today, items);
  if (framed.length === 0) framed = notesFrame(body, items);
  if (framed.length === 0) framed = personFrame(body, today, items);
  return framed;
}

/** Not read: a sentence answered with help, or chat the reader could not place. */
function isUnread(c: Clause): boolean {
  return c.type === 'help' || (c.type === 'chat' && c.intent === 'unknown');
}

/**
 * "Corin and Hana said they'd be in today. are they here yet? I'm heading out now anyway": in a message whose other
 * sentences were read, a sentence with no request of its own is read by the frames alone, and what the phrasings made
 * of it (help, chat not placed) gives way to the question a frame found there. At most a few sentences (a long message costs no more
 * than its first eight).
 */
function framedSentences(reading: Reading, today: string, minutes: number): void {
  const sentences = reading.text.split(SENTENCE_END).map((s) => s.trim()).filter((s) => s !== '');
  if (sentences.length < 2) return;
  for (const sentence of sentences.slice(0, 8)) {
    const alone = readWithItems(sentence, today, minutes, false);
    if (alone.reading.clauses.some(isRequest)) continue;
    const framed = framesOf(sentence, today, alone.items);
    // ("I'm here. stick 'ask me about the emulator' on me": a note with no day of its own is the one visit's asked for.)
    const noted = withNoteOnVisit(reading.clauses, framed, today);
    // (Otherwise only questions: a write read from one sentence alone would miss what the others say of it, "It is a
    // Monday, which is normally my day" beside the day skipped.)
    if (!noted && (framed.length === 0 || !framed.every((c) => c.type === 'read'))) continue;
    const gone = alone.reading.clauses.map((c) => JSON.stringify(c));
    reading.clauses = (noted ?? reading.clauses).filter((c) => {
      const at = isUnread(c) ? gone.indexOf(JSON.stringify(c)) : -1;
      if (at >= 0) gone.splice(at, 1);
      return at < 0;
    });
    if (!noted) reading.clauses.push(...framed);
  }
}

/**
 * CLAUSES with FRAMED's note on the one visit asked for (a check-in or plan of one day, with no notes), when FRAMED is
 * one note of the member's own and of no other day; undefined otherwise.
 */
function withNoteOnVisit(clauses: readonly Clause[], framed: readonly Clause[], today: string): Clause[] | undefined {
  const [note] = framed;
  if (framed.length !== 1 || note?.type !== 'write' || note.write.op !== 'setNotes' || note.write.target.kind !== 'self') return undefined;
  const visits = clauses.filter((c) => c.type === 'write' && c.write.op === 'checkin' && c.write.target.kind === 'self');
  const [visit] = visits;
  if (visits.length !== 1 || visit?.type !== 'write' || visit.write.op !== 'checkin' || visit.write.notes !== undefined) return undefined;
  const day = visit.write.when;
  if (note.write.when !== undefined && (day === undefined ? !isToday(note.write.when, today) : !sameWhen(note.write.when, day))) return undefined;
  const noted: Clause = { ...visit, write: { ...visit.write, notes: note.write.text }, sure: visit.sure && note.sure };
  return clauses.map((c) => (c === visit ? noted : c));
}

/** Where one sentence ends and the next begins: ".", "?", "!" and a space, a new line, a dash between spaces. */
const SENTENCE_END = /(?<=[.?!])\s+|\n+|\s+[—–]\s+/;

/** A clause that asks for something: a write, a read other than small talk, an answer of mine, a yes or no. */
function isRequest(c: Clause): boolean {
  // (Help is not: the reader answers with help where it found no request it knows, and the frames may find one.)
  return c.type === 'write' || c.type === 'say' || c.type === 'control' || (c.type === 'read' && c.command.kind !== 'smalltalk');
}

/**
 * "Ada: can you …", "Lev, could you …", "Akosua, I'm downstairs, please come and open the door for me": a message that
 * opens with a person's name and asks something of them (a "you", or "please" with something only a person does), not
 * the bot.
 */
function saidToSomeoneElse(body: string): boolean {
  const m = /^([A-Z][\p{L}'’-]+)\s*[:,]\s*([\s\S]*)$/u.exec(body);
  if (m === null) return false;
  const name = asciiLower(m[1]!);
  if (FILLER.has(name) || NOT_VOCATIVE.has(name) || WEEKDAYS.has(name) || RELATIVE_DAYS.has(name) || MONTHS.has(name)) return false;
  return /^(?:can|could|would|will|do|did|are|have) you\b/i.test(m[2]!) || /\b(?:please|pls|plz)\s+(?:come|open|let me in|bring|grab|save|hold|wait|meet|call|pick|buzz me)\b/i.test(m[2]!);
}

/** A slash before a command's word inside a sentence ("/follow", "/checkin"); not "w/", dates, or irony's "/s". */
const SLASHED_COMMAND = /(\s)\/(?=(?:follow|unfollow|checkin|check-in|cancel|note|notes|whois|who|help|leaving|usually|skip|away|ghost|privacy|reminders|forecast|visits|chart|digest|listed|followable)\b)/gi;

/** Words that open a message with a comma or colon and are not a name: "Question: can you …", "Update, …". */
const NOT_VOCATIVE = new Set(['question', 'update', 'note', 'notes', 'reminder', 'request', 'ps', 'edit', 'correction', 'urgent', 'heads', 'morning', 'evening', 'afternoon', 'hello', 'guys', "y'all", 'yall', 'now', 'and', 'but', 'today', 'tonight', 'plan', 'plans', 'status', 'checkin', 'cancel']);

/** A message with no words: "?" asks for help; a thumbs-up says yes (to a question of mine, if any); other emoji are a wave. */
function alone(body: string, tokens: Token[]): Clause {
  if (/^[?\s]+$/.test(body)) return { type: 'help', intent: 'help' };
  if (tokens.some((t) => /^(👍|👌|✅|✔️|☑️|:\+1:|:thumbs_up:|:check:|:ok:)/u.test(t.raw))) return { type: 'control', control: { kind: 'yes' }, intent: 'yes' };
  // An emoji alone is a wave; "---" or "..." says nothing at all.
  return { type: 'chat', command: body === '' || tokens.every((t) => isSeparator(t)) ? undefined : { kind: 'smalltalk', says: 'hello' }, intent: 'emoji' };
}

/** What one segment turned out to be. */
type Part =
  | { kind: 'clauses'; clauses: Clause[]; notes?: boolean; textOpen?: Clause | undefined; pending?: Candidate | undefined; rest?: boolean; restTo?: number | undefined; correction?: boolean }
  /** A day or time alone: `also` another day ("…, tomorrow too"), `maybe` not sure ("and Friday maybe"), `correction` instead of the last ("sorry, I meant Friday"). */
  | { kind: 'when'; when?: When | undefined; time: boolean; also?: boolean; maybe?: boolean; correction?: boolean; asked?: boolean }
  | { kind: 'lead' }
  | { kind: 'none'; dated: boolean; asks: boolean; words: string[] };

class Reader {
  /** Where the notes of the last write begin (a token index), while they run on. */
  #notes: { clause: Extract<Clause, { type: 'write' }>; from: number; byComma: boolean } | undefined;
  /** Segments that read as nothing though they name something: their text, their days, whether in another language. */
  #unreadParts: Array<{ text: string; days: string[]; foreign: boolean }> = [];
  /** The one day a labelled note is for ("tomorrow: …" after several days), if any. */
  #notesDay: string | undefined;
  /** A write whose {text} continues in the next segments ("change my notes to: …"). */
  #text: { clause: Clause; from: number } | undefined;
  /** A clause waiting for its day ("plan: tuesday"). */
  #pending: Candidate | undefined;
  /** The segment the last write was read in: only right after it does a comma set off its notes. */
  #writeSeg = -1;
  /** A plan for a span said before a colon ("Planning for next week:"): the header of a list of days, if days follow. */
  #header: Clause | undefined;
  /** The message as notes-span.ts reads it (its segments set in read()). */
  #passage: Passage;
  /** For each segment, where its sentence ends (a token index): hub commands' texts run to there. */
  #sentenceEnds = new Map<Segment, number>();
  /** A doubt was said on its own ("maybe,", "should i,"): every write after it in the message is a maybe. */
  #doubted = false;
  /** Taken back ("…, oh wait no"): what comes next replaces the last request's day, or the request goes (#retract). */
  #retracting = false;
  /** Where the clauses of the last segment that wrote begin: what a retraction withdraws. */
  #lastWriteAt = -1;
  /** The day of a request taken back: a request after it without a day of its own is about that day ("not tomorrow — no wait, keep it, I'll come"). */
  #retractedWhen: When | undefined;

  constructor(
    private readonly body: string,
    private readonly tokens: Token[],
    private readonly today: string,
    private readonly out: Reading,
  ) {
    this.#passage = { body, tokens, segments: [], today };
  }

  read(segments: Segment[]): void {
    this.#passage.segments = segments;
    // Once per message, from the last segment back: each segment's sentence ends where the next sentence end is.
    for (let k = segments.length - 1, end = this.tokens.length; k >= 0; k--) {
      if (segments[k]!.end === 'end') end = segments[k]!.to;
      this.#sentenceEnds.set(segments[k]!, end);
    }
    let opensNotes = false;
    // The label said "note(s):": what follows is the notes, whatever it says ("…. note: in after 10"), unless it asks.
    let noteSaid = false;
    for (let k = 0; k < segments.length; k++) {
      let seg = segments[k]!;
      // Requests are in a message's first sentences; past those, a long message is notes running on, or chat.
      // (This bounds the work on any message, however long.)
      if (k >= MAX_SEGMENTS_READ) break;
      const previous = segments[k - 1];
      const afterColon = previous !== undefined && this.#colonAfter(previous, seg);
      // A check-in's notes are one sentence: a new sentence ends them ("checkin pls, hacking on a CLI. wish me luck!").
      // (Notes set on their own run to the end: "notes -> CI is green!!! 🎉 now on the release checklist".)
      if (previous?.end === 'end' && this.#notes) this.#closeNotes(seg.from);
      // A new item of a list ends notes set on their own too: "- Thu: in, note: reading group\n- Fri: maybe".
      // (Not a text that is the list: "Today's note:\n- remove the old one\n- new one should say 'X'".)
      if (previous !== undefined && this.#text && this.#onListItem(this.#text.from) && this.#startsListItem(previous, seg)) this.#closeText(seg.from);
      // "I'm off — oh wait no, …", "wed, no wait, thu": the request before is taken back; what follows the words is read on its own.
      const taken = this.out.clauses.some((c) => c.type === 'write') ? retractionLength(seg.items) : 0;
      if (taken > 0) {
        if (this.#text) this.#closeText(seg.from);
        if (this.#notes) this.#closeNotes(seg.from);
        this.#retracting = true;
        if (taken === seg.items.length) continue;
        seg = { ...seg, items: seg.items.slice(taken), from: seg.items[taken]!.from };
      }
      // A label before a colon opens notes for the write before it ("in. notes: …", "Today I would like to work on: …").
      // Notes only guessed after a comma give way to labelled ones ("I'm at the space, by the window. Working on: the zine").
      // (Not a day whose state follows: "in today. friday: in" plans Friday too.)
      const dayThenState = seg.items.some((i) => i.kind === 'when') && seg.items.every((i) => i.kind === 'when' || (i.kind === 'word' && i.filler)) && segments[k + 1] !== undefined && dayState(segments[k + 1]!) !== undefined;
      if (!this.#notes && !this.#text && !dayThenState && this.#lastWriteTakingNotes(true) && this.#colonAfter(seg, segments[k + 1]) && this.#isLabel(seg)) {
        opensNotes = true;
        noteSaid = seg.items.some((i) => i.kind === 'word' && /^notes?$/.test(i.word));
        // "tomorrow + thursday. tomorrow: lesson planning": a label that names one of the days gives the notes to it alone.
        const days = seg.items.filter((i) => i.kind === 'when');
        const named = days.length === 1 && days[0]!.kind === 'when' && days[0]!.when.kind === 'day' ? days[0]!.when.future : undefined;
        this.#notesDay = named;
        continue;
      }
      // "mon-wed next week, all three days. quilt pattern book": the span only says the days again, and sets off the notes of them all.
      // (Not a sign-off: "…, both days. see you then!")
      if (!this.#notes && !this.#text && this.#spanOfSeveralDays(seg)) {
        const next = segments[k + 1]?.items[0];
        opensNotes = next !== undefined && !(next.kind === 'word' && CHEERS.has(next.word));
        continue;
      }
      // Notes may begin here (after a check-in: a label, a colon, what they are doing): unless the segment is a request by itself, they do.
      const taker = !this.#notes && !this.#text ? this.#lastWriteTakingNotes(opensNotes) : undefined;
      if (taker) {
        const when = taker.write.op === 'checkin' ? taker.write.when : undefined;
        // Today, or today and more days with notes said for all of them ("in today and tomorrow, thesis both days").
        const forAll = when?.kind === 'days' && when.dates.includes(this.today) && visitSpanTail(seg.items.map((i) => (i.kind === 'word' ? i.word : ''))) > 0;
        const present = (taker.intent === 'checkin' || taker.intent === 'checkin-strict') && (isToday(when, this.today) || forAll);
        const start = notesStart(this.#passage, seg, afterColon || opensNotes, previous?.end === 'comma' && present && this.#writeSeg === k - 1);
        // What follows the words that open notes may itself be a request ("in today, gonna cancel friday"): then it is that.
        const afterOpener = start !== undefined && start.from > seg.from ? { ...seg, items: seg.items.filter((i) => i.from >= start.from), from: start.from } : undefined;
        const labelled = noteSaid && opensNotes && !seg.asks;
        if (start !== undefined && (labelled || (!this.#requestAlone(seg, afterColon, true) && !(afterOpener?.items.length && this.#requestAlone(afterOpener, afterColon))))) {
          this.#notes = { clause: taker, from: start.from, byComma: start.byComma };
          opensNotes = false;
          noteSaid = false;
          continue;
        }
      }
      // While notes or text run on, a segment ends them only if it is a request by itself (read whole, no typos, no splitting):
      // notes are long, and reading every part of them every way would cost more than the rest of the message.
      // An aside after a comma ends a check-in's notes ("debugging the webhook, pls nobody talk to me before coffee").
      // (Not inside parentheses the notes opened: "a Zulip bot (not you, don't worry)" is theirs as written.)
      if (this.#notes && previous?.end === 'comma' && startsAside(seg) && !this.#insideParentheses(this.#notes.from, seg.from)) this.#closeNotes(seg.from);
      const running = this.#notes !== undefined || this.#text !== undefined;
      let part = running && !this.#requestAlone(seg, afterColon) ? ({ kind: 'none', dated: false, asks: false, words: [] } as Part) : this.#part(seg, afterColon, this.#colonAfter(seg, segments[k + 1]));
      // "Corin said he'd bring the kit, can you tell me when he gets in?": a pronoun for the one person named before it.
      const named = !running && !(part.kind === 'clauses' && part.clauses.some((c) => c.type === 'read' || c.type === 'write')) ? withAntecedent(seg, this.out.clauses, this.tokens, TEMPLATE_WORDS) : undefined;
      const asNamed = named ? this.#part(named, afterColon, this.#colonAfter(named, segments[k + 1])) : undefined;
      if (named && asNamed?.kind === 'clauses' && mayStandFor(asNamed.clauses)) {
        part = asNamed;
        seg = named;
      }
      // "routine: mon wed fri", "set my routine: weekdays", "when Vera comes today, please tell me": words that mean nothing
      // before a colon or a comma may be a request with what follows it, the colon or comma only setting a part off.
      const next = segments[k + 1];
      // (Not a question about doing it: "should I update my note to: cake?" is asked, not a request.)
      const saysNothing = (part.kind === 'none' && !part.asks) || (part.kind === 'clauses' && !part.clauses.some((c) => c.type !== 'chat' || c.command !== undefined));
      if (!running && saysNothing && next && (this.#colonAfter(seg, next) || seg.end === 'comma')) {
        const joined: Segment = { items: [...seg.items, ...next.items], end: next.end, from: seg.from, to: next.to, asks: next.asks };
        const whole = this.#part(joined, afterColon, this.#colonAfter(next, segments[k + 2]));
        if (whole.kind === 'clauses' && whole.clauses.some((c) => c.type === 'write' || c.type === 'read')) {
          part = whole;
          seg = joined;
          k++;
        }
      }
      // "Plans for next week:\n- Tuesday: in …": words and a span before a colon, with days after it, head the list.
      const headsDays = !running && next !== undefined && this.#colonAfter(seg, next) && seg.items.some((i) => i.kind === 'when') && seg.items.some((i) => i.kind === 'word' && !i.filler) && segments.slice(k + 1).some((later) => later.items.some((i) => i.kind === 'when'));
      if (headsDays && part.kind === 'none') continue;
      // "Planning for next week:\n- Monday: in …": a plan for a span, said before a colon, may be the header of a list of
      // its days (tidy drops it when days follow).
      if (part.kind === 'clauses' && !running && next && this.#colonAfter(seg, next) && part.clauses.length === 1) {
        const only = part.clauses[0]!;
        if (only.type === 'write' && only.write.op === 'checkin' && only.write.when?.kind === 'range') this.#header = only;
      }
      const strong = part.kind === 'clauses' && part.clauses.some((c) => c.type === 'write' || c.type === 'read' || c.type === 'control');
      // Text or notes already running go on until a segment that asks for something itself; what comes
      // right after "to:" is the text, whatever it says ("update my note to: at the hub till 6").
      if (this.#text && (!strong || this.#text.from === seg.from)) continue;
      if (this.#text) this.#closeText(seg.from);
      if (this.#notes && !strong) continue;
      if (this.#notes) this.#closeNotes(seg.from);
      opensNotes = false;
      if (this.#retracting && part.kind !== 'lead') {
        this.#retracting = false;
        // A day alone replaces the day of the request taken back ("wed, no wait, thu"); anything else withdraws it.
        const last = this.out.clauses.findLast((c) => c.type === 'write');
        if (part.kind === 'when' && part.when && last?.type === 'write' && 'when' in last.write) part.correction = true;
        else this.#retract();
      }
      const before = this.out.clauses.length;
      switch (part.kind) {
        case 'lead':
          // "hey frontdesk" alone is a hello; before a request it is only politeness (dropped with the other chat).
          this.out.clauses.push({ type: 'chat', command: { kind: 'smalltalk', says: 'hello' }, intent: 'lead' });
          break;
        case 'when': {
          // "Today: here. 2026-12-01 and 2026-12-08: planned. Friday: off.": a day, a colon, and one word saying how it stands.
          // (A dash sets the state off as a colon does: "- **Tue** — in".)
          const setOffNext = segments[k + 1] !== undefined && (this.#colonAfter(seg, segments[k + 1]) || /^[\s*_]*[—–-]/.test(this.#gap(seg, segments[k + 1]!)));
          const state = part.when && setOffNext ? dayState(segments[k + 1]!) : undefined;
          if (state !== undefined && part.when) {
            const dated = part.when;
            const write: Write = state === 'off' ? { op: 'cancel', when: dated, target: { kind: 'self' } } : { op: 'checkin', when: dated, target: { kind: 'self' }, ...(isToday(dated, this.today) ? { present: true } : {}) };
            this.out.clauses.push({ type: 'write', write, sure: !part.maybe, question: false, intent: 'day-state' });
            this.#writeSeg = ++k;
            break;
          }
          // (A day that opens a new item of a list is that item's, not a day for the request before it: "- Fri: maybe".)
          const prior = segments[k - 1];
          const next = segments[k + 1];
          if (prior !== undefined && next !== undefined && this.#startsListItem(prior, seg) && SETS_OFF_TEXT.test(this.#gap(seg, next))) break;
          this.#attachWhen(part, seg);
          if (this.#colonAfter(seg, segments[k + 1])) opensNotes = true;
          break;
        }
        case 'none':
          // A short doubt next to a request makes it a maybe, after it ("…, not sure yet", "…, if the trains run") or
          // before it ("maybe, checkin tomorrow", "should i, check in").
          if (part.words.length <= 5 && (NOT_SURE.test(this.#textOf(seg.from, seg.to)) || part.words.some((w) => HEDGES.has(w)) || isWhetherOnly(seg.items))) {
            const last = this.out.clauses.findLast((c) => c.type === 'write');
            if (last?.type === 'write') last.sure = false;
            this.#doubted = true;
          }
          // ("…, please?", "…, if I may ask?": politeness alone asks nothing.)
          if (part.asks && part.words.some((w) => !FILLER.has(w)) && !POLITE_ASIDE.test(this.#textOf(seg.from, seg.to))) this.out.clauses.push({ type: 'help', ...optionalTopic(topicOf(part.words)), intent: 'how-to' });
          else if (part.dated || part.words.some((w) => CHANGE_WORDS.has(w))) this.#unread(seg);
          else this.out.clauses.push({ type: 'chat', command: undefined, intent: 'unknown' });
          break;
        case 'clauses':
          // "no voy el viernes… I mean I won't come friday": the correction replaces the last request of its kind.
          if (part.correction) this.#dropLast(part.clauses);
          if (this.#retractedWhen) for (const c of part.clauses) if (c.type === 'write' && (c.write.op === 'checkin' || c.write.op === 'cancel') && c.write.when === undefined) c.write = { ...c.write, when: this.#retractedWhen };
          // "…tomorrow? also is Wren coming then?", "put me in for 12/3 and is Hana coming that day?": a question that names
          // no day but refers back to one asks about the day said before it.
          if (refersBack(seg.items)) {
            const back = lastDaySaid(this.out.clauses);
            if (back !== undefined) for (const c of part.clauses) if (c.type === 'read') c.command = onDay(c.command, back);
          }
          if (previous) this.#askedAfterCondition(part.clauses, seg, previous);
          this.out.clauses.push(...part.clauses);
          if (part.clauses.some((c) => c.type === 'write')) this.#writeSeg = k;
          if (this.#doubted) for (const c of part.clauses) if (c.type === 'write') c.sure = false;
          if (part.rest) {
            // The text ran to the end of the message, or of its sentence: reading goes on after it.
            if (part.restTo === undefined) k = segments.length;
            else while (k + 1 < segments.length && segments[k + 1]!.from < part.restTo) k++;
            break;
          }
          if (part.pending) this.#pending = part.pending;
          if (part.textOpen && this.#continues(seg, segments[k + 1])) this.#text = { clause: part.textOpen, from: segments[k + 1]!.from };
          // "Add a note to today's visit (nothing fancy): '…'": an aside in brackets between the request and its text.
          // So is a label for it in the next sentence: "Change my note. New one: '…'".
          else if (part.textOpen && segments[k + 1] && (this.#bracketed(segments[k + 1]!) || NEW_TEXT_LABEL.test(this.#textOf(segments[k + 1]!.from, segments[k + 1]!.to))) && this.#continues(segments[k + 1]!, segments[k + 2])) {
            this.#text = { clause: part.textOpen, from: segments[k + 2]!.from };
            k++;
          }
          break;
      }
      if (this.out.clauses.slice(before).some((c) => c.type === 'write')) this.#lastWriteAt = before;
    }
    if (this.#text) this.#closeText(this.tokens.length);
    if (this.#notes) this.#closeNotes(this.tokens.length);
    if (this.#retracting) this.#retract();
    // ("cancel wed. WFH instead.": a cancel that needs a day, after a cancel that has one, is the same request said again.)
    const cancelled = this.out.clauses.some((c) => c.type === 'write' && c.write.op === 'cancel' && c.write.when !== undefined);
    if (this.#pending && !(this.#pending.intent.name === 'cancel-day' && cancelled)) this.out.unclear.push(this.#pending.intent.name);
    this.#saidAgainInEnglish();
    tidy(this.out, this.#header);
  }

  /**
   * "If I was to come in on Saturday, would anybody be around?": a question about who is there, after a condition that
   * named its day, asks about that day, and the condition was no question of its own. (Only such a question: "if I
   * check in now, will people see my notes?" asks how notes work.)
   */
  #askedAfterCondition(clauses: Clause[], seg: Segment, previous: Segment): void {
    const aboutWho = clauses.some((c) => c.type === 'read' && (c.command.kind === 'whosHere' || c.command.kind === 'presence'));
    const day = aboutWho && seg.items.every((i) => i.kind !== 'when') ? conditionDay(previous) : undefined;
    if (day === undefined) return;
    for (const c of clauses) if (c.type === 'read') c.command = onDay(c.command, day);
    while (this.out.clauses.at(-1)?.type === 'help') this.out.clauses.pop();
    const said = this.#textOf(previous.from, previous.to);
    this.out.unclear = this.out.unclear.filter((u) => u !== said);
  }

  /** Reads one segment. */
  #part(seg: Segment, afterColon: boolean, colonAfter = false): Part {
    // "…, not just today, every day": after a follow, how long it lasts (followSpan), not a request of its own.
    const said = spanText(this.#textOf(seg.from, seg.to));
    if (this.out.clauses.some(isFollow) && (FOLLOW_LASTING.test(said) || FOLLOW_TODAY_ONLY.test(said))) return { kind: 'none', dated: false, asks: false, words: [] };
    if (POLITE_ASIDE.test(said)) return { kind: 'none', dated: false, asks: false, words: [] };
    const bad = seg.items.find((i) => i.kind === 'baddate');
    if (bad?.kind === 'baddate') return { kind: 'clauses', clauses: [{ type: 'say', text: bad.error, intent: 'bad-date' }] };
    // The whole segment first ("do you know Corin?", "do I have a visit tomorrow?"), then without its leads.
    const whole = this.#tryWhole(seg, afterColon, colonAfter);
    if (whole) return whole;
    const withLeads = withoutForMe(weeksMerged(seg.items));
    const { items, leads, questionWords } = frontedDayLeads(stripLeads(withLeads));
    // Nothing but leads ("For me, please note …" cut at its comma): the next segment holds the request.
    if (items.length === 0) return { kind: 'none', dated: false, asks: false, words: [] };
    // A polite request asks for the thing even with a "?" ("can you check me in?").
    // So does an order given to the bot: "ping me when Pax arrives?" (a verb, then "me").
    const asked = (seg.asks && !leads.has('request') && !isOrder(items)) || leads.has('how') || leads.has('whether');
    const byLead = leads.has('how') || leads.has('whether');
    const first = items[0]!;
    const questionish = asked || (first.kind === 'word' && QUESTION_WORDS.has(first.word) && !leads.has('request'));
    const ctx: ClauseContext = { tokens: this.tokens, text: this.body, today: this.today, question: questionish, leadAsked: byLead, setOff: afterColon, colonAfter, endToken: seg.to, messageEnd: this.tokens.length, sentenceEnd: this.#sentenceEnd(seg) };
    // A date or a time standing alone: it belongs to the clause next to it.
    if (items.every((i) => i.kind === 'when' || i.kind === 'time' || (i.kind === 'word' && i.filler))) {
      const when = items.find((i) => i.kind === 'when');
      // The words as said, leads too: "and maybe monday" has its doubt in a lead that was stripped.
      const said = new Set(seg.items.flatMap((i) => (i.kind === 'word' ? [i.word] : [])));
      // (A date alone after a check-in is its day, never its notes: see read().)
      if (when || items.some((i) => i.kind === 'time')) {
        return {
          kind: 'when',
          when: when?.kind === 'when' ? when.when : undefined,
          time: items.some((i) => i.kind === 'time'),
          // ("in thursday at 9, and friday after lunch": a day joined on after a request with its own time is one more day.)
          also: ['too', 'also', 'well', 'plus', 'again'].some((w) => said.has(w)) || isJoin(seg.items[0]),
          maybe: ['maybe', 'probably', 'perhaps', 'possibly', 'might'].some((w) => said.has(w)),
          correction: leads.has('correction'),
          // "should I mon to wed": the days are asked about, by the lead, not given.
          asked,
        };
      }
    }
    const words = [...questionWords, ...items.flatMap((i) => (i.kind === 'word' ? [i.word] : []))];
    const clauses = this.#clauses(items, ctx, asked, byLead, 0);
    // "how do I check in?", "what happens if I cancel tomorrow?": how it works, never a write; a chat opener asked about is a question too.
    // "can I plan a visit for next month already?": asked about a span, not one day to offer: how it works.
    const spanAsked = asked && clauses?.clauses.some((c) => c.type === 'write' && 'when' in c.write && c.write.when?.kind === 'range');
    // ("would it be possible to let me know when Wren comes in?": an order to the bot about the sender, asked politely, is the order.)
    const howTo = (leads.has('how') && !isOrder(items)) || spanAsked || (asked && clauses?.clauses.some((c) => c.intent === 'chat-opener'));
    if (howTo && !clauses?.clauses.some((c) => c.type === 'read')) {
      return { kind: 'clauses', clauses: [{ type: 'help', ...optionalTopic(topicOf(words)), intent: 'how-to' }] };
    }
    if (clauses && (clauses.clauses.length > 0 || clauses.pending)) return leads.has('correction') ? { ...clauses, correction: true } : clauses;
    // A greeting word may be the request's own ("evening reminders", "morning reminders would suit me better"): taken
    // off as a greeting, nothing was left to read; read with it, a declared phrase may account for the whole.
    if (leads.has('greeting')) {
      const whole = this.#clauses(withLeads, ctx, asked, byLead, 0);
      // Only a sure reading: "note that the wifi is down" is the formal "fyi", not notes to offer.
      if (whole && whole.clauses.some((c) => (c.type === 'write' && c.sure) || c.type === 'read')) return whole;
    }
    // "might come thursday if the trains are running": a request on a condition is read without it, and only offered.
    const condition = items.findIndex((i, at) => at > 0 && i.kind === 'word' && CONDITIONS.has(i.word));
    if (condition > 0 && !asked) {
      const main = this.#clauses(items.slice(0, condition), { ...ctx, endToken: items[condition]!.from }, asked, byLead, 0);
      const writes = main?.clauses.filter((c) => c.type === 'write') ?? [];
      if (writes.length > 0) return { kind: 'clauses', clauses: writes.map((c) => ({ ...c, sure: false })) };
    }
    // "put me down for fri 'board games'", "add me for Friday with 'X'", "coming fri working on the loom": a plan or a
    // check-in, then its notes in the same breath (a quote, or words that open notes).
    if (!asked) {
      const noted = this.#requestThenNotes(items, ctx, byLead);
      if (noted) return noted;
    }
    if (isLeadOnly(seg.items)) return { kind: 'lead' };
    // A day other than today in words I could not read may be a request gone wrong; "nothing big today" is chat, and so
    // is a remark about someone else ("she's here literally every day").
    const second = items[1];
    const aboutOthers = first.kind === 'word' && (OTHERS_SUBJECTS.has(first.word) || (first.word === 'my' && second?.kind === 'word' && (RELATIONS.has(second.word) || FAMILY.has(second.word))));
    const dated = !aboutOthers && items.some((i) => i.kind === 'when' && !(i.when.kind === 'day' && i.when.future === this.today && i.when.past === this.today));
    return { kind: 'none', dated, asks: seg.asks || byLead, words };
  }

  /** Whether a segment is a request on its own, read as written or without its leads: the cheap check inside notes. */
  #requestAlone(seg: Segment, afterColon: boolean, orChat = false): boolean {
    // "…, I'm here now so please sign me in for today and say …": a request up to the word that joins the next clause.
    const join = seg.items.findIndex((i, k) => k > 0 && i.kind === 'word' && CLAUSE_JOINS.has(i.word));
    if (join > 0 && join < seg.items.length - 1 && this.#requestAlone({ ...seg, items: seg.items.slice(0, join), to: seg.items[join]!.from, asks: false }, afterColon)) return true;
    const { items } = stripLeads(seg.items);
    const first = items[0];
    if (!first) return false;
    const question = seg.asks || (first.kind === 'word' && QUESTION_WORDS.has(first.word));
    const ctx: ClauseContext = { tokens: this.tokens, text: this.body, today: this.today, question, leadAsked: false, setOff: afterColon, endToken: seg.to, messageEnd: this.tokens.length, sentenceEnd: this.#sentenceEnd(seg) };
    return [seg.items, items].some((list) => {
      const best = candidatesFor(list, ctx)[0];
      // A greeting or thanks after a check-in is not notes ("I'm here, thanks!"), and a date alone is not either.
      return best?.clause !== undefined && (best.clause.type === 'write' || best.clause.type === 'read' || (orChat && best.clause.type === 'chat' && CHATTER.has(best.intent.name)));
    });
  }

  /** A check-in or plan that takes notes, then the notes, in one segment; the first place they can open wins. */
  #requestThenNotes(items: Item[], ctx: ClauseContext, byLead: boolean): Part | undefined {
    for (let k = 1; k < items.length; k++) {
      const item = items[k]!;
      const next = items[k + 1];
      const withQuote = item.kind === 'word' && item.word === 'with' && next?.kind === 'quote' && k + 2 === items.length;
      // (A day is the request's, never the start of its notes: "coming fri working on …"; what a visit is "for" is
      // plan-purpose's to ask about: "put me down for the whole week after Thanksgiving".)
      if (item.kind === 'when' || item.kind === 'time' || (item.kind === 'word' && item.word === 'for')) continue;
      const prefix = item.kind === 'quote' ? 0 : withQuote ? 1 : notesPrefix(items.slice(k));
      if (item.kind !== 'quote' && prefix === 0) continue;
      const notesFrom = items[k + prefix];
      // Notes that name a day are more likely the request's own words misread: left alone.
      if (!notesFrom || items.slice(k).some((i) => i.kind === 'when')) return undefined;
      const head = this.#clauses(items.slice(0, k), { ...ctx, endToken: item.from }, false, byLead, 0);
      const writes = head?.clauses.filter((c) => c.type === 'write') ?? [];
      const taker = writes[0];
      if (!head || writes.length !== 1 || taker?.type !== 'write' || taker.write.op !== 'checkin' || taker.write.notes !== undefined || !NOTE_TAKERS.has(taker.intent)) return undefined;
      const said = this.#textOf(notesFrom.from, items.at(-1)!.to);
      taker.write = { ...taker.write, notes: placedQuote(said) ?? cleanNotes(said) };
      return head;
    }
    return undefined;
  }

  /** The segment read whole, when an intent accounts for all of it as written (leads included). */
  #tryWhole(seg: Segment, afterColon: boolean, colonAfter: boolean): Part | undefined {
    const first = seg.items[0]!;
    const questionish = seg.asks || (first.kind === 'word' && QUESTION_WORDS.has(first.word));
    const ctx: ClauseContext = { tokens: this.tokens, text: this.body, today: this.today, question: questionish, leadAsked: false, setOff: afterColon, colonAfter, endToken: seg.to, messageEnd: this.tokens.length, sentenceEnd: this.#sentenceEnd(seg) };
    const best = candidatesFor(seg.items, ctx)[0];
    if (!best?.clause) return undefined;
    // Only what needs no lead to be understood: greetings, thanks, questions written whole. Requests go through the leads.
    if (best.intent.writes) return undefined;
    return this.#clauses(seg.items, ctx, seg.asks, false, 0);
  }

  /** The clauses `items` make: one intent, or two joined ("… so I won't come tmrw", "… and who's coming?"), or a corrected typo. */
  #clauses(items: Item[], ctx: ClauseContext, asked: boolean, byLead: boolean, depth: number): Extract<Part, { kind: 'clauses' }> | undefined {
    const instead = insteadOf(items);
    let body = instead ? instead.items : items;
    let candidates = candidatesFor(body, ctx);
    // "ping me whenever wren walks in from now on": a follow, and how long it lasts (followSpan reads that).
    const shorter = candidates.length === 0 ? withoutSpanTail(body, (from, to) => this.#textOf(from, to)) : undefined;
    const asFollow = shorter ? candidatesFor(shorter, { ...ctx, endToken: shorter.at(-1)!.to }) : [];
    if (shorter && isFollow(asFollow[0]?.clause)) {
      body = shorter;
      candidates = asFollow;
    }
    let typo = false;
    // Typos are looked for in short clauses only: commands are short, and a long sentence is not one mistyped.
    for (const fixed of candidates.length === 0 && body.length <= MAX_TYPO_ITEMS ? corrections(body) : []) {
      candidates = candidatesFor(fixed, ctx);
      typo = candidates.length > 0;
      if (typo) break;
    }
    if (candidates.length > 0) {
      const best = candidates[0]!;
      // Text that runs into another request: cut it there ("… to 'X' and who's coming tmrw?"). The exact syntax's text is as written.
      // (Unless it begins with a join: "checkin and who's here", "checkin + note 'x'" ask for two things; no notes.)
      const joined = best.text !== undefined && isJoin(body[best.text.from]);
      if (best.text && depth < 2 && (!best.intent.strict || joined) && body.length <= MAX_SPLIT_ITEMS) {
        const cut = this.#splitAt(body, ctx, joined ? best.text.from : best.text.from + 1, asked, byLead, depth);
        if (cut) return cut;
      }
      // A reading that only explains what cannot be done ("tuesdays" anywhere: one day at a time) gives way to two clauses
      // that each ask something: "I normally come in on Tuesdays but I won't be in next Tuesday".
      if (best.clause?.type === 'say' && depth < 2 && body.length <= MAX_SPLIT_ITEMS) {
        const cut = this.#splitAt(body, ctx, 1, asked, byLead, depth);
        if (cut?.clauses.some((c) => c.type === 'write' || c.type === 'read')) return cut;
      }
      const clause = best.clause;
      if (!clause) return { kind: 'clauses', clauses: [], pending: best };
      const rival = candidates[1];
      // Two different writes that fit as well as each other: never sure enough to write. (A write against a read is decided by whether it was asked.)
      const tied =
        rival !== undefined && rival.cost === best.cost && rival.intent.writes && best.intent.writes && rival.clause !== undefined && !sameWrite(rival.clause, clause);
      // The exact syntax's notes may end in "?" ("checkin today anyone want lunch?"): only "should I …" makes it a question.
      const out = settle(clause, { asked: best.intent.strict && best.text ? byLead : asked, typo, tied, confirm: best.intent.confirm === true, hedged: hedged(body, best, ctx) });
      const clauses = [out];
      if (instead && out.type === 'write' && out.write.op === 'checkin') {
        clauses.push({ type: 'write', write: { op: 'cancel', when: instead.when, target: { kind: 'self' } }, sure: out.sure, question: out.question, intent: 'instead-of' });
      }
      const textOpen = best.intent.textContinues && !best.text && !best.slots.quote ? out : undefined;
      // A quoted text ends at its closing quote: "note 'Portuguese at 12', and who is coming tomorrow?" reads on after it.
      const quoted = best.text && best.text.to - best.text.from === 1 && body[best.text.from]?.kind === 'quote' ? body[best.text.from]!.to : undefined;
      if (best.intent.strict && best.text) return { kind: 'clauses', clauses, notes: false, rest: true, ...(quoted !== undefined ? { restTo: quoted } : best.intent.sentenceText ? { restTo: ctx.sentenceEnd } : {}) };
      if (textOpen && best.intent.name === 'note-strict' && out.type === 'read') return { kind: 'clauses', clauses, notes: false, textOpen: undefined };
      return { kind: 'clauses', clauses, notes: best.intent.notes === true, textOpen };
    }
    if (depth < 2 && items.length <= MAX_SPLIT_ITEMS) return this.#splitAt(items, ctx, 1, asked, byLead, depth) ?? this.#withoutReason(items, ctx, asked, byLead, depth) ?? this.#runOn(items, ctx, asked, byLead, depth);
    return undefined;
  }

  /** Two clauses joined by "and", "so", "also"… from item `start` on: the right one a request, the left one anything or chat. */
  #splitAt(items: Item[], ctx: ClauseContext, start: number, asked: boolean, byLead: boolean, depth: number): Extract<Part, { kind: 'clauses' }> | undefined {
    for (let j = Math.max(1, start); j < items.length - 1; j++) {
      const join = items[j]!;
      if (join.kind !== 'word' || !(CLAUSE_JOINS.has(join.word) || isJoin(join))) continue;
      const right = stripLeads(items.slice(j + 1));
      const rightAsked = right.leads.has('how') || right.leads.has('whether');
      const rightCtx = { ...ctx, question: ctx.question || rightAsked, leadAsked: ctx.leadAsked || rightAsked, setOff: false };
      const rightByLead = right.leads.has('how') || right.leads.has('whether');
      const after = this.#clauses(right.items, rightCtx, asked || rightByLead, rightByLead, depth + 1);
      // "I am at the hub since 9am but forgot to tell you": a request, and words after it that ask for nothing (and name no day).
      if ((!after || after.clauses.length === 0) && !right.items.some((i) => i.kind === 'when')) {
        const leftOnly = this.#clauses(items.slice(0, j), { ...ctx, endToken: items[j - 1]!.to }, asked, byLead, depth + 1);
        if (leftOnly?.clauses.some((c) => c.type === 'write' || c.type === 'read')) return leftOnly;
        continue;
      }
      if (!after || after.clauses.length === 0) continue;
      // The "?" at the end belongs to the right-hand clause.
      const leftCtx = { ...ctx, question: byLead, leadAsked: byLead, endToken: items[j - 1]!.to };
      const before = this.#clauses(items.slice(0, j), leftCtx, byLead, byLead, depth + 1);
      // Either side may be chat ("here but leaving at 3", "quinn bailed so …"), not both.
      const strongRight = after.clauses.some((c) => c.type === 'write' || c.type === 'read');
      const strongLeft = before?.clauses.some((c) => c.type === 'write' || c.type === 'read') ?? false;
      if (!strongRight && !strongLeft) continue;
      // The left side may be chat ("quinn bailed so …"), but not a request I could not read.
      if (!before && items.slice(0, j).some((i) => i.kind === 'when')) continue;
      return { kind: 'clauses', clauses: [...(before?.clauses ?? []), ...after.clauses], notes: after.notes ?? false, textOpen: after.textOpen, pending: after.pending ?? before?.pending };
    }
    return undefined;
  }

  /** "can't make it friday because my cat is sick": the request, the reason said and dropped. */
  #withoutReason(items: Item[], ctx: ClauseContext, asked: boolean, byLead: boolean, depth: number): Extract<Part, { kind: 'clauses' }> | undefined {
    // ("I'll be in on Thursday even though it's Thanksgiving": a concession is said and dropped like a reason.)
    const evenThough = (k: number) => items[k + 1]?.kind === 'word' && (items[k + 1] as { word: string }).word === 'though';
    const at = items.findIndex((i, k) => k > 0 && i.kind === 'word' && (REASON_STARTS.has(i.word) || (i.word === 'even' && evenThough(k))));
    if (at <= 0) return undefined;
    const head = this.#clauses(items.slice(0, at), { ...ctx, endToken: items[at - 1]!.to }, asked, byLead, depth + 1);
    if (!head || !head.clauses.some((c) => c.type === 'write')) return undefined;
    // "…, even though it's Thanksgiving, and also on Monday": a day joined on after the reason is one more for the request.
    const join = items.findIndex((i, k) => k > at && i.kind === 'word' && (i.word === 'and' || i.word === 'also' || i.word === 'plus'));
    const more = join > 0 ? items.slice(join + 1).find((i) => !(i.kind === 'word' && (i.filler || i.word === 'also' || i.word === 'and'))) : undefined;
    const last = head.clauses.findLast((c) => c.type === 'write');
    if (more?.kind === 'when' && more.when.kind === 'day' && last?.type === 'write' && (last.write.op === 'checkin' || last.write.op === 'cancel')) {
      return { ...head, clauses: [...head.clauses, { ...last, write: { op: last.write.op, when: more.when, target: last.write.target }, intent: 'also' }] };
    }
    return head;
  }

  /**
   * Sentences run together without a stop (dictated, or typed in a hurry): "I'm here at the hub now I forgot to tell
   * you earlier …", "please cancel my Thursday visit I'm going to my in-laws". Where a new sentence begins with "I"
   * after a request, the request stands, and what follows is read on its own (a request there too is kept).
   */
  #runOn(items: Item[], ctx: ClauseContext, asked: boolean, byLead: boolean, depth: number): Extract<Part, { kind: 'clauses' }> | undefined {
    for (let at = 2; at < items.length; at++) {
      const start = items[at]!;
      // (Or a remark about the family or the trip: "cant make tomorrows anymore kid is sick".)
      const next = items[at + 1];
      const remark = start.kind === 'word' && FAMILY.has(start.word) && next?.kind === 'word' && REMARK_VERBS.has(next.word);
      if (start.kind !== 'word' || !(RUN_ON_STARTS.has(start.word) || remark) || this.tokens[start.from - 1]!.trail !== '') continue;
      const head = this.#clauses(items.slice(0, at), { ...ctx, endToken: items[at - 1]!.to }, asked, byLead, depth + 1);
      if (!head || !head.clauses.some((c) => c.type === 'write' || c.type === 'read')) continue;
      const tail = this.#clauses(items.slice(at), ctx, asked, byLead, depth + 1);
      const more = tail?.clauses.filter((c) => c.type === 'write' || c.type === 'read') ?? [];
      return { ...head, clauses: [...head.clauses, ...more] };
    }
    return undefined;
  }

  /** A short segment before a colon that is no request: a label for what follows ("notes", "today I would like to work on"). */
  #isLabel(seg: Segment): boolean {
    if (isNotesLabel(seg.items)) return true;
    return seg.items.length <= 8 && seg.items.every((i) => i.kind === 'word' || i.kind === 'when') && !this.#requestAlone(seg, false);
  }

  /** A segment that only says "all of those days" ("both days", "all 3 days") right after a request for several days. */
  #spanOfSeveralDays(seg: Segment): boolean {
    const taker = this.#lastWriteTakingNotes();
    if (taker?.write.op !== 'checkin' || taker.write.when?.kind !== 'days') return false;
    const words = seg.items.map((i) => (i.kind === 'word' ? i.word : ''));
    return visitSpanTail(words) === words.length;
  }

  /** `labelled`: notes follow a label, and replace notes that were only guessed after a comma. */
  #lastWriteTakingNotes(labelled = false): Extract<Clause, { type: 'write' }> | undefined {
    // Chat between the check-in and its notes is passed over ("just arrived (train was late). Today: …").
    let at = this.out.clauses.length - 1;
    while (at >= 0 && this.out.clauses[at]!.type === 'chat') at--;
    const last = this.out.clauses[at];
    if (!last || last.type !== 'write' || last.write.op !== 'checkin' || (last.write.notes !== undefined && !(labelled && last.write.notesByComma))) return undefined;
    return last.intent === 'checkin' || last.intent === 'checkin-strict' || last.intent === 'plan' || last.intent === 'plan-day' || last.intent === 'bare-date' ? last : undefined;
  }

  #closeNotes(to: number): void {
    const notes = this.#notes!;
    this.#notes = undefined;
    const day = this.#notesDay;
    this.#notesDay = undefined;
    const said = this.#textOf(notes.from, notesEnd(this.#passage, notes.clause.write, notes.from, to));
    // ("…, stick 'X' on it": words that only place one quoted text; the quote is the notes.)
    const text = placedQuote(said) ?? cleanNotes(said);
    if (text === '' || NOT_NOTES.test(text) || EARLIER_MESSAGE.test(text)) return;
    const when = notes.clause.write.op === 'checkin' ? notes.clause.write.when : undefined;
    if (day !== undefined && when?.kind === 'days' && when.dates.includes(day)) {
      // Notes for one of the days: said apart, for foldNotesIntoCheckin to give them to that day alone.
      this.out.clauses.push({ type: 'write', write: { op: 'setNotes', when: { kind: 'day', future: day, past: day }, text, target: { kind: 'self' } }, sure: notes.clause.sure, question: false, intent: 'notes-colon' });
      return;
    }
    const { notesByComma: _guessed, ...write } = notes.clause.write as Write & { notesByComma?: boolean };
    notes.clause.write = { ...write, notes: text, ...(notes.byComma ? { notesByComma: true } : {}) } as Write;
    // "Friday. All day. Note: 'bring the good coffee'": a day said alone, then its notes set off, is a plan, not an answer to someone.
    if (notes.clause.intent === 'bare-date' && !notes.byComma && !this.#doubted) notes.clause.sure = true;
  }

  #closeText(to: number): void {
    const open = this.#text!;
    this.#text = undefined;
    const text = textSet(this.#passage, open.from, to);
    if (text === '' || open.clause.type !== 'write') return;
    const w = open.clause.write;
    if (w.op === 'setNotes') open.clause.write = { ...w, text: text.replace(SWITCH_LEAD, '') || text };
    if (w.op === 'appendNotes') open.clause.write = { ...w, text };
    // Set off by a colon, an arrow or quotes: the text is what they mean the notes to say.
    if (open.clause.intent === 'note-strict') open.clause.sure = open.clause.sure && !open.clause.question;
  }

  /** Withdraws the writes of the last segment that wrote (taken back: "I'm off — oh wait no, staying"). */
  #retract(): void {
    if (this.#lastWriteAt < 0) return;
    const withdrawn = this.out.clauses.slice(this.#lastWriteAt).find((c) => c.type === 'write');
    this.#retractedWhen = withdrawn?.type === 'write' && 'when' in withdrawn.write ? withdrawn.write.when : undefined;
    this.out.clauses = [...this.out.clauses.slice(0, this.#lastWriteAt), ...this.out.clauses.slice(this.#lastWriteAt).filter((c) => c.type !== 'write')];
    this.#lastWriteAt = -1;
  }

  /** Removes the last write of the same kind as the first write in `replacing`. */
  #dropLast(replacing: Clause[]): void {
    const first = replacing.find((c) => c.type === 'write');
    if (!first || first.type !== 'write') return;
    for (let i = this.out.clauses.length - 1; i >= 0; i--) {
      const c = this.out.clauses[i]!;
      if (c.type === 'write' && c.write.op === first.write.op) {
        this.out.clauses.splice(i, 1);
        return;
      }
    }
  }

  /** A date or time alone: the day of the clause waiting for one, or of the write before it, or a visit planned by the date alone. */
  #attachWhen(part: Extract<Part, { kind: 'when' }>, seg: Segment): void {
    if (!part.when) return;
    const lastWrite = [...this.out.clauses].reverse().find((c): c is Extract<Clause, { type: 'write' }> => c.type === 'write');
    // "I'll come Thursday. Sorry I meant Friday!": the day of the last request, replaced.
    if (part.correction && lastWrite && 'when' in lastWrite.write && !this.#pending) {
      lastWrite.write = { ...lastWrite.write, when: part.when };
      return;
    }
    // "I'm in, tomorrow too": one more day for the same request; "and Friday maybe": asked about.
    if ((part.also || part.maybe) && lastWrite && lastWrite.write.op === 'checkin' && !this.#pending) {
      this.out.clauses.push({ ...lastWrite, write: { op: 'checkin', when: part.when, target: lastWrite.write.target }, sure: lastWrite.sure && !part.maybe, intent: part.maybe ? 'maybe' : 'also' });
      return;
    }
    if (this.#pending) {
      const pending = this.#pending;
      this.#pending = undefined;
      const needs = pending.intent.needsWhen ?? 'any';
      const clause = fits(part.when, needs, this.today) ? pending.intent.build({ ...pending.slots, when: part.when }) : undefined;
      if (clause) this.out.clauses.push(clause);
      else this.#unread(seg);
      return;
    }
    const last = this.out.clauses.at(-1);
    if (last?.type === 'write' && 'when' in last.write && last.write.when === undefined) {
      last.write = { ...last.write, when: part.when };
      return;
    }
    if (last?.type === 'write' && 'when' in last.write && sameWhen(last.write.when, part.when)) return;
    // A day alone, asked ("tmrw?", "friday?"): who is coming then (a read; nothing is written).
    if (this.out.clauses.length === 0 && seg.asks && part.when.kind === 'day') {
      const date = dayOf(part.when, 'future', this.today)!;
      this.out.clauses.push({ type: 'read', command: { kind: 'whosHere', when: { type: 'day', date } }, intent: 'date-asked' });
      return;
    }
    // Dates alone ("mon-wed next week", "tomorrow + thursday. notes: …"): visits planned on them, when all are ahead.
    // One day alone ("thursday.") is offered rather than planned: it is as often an answer to someone else.
    if (this.out.clauses.length === 0 && fits(part.when, 'future', this.today) && !seg.asks && !part.asked) {
      const several = part.when.kind !== 'day';
      this.out.clauses.push({ type: 'write', write: { op: 'checkin', when: part.when, target: { kind: 'self' } }, sure: several, question: false, intent: 'bare-date' });
      return;
    }
    this.#unread(seg);
  }

  /** A segment no clause accounted for that looks like a request: unclear, and the days it names kept (tidy's notesForDayNamed). */
  #unread(seg: Segment): void {
    const text = this.#textOf(seg.from, seg.to);
    this.out.unclear.push(text);
    const said: string[] = [];
    for (const item of seg.items) {
      if (item.kind !== 'when') continue;
      const days = daysOf(item.when, this.today);
      // ("el finde voy al hub": a short span's days too.)
      said.push(...(item.when.kind === 'range' && daysBetween(item.when.range.start, item.when.range.end) < 14 ? eachDate(item.when.range.start, item.when.range.end) : days));
      if (days.length > 0) this.out.unreadDays = [...(this.out.unreadDays ?? []), ...days];
    }
    this.#unreadParts.push({ text, days: said, foreign: inAnotherLanguage(seg.items) });
  }

  /**
   * "mañana voy al hub y el jueves también — tomorrow and thursday, put me down": a clause in another language whose days
   * the English beside it asks for, surely, says the same again; it leaves nothing unclear. (Its days are only said
   * again: a day only the other language names stays unclear.)
   */
  #saidAgainInEnglish(): void {
    const sure = new Set(this.out.clauses.flatMap((c) => (c.type === 'write' && c.sure && (c.write.op === 'checkin' || c.write.op === 'cancel') ? daysOf(c.write.when, this.today) : [])));
    for (const part of this.#unreadParts) {
      if (!part.foreign || part.days.length === 0 || !part.days.every((d) => sure.has(d))) continue;
      this.out.unclear = this.out.unclear.filter((u) => u !== part.text);
    }
  }

  #continues(seg: Segment, next: Segment | undefined): boolean {
    if (!next) return false;
    // (After a comma, only into quotes: "change my note of today, now it is 'slides, then the talk'".)
    return SETS_OFF_TEXT.test(this.#gap(seg, next)) || (/,/.test(this.#gap(seg, next)) && next.items.some((i) => i.kind === 'quote'));
  }

  /** A segment that is all inside brackets ("(nothing fancy)"). */
  #bracketed(seg: Segment): boolean {
    return /\(/.test(this.tokens[seg.items[0]!.from]!.lead) && /\)/.test(this.tokens[seg.items.at(-1)!.to - 1]!.trail);
  }

  #colonAfter(seg: Segment, next: Segment | undefined): boolean {
    if (!next) return false;
    // (An arrow typed as one character too: "update Fri note → '…'".)
    return COLON_OR_ARROW.test(this.#gap(seg, next));
  }

  /** The punctuation between two segments: the end of the last word, and any separators standing alone. */
  /** Whether token AT stands inside an item of a list, after words of that item ("- Thu: in, note: X"), not at its start. */
  #onListItem(at: number): boolean {
    const start = this.tokens[at]!.start;
    const line = this.body.slice(this.body.lastIndexOf('\n', start - 1) + 1, start);
    return INSIDE_LIST_ITEM.test(line);
  }

  /** Whether NEXT begins a new line that is an item of a list ("- ", "* ", "• ", "2. "). */
  #startsListItem(seg: Segment, next: Segment): boolean {
    const from = this.tokens[seg.items.at(-1)!.to - 1]!.end;
    const to = this.tokens[next.from]!.start + this.tokens[next.from]!.lead.length;
    return NEW_LIST_ITEM.test(this.body.slice(from, to));
  }

  #gap(seg: Segment, next: Segment): string {
    const lastItem = seg.items.at(-1)!;
    const lastToken = this.tokens[lastItem.to - 1]!;
    // (A smiley is no punctuation: the colon of ":)" opens nothing.)
    return lastToken.trail + this.tokens.slice(lastItem.to, next.from).filter((t) => !isEmoji(t)).map((t) => t.raw).join(' ');
  }

  /** Where the sentence of SEG ends: the end of the first segment from it on that ends one, or the message's end. */
  #sentenceEnd(seg: Segment): number {
    return this.#sentenceEnds.get(seg) ?? this.tokens.length;
  }

  #insideParentheses(from: number, to: number): boolean {
    const text = this.#textOf(from, to);
    return (text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length;
  }

  #textOf(from: number, to: number): string {
    return textOf(this.#passage, from, to);
  }
}

/** A line's list marker after its indent ("- ", "* ", "• ", "2. "), for the two list-item patterns below. */
const LIST_MARK = String.raw`[^\S\n]*(?:[-*•+]|\d{1,2}[.)])`;
const INSIDE_LIST_ITEM = new RegExp(String.raw`^${LIST_MARK}[^\S\n]+\S`);
const NEW_LIST_ITEM = new RegExp(String.raw`\n${LIST_MARK}[^\S\n]`);

/** How many segments of a message are read as requests. */
const MAX_SEGMENTS_READ = 12;

/** Longest clause looked at for typos, and for two requests joined in it. */
const MAX_TYPO_ITEMS = 8;

const MAX_SPLIT_ITEMS = 24;
