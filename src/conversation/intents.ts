import type { Bias, DateRange } from '../commands/dates.js';
import type { CommandKind, Smalltalk, StatsQuestion } from '../commands/command.js';
import { whoisQuery } from '../commands/reading.js';
import { COMMAND_SPECS } from '../commands/specs.js';
import { addDaysIso } from '../time/hub-date.js';
import type { IntentDeclaration } from './declaration.js';
import { editDistance } from '../commands/suggest.js';
import { HUB_DECLARATIONS } from './hub.js';
import type { Clause, Control, Write } from './meaning.js';
import { dayOf, lastDays, nextDays, rangeOf, type Slots } from './slots.js';
import { readingReplies } from './replies.js';
import { MONTHS, SPELLINGS } from './vocabulary.js';
import { NOT_A_PURPOSE } from './notes-words.js';
import { placedQuote } from './placed-quote.js';
import { dayAt, mondayOf, type When } from './when.js';

/** Articles before the word that says what a visit is for ("for a bit"). */
const ARTICLES = new Set(['a', 'an', 'the']);

/**
 * What the bot understands, declared as data (in the spirit of Rasa's domain
 * files and hassil's intents): each intent has its templates (grammar.ts
 * syntax, words from vocabulary.ts), its flags (does it write? must it always
 * ask first?), which entities may stand anywhere in the clause, and a small
 * function from its slots to the clause it means. The matcher (matcher.ts)
 * scores every intent against every clause and acts only on a clear winner.
 *
 * Adding an intent: a declaration here (and, for a new command, its kind in
 * commands/command.ts and its handler in commands/handlers/). The sampler test
 * expands every template below and checks it reads back as its intent.
 */
export type { IntentDeclaration };

const SELF = { kind: 'self' } as const;

/** First words after a bare `note` that begin a sentence about notes ("notes from the talk were great"), not notes. */
/** A pronoun for what was just said, alone or before a comma ("note this", "note it down, thanks"). */
const REFERS_BACK = /^(?:this|it|these|those|that)(?:\s+down)?(?:\s*[,.!]|$)/i;
const NOTE_CHAT_WORDS = new Set([
  'from', 'about', 'that', 'this', 'of', 'on', 'in', 'is', 'are', 'was', 'were', 'taken', 'the', 'i', 'we', 'you', 'it', 'and', 'so', 'if',
  'my', 'your', 'will', 'would', 'look', 'looks', 'seem', 'seems', 'sound', 'sounds', 'here', 'there', 'for', 'self', 'though', 'aside', 'to',
]);

const write = (name: string, w: Write, s: Slots, sure = true): Clause => ({ type: 'write', write: w, sure, question: s.question, intent: name });
const read = (name: string, command: Extract<Clause, { type: 'read' }>['command']): Clause => ({ type: 'read', command, intent: name });
const chat = (name: string, says: Smalltalk): Clause => ({ type: 'chat', command: { kind: 'smalltalk', says }, intent: name });
const control = (name: string, c: Control): Clause => ({ type: 'control', control: c, intent: name });
const help = (name: string, topic?: CommandKind): Clause => ({ type: 'help', ...(topic ? { topic } : {}), intent: name });

/** No day said, "upcoming", or a span from about now to within `my plans`' two weeks (a few days' slack: "the next couple of weeks"). */
function soon(when: Slots['when'], today: string): boolean {
  if (when === undefined) return true;
  if (when.kind !== 'range' || when.range.start > addDaysIso(today, 1) || when.range.end < today) return false;
  return when.open === true || when.range.end <= addDaysIso(today, 20);
}

/** A read about one day, with the bias the intent gives a bare weekday. */
function day(s: Slots, bias: Bias | 'present'): string | undefined {
  return dayOf(s.when, bias, s.today);
}

function whosHere(name: string, s: Slots, bias: Bias | 'present'): Clause | undefined {
  // (A month by its name faces the question: "who came in december" is the last one, "who's coming in december" the next.)
  if (s.when?.kind === 'range') return read(name, { kind: 'whosHere', when: { type: 'range', range: bias === 'present' ? presentSpan(s.when.range, s.today) : rangeOf(s.when, bias, s.today, s.when.range) } });
  if (s.when?.kind === 'days') return read(name, { kind: 'whosHere', when: { type: 'days', dates: s.when.dates } });
  return read(name, { kind: 'whosHere', when: { type: 'day', date: day(s, bias)! } });
}

/** Two weekdays said as a span, nothing else ("thursday to sunday", "mon-wed"). */
const WEEKDAY_SPAN = /^(?:from )?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]* ?(?:to|until|till|til|through|thru|-|–) ?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*$/i;

/**
 * "who is in from thursday until sunday?" asked on a Tuesday: who is in asks of days to come, as "who is in thursday?"
 * does; a span of weekdays already over this week is next week's. (Said in the past, "who was in …", it stays.)
 */
function presentSpan(range: DateRange, today: string): DateRange {
  if (range.end >= today || !WEEKDAY_SPAN.test(range.label.trim())) return range;
  return { start: addDaysIso(range.start, 7), end: addDaysIso(range.end, 7), label: range.label };
}

function stats(name: string, s: Slots, question: StatsQuestion): Clause {
  let range = rangeOf(s.when, 'past', s.today, question === 'trend' ? weekSoFar(s.today) : lastDays(s.today, 28, 'the last 4 weeks'));
  // "up or down vs last week?": last week is what this week is compared with.
  if (question === 'trend' && range.end < s.today) {
    const length = Math.round((Date.parse(range.end) - Date.parse(range.start)) / 86_400_000) + 1;
    range = { start: addDaysIso(range.end, 1), end: addDaysIso(range.end, length), label: length === 7 ? 'this week' : 'the span since' };
  }
  return read(name, { kind: 'stats', range, question });
}

function weekSoFar(today: string) {
  const monday = mondayOf(today);
  return { start: monday, end: addDaysIso(monday, 6), label: 'this week' };
}

const CHECKIN_NOW = [
  '[please] (checking in | signing in | logging in | clocking in | sign in | log in | clock in | signin | login) [me]',
  '(check | sign | log | clock | mark | put | count) me (in | present | as here | as in | down as here)',
  // The object after the particle ("please check in me"), as some members write it.
  '(check | sign | log | clock) in me',
  // A phone's autocorrect: "chick in for today", "cheque in pls".
  '(chick | cheque) in [me]',
  '<im> [now | just | finally | officially | already | here and] (<checkin>)',
  '<im> [now | just | finally | officially | already | also] (here | hear | in | at the hub | in the hub | at the office | in the office | at the space | in the space | in the building | on site | onsite | at rc | at hub | in hub | present)',
  '(here | in | present) [now | again]',
  // "I'm in at the hub now", "I'm here at the space already".
  '<im> [now | just | finally | already] (in | here | present) (at the hub | at hub | in the hub | in hub | at the office | in the office | at the space | in the space | in the building) [now | already]',
  '[<im> | i | i have | i\'ve | we | just | finally] <arrived> [at the hub | at the office | in the building | here | to the hub | to the office | to the space | in the hub | at the space | at hub | in hub | to hub] [now | already]',
  // "please register my presence", "record my attendance for today", "mark me as present".
  '(register | record | log | mark | note | confirm | take) (my | our) (presence | attendance | arrival) [at the hub | here | at the office | at the space]',
  '(register | record) me [as] (present | here | in)',
  '[i | <im> | just | finally] (reached | got to | reach) [the hub | the office | here]',
  // "I have reached the hub just now".
  '(i have | i\'ve | we have) [just] (reached | arrived at | got to) (the hub | the office | here) [just now | now]',
  '<im> (hear | here) (at the hub | in the hub | at the office | now)',
  'in the (house | building)', 'reporting (in | for duty)', '<checkin> here',
  '(at the hub | at hub | in the hub | in hub | at the office | in the office | at the space | in the space | on site | onsite) [now | already]',
  '[<im>] (here | in) (for the day | for today | all day | for a bit | for a while | for a few hours | today)',
];

/** Words that begin no one's name: pronouns and the verbs of a question ("who all am I following?", "who do I follow?"). */
const NEVER_LOOKED_UP = new Set(['i', 'me', 'you', 'we', 'they', 'he', 'she', 'it', 'am', 'is', 'are', 'was', 'were', 'do', 'does', 'did', 'have', 'has']);
const firstWordLower = (text: string) => text.trim().split(/\s+/)[0]!.toLowerCase();

/** A short presence question ("june in?", "Corin was in yesterday?"): asked, with no lead asking, of a name that is someone's. */
const askedOfAName = (s: Slots) => s.question && !s.leadAsked && s.person?.kind === 'name' && !NOT_A_NAME.has(s.person.text.toLowerCase());

/** Words that stand where a name would and are no one's name ("anyone in?", "u in?", "all in?"). */
const NOT_A_NAME = new Set(['i', 'me', 'you', 'u', 'ya', 'we', 'us', 'they', 'he', 'she', 'it', 'who', 'anyone', 'everyone', 'all', 'people', 'someone', 'somebody', 'anybody', 'nobody', 'noone', 'no one', 'any', 'many', 'how many', 'who else', 'y\'all', 'yall', 'folks', 'ppl', 'you all', 'we all', 'checked', 'logged', 'signed', 'booked', 'still', 'already', 'not', 'also', 'both',
  // Verbs before "in": "how do I check in?", "if I log in now".
  'check', 'checking', 'log', 'logging', 'sign', 'signing', 'clock', 'clocked', 'come', 'get', 'got', 'pop', 'drop', 'swing', 'be', 'been', 'is', 'are', 'am', 'was', 'were', 'stay', 'stop', 'put', 'pencil', 'count', 'book', 'plan', 'add', 'mark']);

/** The two days a span was written between ("from monday to tuesday"), each read as a day of its own. */
function spanEnds(written: string, today: string): [Extract<When, { kind: 'day' }>, Extract<When, { kind: 'day' }>] | undefined {
  const parts = written.toLowerCase().replace(/^from\s+/, '').split(/\s+(?:to|until|till|through|thru)\s+|\s*[-–]\s*/);
  if (parts.length !== 2) return undefined;
  const [a, b] = parts.map((part) => dayAt(part.split(/\s+/).map((w) => SPELLINGS.get(w) ?? w), 0, today));
  if (!a || !b || a.length !== parts[0]!.split(/\s+/).length || b.length !== parts[1]!.split(/\s+/).length) return undefined;
  // A span runs forward: "from Monday to Tuesday" on a Tuesday ends the day after that Monday, not today.
  let end = b.when.future;
  while (end < a.when.future) end = addDaysIso(end, 7);
  return [a.when, end === b.when.future ? b.when : { kind: 'day', future: end, past: end }];
}

/** What is left of a text after its day when the day was joined on, not noted ("and maybe friday", "or monday?"). */
const JOINED_DAY = /^(?:and|or|plus|&)(?:\s+(?:maybe|perhaps|possibly|probably|prob|also|too))*[\s.?!]*$/i;

export const INTENTS: IntentDeclaration[] = [
  // ── Visits: check in, plan, cancel, leave ────────────────────────────────
  {
    name: 'checkin',
    say: CHECKIN_NOW,
    writes: true,
    floating: ['when', 'time'],
    notes: true,
    examples: ["I'm here, pairing on a parser", 'checking in', 'just got in', 'in: writing the docs'],
    build: (s) => write('checkin', { op: 'checkin', when: s.when, time: s.time, target: SELF, present: true }, s),
  },
  {
    // The exact syntax: `checkin [@who] [DATE] [NOTES…]`; what follows the date is notes, as written.
    name: 'checkin-strict',
    say: ['(checkin | check in) [{target}] [{when}] [{text}]'],
    writes: true,
    strict: true,
    notes: true,
    floating: ['time', 'when'],
    priority: -1,
    examples: ['checkin fri working on my ray tracer', 'checkin 2026-12-08'],
    build: (s) => {
      // "should I check in someone else?": a question about the command, not notes for it.
      if (s.leadAsked && s.text !== undefined) return undefined;
      // "checkin 3/4 done with the parser": a fraction as much as a date, when the date is far off. Asked, never guessed.
      if (s.when?.kind === 'day' && s.when.numeric && s.text !== undefined && Math.abs(Date.parse(s.when.future) - Date.parse(s.today)) > 14 * 86_400_000 && s.whenText) {
        return write('checkin-strict', { op: 'checkin', target: s.target ?? SELF, notes: `${s.whenText} ${s.text}`, exact: true }, s, false);
      }
      // "checkin tomorrow and maybe friday": a join and another day, not notes. Both days are offered, never done.
      const another = s.textWhen?.kind === 'day' && JOINED_DAY.test(s.textWithoutWhen ?? '') && (s.when === undefined || s.when.kind === 'day') ? s.textWhen.future : undefined;
      if (another !== undefined) {
        const dates = [...new Set([s.when?.kind === 'day' ? s.when.future : s.today, another])].sort();
        return write('checkin-strict', { op: 'checkin', when: { kind: 'days', dates }, target: s.target ?? SELF, exact: true, present: true }, s, false);
      }
      return write('checkin-strict', { op: 'checkin', when: s.when, target: s.target ?? SELF, exact: true, present: true, ...(s.text !== undefined ? { notes: s.text } : {}) }, s);
    },
  },
  {
    name: 'plan',
    say: [
      '<ill> <come> [<cometo>]',
      '<ill> be (in | there | here | around | at the hub | in the office)',
      // After a leading "I'm going to" (a request lead): "be in tomorrow".
      'be (in | at the hub | in the office)',
      '<im> (coming | dropping | popping | swinging | stopping | heading) [<cometo>]',
      // ("come friday" is what is left of "I'd like to come friday" once its lead is read.)
      '(come | coming | dropping | popping | swinging | stopping) [<cometo>]',
      '(heading | going) (in | over | to the hub | into the hub | into the office)',
      '(come | pop | swing | drop | stop) (in | by | over | around | to the hub | into the hub)',
      '[<im> | i | we] (will | can | should | might | may | could | shall) (come [in | by] | be (in | there | here | around) | make it | attend [the hub])',
      // Said without "I": "might swing by saturday", "will pop in friday".
      '(might | may | will | could | should) <come> <cometo>',
      // (British: "stick me down for tomorrow", "bung me in for friday".)
      // ("count me" alone is counted, not booked: "count me, don't name me" asks to be counted without a name; "count me in" plans.)
      '(put | pencil | sign | book | count | add | schedule | mark | write | slot | pop | jot | plan | reserve | save | stick | bung | whack | enter | chuck) (me | myself) (in | down | up | on) [for] [that | it | then | that day]',
      '(put | pencil | sign | book | add | schedule | mark | write | slot | jot | stick | bung | enter | chuck) me [down] [for]',
      // "Kindly enter both in the register": the days said before.
      // (Not "mark it down", which may be a routine's or a note's.)
      '(enter | put | mark | book | write) (both | them | all | these | those) [down] [in | on | into] [the] [register | list | book | calendar | system]',
      // "put me for both", "book me in for all three": the days said before.
      '(put | pencil | sign | book | mark | add | write) me [down | in | up] for (both | all | them | those | these) [days | of them | three | 3]',
      '(sign | signing) up [for]',
      'i (can | could) (come | make it) [in]',
      'i come [<cometo>]', '(register | enrol | enroll | inscribe) me [in] [for]', '[i] can do',
      'count me in [for]',
      'i (plan | hope | intend | expect | mean) to (come | be | visit) [<cometo> | the hub | the space | the office]',
      "<im> (keen | eager | hoping | planning) to (come | be | visit) [<cometo> | the hub | the space | the office]",
      // Said without "am" (Singlish, and quick typing): "next Wed I coming".
      'i (coming | dropping by | popping in | going) [<cometo> | to the hub]',
      "i'd love to come [in]",
    ],
    writes: true,
    floating: ['when', 'time'],
    notes: true,
    examples: ['coming in tomorrow', 'put me down for thurs', "i'll be in fri and mon", 'pencil me in for the 30th'],
    build: (s) => write('plan', { op: 'checkin', when: s.when, time: s.time, target: SELF }, s),
  },
  {
    // "coming in to work on my compiler", "I'm here for the talk": the rest may be notes, or may be chat. Asked.
    name: 'plan-purpose',
    say: [
      '<ill> <come> [<cometo>] (to | for) {text}',
      '<im> (coming | dropping | popping) [<cometo>] (to | for) {text}',
      '(coming | dropping | popping) [<cometo>] (to | for) {text}',
      '<im> (here | in | at the hub) (to | for) {text}',
    ],
    writes: true,
    floating: ['when', 'time'],
    priority: -1,
    build: (s) => {
      if (!s.text) return undefined;
      // "I'll pop in for a bit", "coming for the whole day": how long, not what for; a plan without notes.
      const said = (s.textWithoutWhen ?? s.text).trim();
      const [first, second] = said.toLowerCase().split(/\s+/);
      if (s.purposeWord === 'for' && NOT_A_PURPOSE.has(ARTICLES.has(first ?? '') ? (second ?? '') : (first ?? ''))) {
        return write('plan', { op: 'checkin', when: s.when ?? s.textWhen, time: s.time, target: SELF }, s);
      }
      const notes = `${s.purposeWord ?? 'to'} ${said}`.trim();
      return write('plan-purpose', { op: 'checkin', when: s.when ?? s.textWhen, time: s.time, notes, target: SELF }, s, false);
    },
  },
  {
    // Verbs that plan only with a day after today: "plan: tuesday", "add thursday too", "back tomorrow".
    name: 'plan-day',
    say: [
      '(plan | book | schedule | reserve | make | log) [me | a | my | another | one more | some] [visit | visits | spot | spots | day | days | desk | day in | booking | bookings | checkin] [for]',
      // An imperative said the way a command is ("visit fri", "visit(date=2026-12-09)" read as words).
      '(visit | attend) [the hub | the space | the office] [on]',
      "[<im> | i am | also] planning [on | for]",
      'add (me | a | my | another | one more) [visit | spot | day | desk | day in | booking | checkin] [for]',
      '(get | grab | have | snag | save) [me] [a | my] (spot | desk | place | seat)',
      '(works | is good | is fine | suits me | is perfect) [for me]',
      "[<im> | i'll be | i will be] back [again | in | at the hub | here] [on]",
      "[<im>] in for",
      // "saturday and sunday I'm there", "I'm there friday": being there, on a day to come.
      '<im> there [on]',
    ],
    writes: true,
    floating: ['when', 'time'],
    notes: true,
    needsWhen: 'future',
    examples: ['plan: tuesday'],
    build: (s) => write('plan-day', { op: 'checkin', when: s.when, time: s.time, target: SELF }, s),
  },
  {
    // "can you add thursday too"; "add:" opens notes instead ("For tomorrow please add: pairing on …").
    name: 'plan-add',
    say: ['add [too | as well | also]'],
    writes: true,
    floating: ['when', 'time'],
    notes: true,
    needsWhen: 'future',
    examples: ['can you add thursday too'],
    build: (s) => (s.colonAfter ? undefined : write('plan-add', { op: 'checkin', when: s.when, time: s.time, target: SELF }, s)),
  },
  {
    // "see you wed.": a visit on that day; beside a goodbye ("heading out, see y'all thurs!") only a goodbye.
    name: 'see-you',
    // (Spanish "hasta mañana", folded to "hasta tomorrow".)
    say: ['(see | c) (you | everyone | you all | ya) [all | there | then | on]', 'hasta [luego | pronto]'],
    writes: true,
    floating: ['when', 'time'],
    needsWhen: 'future',
    examples: ['see you wed.'],
    build: (s) => write('see-you', { op: 'checkin', when: s.when, time: s.time, target: SELF }, s),
  },
  {
    name: 'cancel',
    say: [
      // Without a day, only "cancel" itself, or a verb with its object ("drop my visit"): "nvm", "scratch" alone cancel nothing.
      // ("cancel that" alone names nothing: the bot's question, or a visit? cancel-it offers it.)
      '(cancel | uncheck | uncheckin) [me] [my | the | our] [<visit>] [for | on] [too]', '(cancel | uncheck | uncheckin) [me] (this | that) <visit> [for | on] [too]',
      '<cancelverb> [me] (my | the | this | that | our) <visit> [for | on] [too]', '<cancelverb> <visit>',
      '<cancelverb> me (from | for | off) [the list]',
      'undo [my | the] (checkin | check in | visit | plan | booking)',
      '[i | we] <cant> (make it | come [in] | be there | be in | be here | attend | do it | go | join) [<cometo>] [after all | anymore]',
      '[<im> | i | we] <notcoming> [<cometo>]', '(nevermind | never mind) [<im> | i | we] <notcoming> [<cometo>]',
      "[i | we] won't (come | be coming) [in] [<cometo>]",
      // "I will not be spending Thanksgiving at the hub": the day not spent there.
      "[i | we] (won't | will not) be spending [the day] (at the hub | here | in the office | there)",
      '(take | cross | strike | scratch | knock) me off [the list] [for]',
      '(count | leave | keep) me out [for]',

      "[i] (have to | need to | got-to | must | 'll have to | will have to) (cancel | bail | skip | drop) [on]",
      "[<im> | i] (bailing | bail) [on]",
      "[<ill> | <im> | i] (skip | skipping | miss | missing) [the hub | my visit | it]",
      'not (anymore | any more)',
      'no (visit | hub) for me',
      '(unbook | unplan) [me]',
      "(won't | can't) make it",
      "<im> no longer coming [in]",
    ],
    writes: true,
    floating: ['when'],
    examples: ["can't make it tmrw", 'cancel fri', "won't be in thurs or fri after all"],
    build: (s) => write('cancel', { op: 'cancel', when: s.when, target: SELF }, s),
  },
  {
    // "not today", "not Tue/Wed": a cancel only beside what it corrects ("only Monday next week, not Tue/Wed"); alone, offered.
    name: 'cancel-not',
    say: ['not {days}'],
    writes: true,
    confirm: true,
    examples: ['not today'],
    build: (s) => write('cancel-not', { op: 'cancel', when: s.when, target: SELF }, s, false),
  },
  {
    // "delete it", "cancel that": which "it" is the context's (a visit, or the bot's own question): offered, never done on its own.
    name: 'cancel-it',
    say: ['(delete | remove | cancel | drop) (it | that | this one)', '(remove | delete | drop | unregister) me'],
    writes: true,
    confirm: true,
    floating: ['when'],
    examples: ['please delete it'],
    build: (s) => write('cancel-it', { op: 'cancel', when: s.when, target: SELF }, s, false),
  },
  {
    // Verbs that cancel only with a day: "scratch next wed", "nvm about thursday", "wfh tomorrow", "ooo next week".
    name: 'cancel-day',
    say: [
      // "scratch my friday": the day is the visit.
      '<cancelverb> [me] [for | on] [too]', '<cancelverb> my [for | on]', 'nevermind [about]',
      // "saturday's off", "friday is off for me": the day is off.
      '[is] off [for me] [now]',
      // Said as a plan is: "tomorrow is cancelled for me, I have a cold".
      '(is | are) (cancelled | canceled | scrapped | a no-go | not happening) [for me | for us]',
      // "Friday is not happening", "tomorrow isn't happening for me".
      "(is not | isn't | is no longer | ain't | won't be | will not be) happening [for me] [anymore | after all]",
      // "take thursday off my list", "cross friday off": the day taken off.
      '(take | cross | strike | scratch | knock) off (my | the) (list | calendar | schedule | plans)', '(cross | strike | scratch | knock) off',
      // "I won't make tomorrow either", "can't do monday": the day is what is not made.
      "[i | we] (<cant> | won't | will not) (make | do) [either | too | as well]", 'never mind [about]', 'forget [about]',
      "[<im> | i | i'll be | i will be] (wfh | ooo | pto | working from home | out of office | on leave | on holiday | on vacation | remote | off sick | out sick) [for | on]",
      '(wfh | ooo | pto | remote | working from home | out of office)',
    ],
    writes: true,
    floating: ['when'],
    needsWhen: 'any',
    examples: ['scratch next wed', 'nvm about thursday'],
    build: (s) => write('cancel-day', { op: 'cancel', when: s.when, target: SELF }, s),
  },
  {
    // "cancel my next visit": the next one planned.
    name: 'cancel-next',
    say: ['<cancelverb> [my | the] next [<visit>]', "[i] <cant> make (my | the) next (visit | one)"],
    writes: true,
    build: (s) => write('cancel-next', { op: 'cancel', target: SELF, next: true }, s),
  },
  {
    // "clear my week", "cancel my whole week": this week's visits, from today to Sunday (next Tuesday's is next week's);
    // offered, as "all my plans" is: several visits from a few words.
    name: 'cancel-my-week',
    say: ['(clear | clear out | cancel | wipe | free up) my [whole | entire] week'],
    writes: true,
    priority: 1,
    build: (s) => (s.when === undefined ? write('cancel-all', { op: 'cancel', when: { kind: 'range', range: { start: s.today, end: addDaysIso(mondayOf(s.today), 6), label: 'this week' } }, target: SELF, all: true }, s, false) : undefined),
  },
  {
    name: 'cancel-all',
    say: [
      '<cancelverb> [out] (all | every | each | both) [of] [my | the] [upcoming | forthcoming | future | planned | remaining | coming | next] [<visit> | plans | stuff | things | days] [for | in]', '<cancelverb> everything',
      'clear [out] my (schedule | calendar | plans)',
      // "I must withdraw from both of my forthcoming visits".
      '[i] [must | have to | need to | will] (withdraw | pull out | back out | drop out) (from | of) (all | both | each | every) [of] [my | the] [upcoming | forthcoming | future | planned | remaining | coming | next] [<visit> | plans]',
    ],
    writes: true,
    floating: ['when'],
    priority: 1,
    examples: ['cancel all my plans this week'],
    // Sure only over a span with an end said ("this week"); "all my upcoming visits", like "all my plans", is confirmed first.
    build: (s) => (s.when?.kind === 'range' || s.when === undefined ? write('cancel-all', { op: 'cancel', when: s.when, target: SELF, all: true }, s, s.when !== undefined && !(s.when.kind === 'range' && s.when.open === true)) : undefined),
  },
  {
    // `checkout [DATE]` and `out [DATE]`: today they mean leaving, another day cancelling. `uncheckin` cancels.
    name: 'checkout-strict',
    say: ['(checkout | check out | out) [{target}] {date}', '(checkout | check out | out | leaving | leave) {target}'],
    writes: true,
    floating: ['time'],
    examples: ['checkout tomorrow'],
    build: (s) => {
      const target = s.target ?? SELF;
      const cancel = s.when?.kind === 'day' && s.when.future !== s.today;
      // "checkout tomorrow afternoon": a time says when they will leave that day, not that the visit is off. Cancelling is offered, never done.
      return cancel ? write('checkout-strict', { op: 'cancel', when: s.when, target }, s, s.time === undefined) : write('checkout-strict', { op: 'leave', target }, s);
    },
  },
  {
    name: 'cancel-strict',
    say: ['(cancel | uncheckin | uncheck) [{target}] [{date}]', '(cancel | uncheckin) [{target}] {days}'],
    writes: true,
    priority: -1,
    build: (s) => write('cancel-strict', { op: 'cancel', when: s.when ?? (s.target ? { kind: 'day', future: s.today, past: s.today } : undefined), target: s.target ?? SELF }, s),
  },
  {
    // "I'm out tomorrow", "I'm off friday", "I'm out today": not coming, or left? Asked, never guessed.
    name: 'away',
    say: ['<im> (out | off | away) [for]', '(out | off | away) for'],
    writes: true,
    floating: ['when'],
    needsWhen: 'any',
    build: (s) => away('away', s),
  },
  {
    // "I'm not here", "not in today": the same question.
    name: 'away-not',
    say: ['<im> (not in | not here | not around | not at the hub)', 'not (in | here | around | at the hub)'],
    writes: true,
    floating: ['when'],
    build: (s) => away('away-not', s),
  },
  {
    name: 'leave',
    say: [
      '[<im> | i am | we are | we\'re | i] [now | just | about to be | finally] <leaving> [<leaveday>] [bye | see you | see ya | later | cheers | goodnight]',
      '(check | sign | log | clock) me out',
      '(checking | signing | logging | clocking | heading | headed) out [<leaveday>]',
      // After a leading "I'm about to" or "I have to" (request leads): "head out", "head home".
      '(head | go) [on] (out | home) [now] [<leaveday>]',
      // "I'm fixin to head on home", "log me as gone", "put me down as left".
      '(log | put | sign) me [down] as (gone | left | out | leaving)', '<im> (heading | going) on home',
      // British and Scots: "that's me off home", "that's me away".
      "that's me (off | away | done | out) [now] [home | hame] [now | for the day]",
      // "dipping ✌️", "mark me gone", "I go now, the day is finish for me", "out for the day".
      '[<im> | i am] dipping [out] [now]', 'mark me (gone | out | as gone | as left | as out)', 'i (go | leave) [now] [home]', 'out for the (day | night)', '(the | my) day is (finish | finished | done | over) [for me]',
      '(calling | call) it a day', 'off i go', 'i (left | have left) [the hub]', "i've left [the hub]", '[just] left [the hub]', 'leave', 'checkout', 'check out',
      '[i] (go | going) home [now]', "<im> going home",
      '<im> done [<leaveday>]', 'done [<leaveday>]', '(heading | going | off) home', 'got-to (go | run | head out)',
      "that's it for (me | today)", 'logging off', 'signing off', '(gtg | g2g | got-to go)',
      // A goodbye for the day is leaving ("bye for the day", "goodnight all, done for the day"); "bye" alone is only a goodbye.
      '(bye | goodbye | goodnight | night | see you | see ya) (for the day | for tonight) [all | everyone]',
    ],
    writes: true,
    floating: ['when', 'time'],
    examples: ['heading out', 'leaving for the day', 'done for today'],
    build: (s) => {
      // "saturday's off": a weekday beside "off" is a day not coming, not a departure.
      if (s.when?.kind === 'day' && s.when.weekday && s.when.future !== s.today) return undefined;
      // "I left early yesterday": a past day's visit stays as it was ("early" there is no departure still to come).
      if (s.when?.kind === 'day' && s.when.past < s.today && s.when.future !== s.today) return { type: 'say', text: readingReplies.leftInThePast(), intent: 'leave-past' };
      // "leaving in 5 min": as good as now; "leaving at 6", "in an hour": not yet.
      if (s.time?.later && !s.time.shortly) return chat('leave-later', 'leaveLater');
      if (s.when && !(s.when.kind === 'day' && (s.when.now || s.when.future === s.today))) return undefined;
      return write('leave', { op: 'leave', target: SELF, time: s.time }, s);
    },
  },
  {
    // "bye for today", "goodnight, today": a goodbye said for today is leaving; "bye now", "bye" alone are only goodbyes.
    name: 'bye-today',
    say: ['(bye | goodbye | goodnight | night | see you | see ya) [all | everyone]'],
    writes: true,
    floating: ['when'],
    priority: 1,
    build: (s) => (s.when?.kind === 'day' && s.when.future === s.today && s.when.past === s.today && !s.when.now ? write('bye-today', { op: 'leave', target: SELF }, s) : undefined),
  },
  {
    // "out", "I'm out", "I'm off for the day": leaving. ("I'm out today" may mean not coming: `away` asks.)
    name: 'out',
    say: ['[<im>] (out | off) [<leaveday>]', '[<im>] out of here', '[<im>] outta here'],
    writes: true,
    build: (s) => write('out', { op: 'leave', target: SELF }, s),
  },
  {
    // "I'm back [from lunch]": here again; checked in if they had not been today.
    name: 'back',
    say: [
      "[<im> | i am | we're] [now | just] back [again | in | at the hub | here] [from (lunch | the meeting | a meeting | my meeting | the break | break | coffee | the doctor | an appointment | outside | the call)]",
      // "back from the lunch meeting", "back from my dentist appointment": back from somewhere, named in a word or two.
      "[<im> | i am | we're] [now | just] back from [the | a | my | our] [lunch | team | client | quick | long | dentist | doctor's | doctors] (lunch | meeting | break | call | appointment | errand | walk | coffee | run | class | gym | school run | pickup)",
      "[<im> | i am | we're] [back] at my desk again", "[<im> | i am | we're] back at my desk",
      'returned', "i'm returned",
      // Said as coming back ("I came back, forgot my charger", a learner's "I come back already").
      "(i | we) (came | come | got | have come | 've come | have got | 've got) back [already | again | in | here | to the hub]",
    ],
    writes: true,
    floating: ['time', 'when'],
    examples: ["I'm back"],
    build: (s) => {
      if (s.time?.later) return chat('back-later', 'stepOut');
      if (s.when && !(s.when.kind === 'day' && s.when.future === s.today)) return undefined;
      return write('back', { op: 'back', arrived: true }, s);
    },
  },
  {
    // "I didn't leave", "undo leaving": only today's departure is cleared; never a new visit.
    name: 'not-left',
    say: [
      "i (didn't | did not | haven't | have not) (leave | left | check out | mean to leave)",
      '(undo | cancel | scrap) [my] (leaving | checkout | check out | departure)',
      // "Please remove that I left", "delete the bit where I checked out": the departure taken off the record.
      '(undo | cancel | scrap | remove | delete | erase | take back | take off | clear) [that | the part that | the bit where | where] i (left | checked out | had left | was leaving | said i left | said i was leaving)',
      '<im> (still here | still in | not leaving | not gone)', 'still here',
    ],
    writes: true,
    floating: ['time', 'when'],
    examples: ["I didn't leave", 'undo leaving'],
    build: (s) => {
      if (s.when && !(s.when.kind === 'day' && s.when.future === s.today)) return undefined;
      return write('not-left', { op: 'back' }, s);
    },
  },
  {
    // "grabbing lunch", "back in 30", "stepping out for a bit": the visit stays as it is.
    name: 'step-out',
    say: [
      '(grabbing | getting | going for | going to get | heading to | heading out for | heading out to | going out for | off to | out for | popping out for | stepping out for | running out for | out to) (lunch | coffee | food | dinner | a coffee | a walk | a break | a bite | a snack | some air | groceries | a meeting | an appointment)',
      '(stepping | popping | nipping | running) out [for a (bit | sec | moment | minute | few)]',
      '(lunch | coffee) (break | time | run)', 'brb', 'be right back', 'afk', 'back soon', "i'll be back",
      // Said in the present ("I go to eat something, I return in one hour"), as some members write it.
      'i (go | am going | will go) (to eat | to have lunch | for lunch | to lunch | for a coffee | for coffee | to get food) [something | a bit]',
      '[i] (return | will return | come back | will come back | am back | will be back) in (one | an | a | half an | 1 | 2 | two | few | 5 | 10 | 15 | 20 | 30 | 45 | five | ten | fifteen | twenty | thirty) [hour | hours | minutes | mins | min]',
      // Back after something, not back now ("out for lunch, I come back after", "back after the call"): out for a while.
      // ("back after all!" is back: learner-grammar.ts reads a closing "after all" as nothing.)
      "[i | i'll | i will | will] [be | come] back (after | afterwards | later | in a bit | in a while | shortly) [lunch | that | it | the call | the meeting | eating | coffee]",
      '[i] (go | going | am going) out [now] (for | to) (lunch | coffee | food | a walk | a break | a bite | a snack | some air | eat)',
    ],
    writes: false,
    floating: ['time'],
    build: () => chat('step-out', 'stepOut'),
  },
  {
    // "on my way", "I'll be there in 10": nothing recorded until they arrive.
    name: 'on-the-way',
    say: ['[<im>] on my way [in | over | there]', 'omw', 'otw', '[<im>] on the way [in]', '[<im>] running late', '[<im>] (leaving | heading) (now | soon) for the hub', 'be there soon'],
    writes: false,
    floating: ['time', 'when'],
    build: () => chat('on-the-way', 'notYet'),
  },
  {
    name: 'move',
    say: [
      // (Indian English "prepone": move earlier.)
      '[i] (move | moved | switch | switched | change | changed | swap | swapped | shift | reschedule | rescheduled | push | pushed | bump | prepone | postpone) [my] [visit] [from] {from} [visit | one | booking] (to | for | with | into) {when}',
      '(move | switch | change | swap | shift | reschedule) [my] (visit | booking | plan) [from] {from} (to | for) {when}',
      '[i] (move | moved | switch | switched | swap | shift | reschedule | rescheduled | push | pushed | bump) [my] [visit | visits | booking] [from] {days}',
      // "move me from Monday to Tuesday": the member moved, the days their visit's.
      '(move | switch | shift | swap | push | bump) me [from] {from} (to | for | into) {when}', '(move | switch | shift | swap | push | bump) me [from] {range}',
    ],
    writes: true,
    examples: ['move my friday to monday'],
    build: (s) => {
      // "move my friday to monday" reads as the span friday…monday: its two ends are the days.
      if (s.when?.kind === 'days' && s.when.ends) return write('move', { op: 'move', from: s.when.ends[0], to: s.when.ends[1] }, s);
      // "move me from Monday to Tuesday" reads as the span Monday…Tuesday as well, its two ends the days.
      const ends = s.when?.kind === 'range' && s.whenText ? spanEnds(s.whenText, s.today) : undefined;
      if (ends) return write('move', { op: 'move', from: ends[0], to: ends[1] }, s);
      return s.when && s.from ? write('move', { op: 'move', from: s.from, to: s.when }, s) : undefined;
    },
  },
  {
    name: 'keep',
    say: [
      'keep [my | the] {date} [one | visit]', 'keep the rest', 'the rest (stays | stay | is fine | are fine)', 'keep (everything | all) else', 'leave the rest',
      '{days} (is | are | stays | stay) [still] (fine | ok | good | on | planned)', 'only {date}',
      // "cancel wed+thu. fri stays.", "friday remains": the verb alone says it is kept.
      '{days} (stays | stay | remains | remain | stands)',
      // "Thursday booking please retain" (Indian English).
      '[my] {days} [booking | visit | one] [please] (retain | keep | stays)', '(retain | keep) [my] {days} [booking | visit | one]',
      // "friday still on", "thursday still good": the verb left out.
      '{days} still (fine | ok | good | on | planned | happening | stands)',
      // "still on for the 7th though".
      '[<im> | i am] still (on | good | coming) [for] {days}',
      // "Thursday leave as it is", "leave friday as is": left alone.
      '{days} [please] leave [it | them] as (it is | they are | is)', 'leave {days} as (it is | they are | is)',
      // "Tuesday as it is", "the rest as they are": left alone, the verb left out.
      '{days} as (it is | they are | is | before | planned)',
    ],
    writes: true,
    build: (s) => write('keep', { op: 'keep', when: s.when }, s),
  },
  // ── Notes ─────────────────────────────────────────────────────────────────
  {
    name: 'notes-set',
    say: [
      // ("change my note of today, …": the day's, said with "of".)
      '<change> [my | the] <note> [of] [to | as | with] [be | say | read] [{text}]',
      '<change> [my | the] <note> [to | as] [{quote}]',
      '[my] <note> (should be | should say | should read | = | now) [now] [{text}]',
      '[my] <note> ... (should | it should | they should) (say | be | read) {text}',
      'new <note> [{text}]',
      '(put | write | set | make it | say) {quote}',
      '(put | write | set) {quote} (in | as | into | for) [my | the | a] <note>',
      // "for Friday visit please add note 'X'": the visit named first, then the note quoted.
      '(for | on) [my | the] (visit | checkin | booking) (add | put | write | set | leave) [a | the] <note> {quote}',
      // "Kindly put note as \"debugging the CRDT merge\"", "put the note as 'database indexing'".
      '(put | write | set | keep | make) [my | the | a] <note> (as | to) {quote}',
      // "put 'reviewing Lev's PR' against today", "put 'quiet room 1-3' on my friday": the quote on a day's visit.
      // ("…, and put 'ask me about X' on there", "stick 'X' on it", "add 'X' to today's one".)
      // ("add '…'" is notes-append's: added to what is there.)
      '(put | write | pop | stick | set | slap | throw) {quote} [on | against | for | to | in | under | onto] [my | the | that | this] [visit | day | checkin | booking | it | there | one | entry] [there]',
      // "Put on my visit today: 'X'": where first, then the quote.
      '(put | write | add | pop | stick) (on | in | to) [my | the] (visit | checkin | booking | note | notes) {quote}',
      // "note it as 'wasm runtime'", "add the note 'mentoring hours'": the note named, then quoted.
      '<note> (it | this | that | me) [down] as {text}', '(add | put | write | leave | set) [a | the] <note> {quote}',
      // "pls tag my visit 'Q4 roadmap, heads-down'", "label it 'all-hands prep'": the visit tagged with the quote.
      '(tag | label | mark) [my | the | this | that] [visit | checkin | booking | day | it | one] [as | with] {quote}',
      // "Friday's note is out of date. Change it to 'demo day'": the note named before, then changed to a quote.
      '<change> (it | that | this) (to | as | into) {quote}',
      // "Add a note to today's visit: '…'", "put a note on my thursday: '…'": the visit named, then the text.
      // (Its text only after a colon, in the next segment: "can I put a note on a visit without checking in?" asks.)
      '(add | put | write | leave | set) (a | the) <note> (to | on | for) [my | the] [visit | checkin | booking | day | one]',
      // "put note on my visit today 'X'": the visit named, then the quote, in one breath.
      '(add | put | write | leave | set) [a | the] <note> (to | on | for | in) [my | the] (visit | checkin | booking | day | one) {quote}',
      // "Could it simply say 'writing'?", "can it read 'X' instead": the note named before, then what it should say.
      '[could | can | would] (it | they) [simply | just | instead] (say | read) {quote} [instead]',
      // "amend my note for the third so that it reads: …", "change my note of today, now it is '…'": the words about it, then the text.
      '<change> [my | the] <note> [so that | so] (it | they) (reads | read | says | say | will read | will say | should read | should say) [{text}]',
      // "amend the note on my visit of Monday next so that it reads '…'": the visit named between.
      '<change> [my | the] <note> (on | for | of) [my | the] (visit | checkin | booking | day) [so that | so] (it | they) (reads | read | says | say | will read | will say | should read | should say) [{text}]',
      '<change> [my | the] <note> ... {quote}',
      '(put | write) (in | as) [my] <note> {text}',
      'replace [my | the] <note> (with | by) {text}',
      // "may I please have the note 'X' on my visit?" (what is left once "may I have" is read as a request's lead).
      '(the | a) <note> {quote} [on | for | in] [my | the] [visit | checkin | booking | day]',
      // "…, and say I'm at the big table doing the zine layout", "Put down that I'm working on the emulator": what they are doing, told to the others.
      "(say | put down | write down | note down | put | write) [that] (<im> | i'll be | i will be) {text}",
      "(say | put down | write down | note down | put | write) that {text}",
    ],
    writes: true,
    textContinues: true,
    floating: ['when'],
    examples: ['change my notes to: writing the macro expander', "update tmrw's note: mob programming at 10"],
    // Without text here, the text follows ("change my notes to: …"); none at all asks what they should say.
    build: (s) => (s.text === undefined && s.quote === undefined && s.question ? undefined : write('notes-set', { op: 'setNotes', when: s.when, text: s.quote ?? s.text ?? '', target: SELF }, s)),
  },
  {
    // "my notes are: …", "my notes are 'X'": set off by a colon or quotes; "my notes are still correct" is chat.
    name: 'notes-are',
    say: ['[my] <note> (is | are) [now] [{text}]'],
    writes: true,
    textContinues: true,
    floating: ['when'],
    build: (s) => (s.quote !== undefined || (s.text === undefined && s.colonAfter) ? write('notes-are', { op: 'setNotes', when: s.when, text: s.quote ?? '', target: SELF }, s) : undefined),
  },
  {
    // "my notes for today: …", "For tomorrow please add: …": notes after a colon (without one, "my notes" shows them).
    // (The article may go, as learners drop it: "please put note: …".)
    name: 'notes-colon',
    say: ['[my] <note>', '(add | append | put | write) [to my <note> | in my <note>]', '(add | adding | write | put | leave) [a | the] <note> [to | for | on] [my | the] [visit | day | checkin]', '(add | put | write) <note> (to | for | on) [my | the] [visit | day | checkin]'],
    writes: true,
    textContinues: true,
    floating: ['when'],
    build: (s) => (s.colonAfter ? write('notes-colon', { op: 'setNotes', when: s.when, text: '', target: SELF }, s) : undefined),
  },
  {
    // A day, then its notes: "fri note 'release cut'", "thursday's note: pairing" (the day's own, said first).
    name: 'notes-for-day',
    // ("Monday's note is a lie now": said with "is", only a quoted text is the note.)
    say: ['[for | on] {date} [the] <note> [=] {text}', '[for | on] {date} [the] <note> (is | are | should be | will be) {quote}', '[for | on] [my | the] {date} (visit | checkin | booking) (add | put | write | set | leave) [a | the] <note> {quote}'],
    writes: true,
    build: (s) => {
      const text = (s.quote ?? s.text ?? '').trim();
      // Only notes set off as such (a colon, quotes): "Monday's note is a lie now" is about the note, not a new one.
      if (text === '' || (s.quote === undefined && !s.setOff)) return undefined;
      return write('notes-for-day', { op: 'setNotes', when: s.when, text, target: SELF }, s);
    },
  },
  {
    // The exact syntax: `note [DATE] TEXT`, `note [DATE]: TEXT`, `note [DATE] clear`, `note [DATE]`.
    name: 'note-strict',
    say: ['<note> [{target}] [{date}] [(set | to) {text} | {text}]'],
    writes: true,
    textContinues: true,
    strict: true,
    textAsWritten: true,
    priority: -1,
    build: (s) => {
      // ("note put 'Zig allocator' can already": the words around one quote only place it.)
      const text = s.quote ?? placedQuote(s.text ?? '') ?? (s.text ?? '').trim();
      const target = s.target ?? SELF;
      // "note to self: …", "notes from the talk were great": a sentence about notes rather than notes. Asked, never written.
      const firstWord = text.split(/\s+/)[0]!.toLowerCase().replace(/[^a-z']/g, '');
      // "(kindly) note that I shall be …": the formal "fyi" (a lead-in, vocabulary.ts), never notes that begin with "that".
      if (!s.setOff && firstWord === 'that') return undefined;
      // "can you please note this, merci": "this" points back at what the message asked; it is no text of notes.
      if (!s.setOff && s.quote === undefined && REFERS_BACK.test(text)) return undefined;
      const chatty = !s.setOff && text !== '' && NOTE_CHAT_WORDS.has(firstWord);
      // Asked, the sentence is offered as said: "note to self: buy milk" offers "to self: buy milk", not "self: buy milk".
      const said = chatty && (s.purposeWord === 'to' || s.purposeWord === 'set') ? `${s.purposeWord} ${text}` : text;
      return write('note-strict', { op: 'setNotes', when: s.when, text: said, target }, s, !chatty);
    },
  },
  {
    name: 'note-clear-strict',
    say: ['<note> [{target}] [{date}] (clear | delete | remove | erase | none | wipe | reset | empty) [{date}]', '{date} <note> (clear | delete | remove | erase | none | wipe | reset | empty)'],
    writes: true,
    build: (s) => write('note-clear-strict', { op: 'clearNotes', when: s.when, target: s.target ?? SELF }, s),
  },
  {
    name: 'note-show-strict',
    say: ['<note> [{target}] [{date}] (show | view | see | read | get | display | list) [{date}]'],
    writes: false,
    build: (s) => read('note-show-strict', { kind: 'note', target: s.target ?? SELF, date: day(s, 'future')!, action: { type: 'show' } }),
  },
  {
    name: 'notes-append',
    say: [
      // "add this to my check-in: '…'": the text follows.
      '(add | append | put) (this | that) (to | on | onto) [my | the] (checkin | visit | <note>) [for | of] [{text}]',
      '(add | append | include | tack on) {quote} [to | onto | in | on] [my | the | that | this] [<note> | visit | day | checkin | booking | it | there | one | entry] [there]',
      '(add | append) to [my | the] <note> [{text}]',
    ],
    writes: true,
    textContinues: true,
    floating: ['when'],
    examples: ["add 'also reviewing PRs' to my notes"],
    build: (s) => write('notes-append', { op: 'appendNotes', when: s.when, text: s.quote ?? s.text ?? '' }, s),
  },
  {
    name: 'notes-clear',
    say: [
      // ("remove the note from tomorrow's visit", "clear the note on today's one".)
      '<clear> [out] [my | the | all my | all] <note> [from | for | on | of | off] [my | the] [visit | checkin | booking | thing | one | entry]', 'no [more] <note>',
      // "take the note off my Thursday visit", "get rid of my note for today", "take the note off today's thing".
      '(take | get) [my | the] <note> (off | away) [from | for | on | of] [my | the] [visit | checkin | booking | thing | one | entry]', 'get rid of [my | the] <note> [from | for | on | of] [my] [visit]', '<note> (clear | none | off)', '<clear> what i (wrote | put | said) [in my <note> | as <note>]'],
    writes: true,
    floating: ['when'],
    examples: ['clear my notes'],
    build: (s) => write('notes-clear', { op: 'clearNotes', when: s.when, target: SELF }, s),
  },
  {
    // "I have no particular note to add": said beside a check-in, nothing to write and nothing to ask.
    name: 'no-notes',
    say: ["(i have | i've | i've got | i got | there is | there's) no [particular | special | specific | other | further] <note> [to add | today | for today | this time | for now]", 'no <note> (needed | necessary | required)'],
    writes: false,
    build: () => chat('no-notes', 'ack'),
  },
  {
    name: 'notes-show',
    say: [
      '[<show>] [me] my <note>',
      "(what's | what is | what are | what were) [in] my <note>",
      '(show | see | read | view | display | get) [me] [my | the] <note>',
      'what did i (write | put) [in | as | for | down for] [my] [<note>]',
    ],
    writes: false,
    floating: ['when'],
    examples: ['what are my notes'],
    build: (s) => read('notes-show', { kind: 'note', target: SELF, date: day(s, 'future')!, action: { type: 'show' } }),
  },
  // ── Who is at the hub ─────────────────────────────────────────────────────
  {
    name: 'whos-here',
    say: [
      '<who> [is | are | else | all | else is | all is] [still] (here | in | around | <at> | there | at the hub | in today | about)',
      // ("I'm here. Who else?": asked after a check-in, the rest is understood.)
      '<who> else',
      "who's (here | around | in)",
      '[(is | are)] [there] <anyone> [else] (here | in | around | <at> | there | about)',
      '<many> [<person>] [is | are] [there] [here | in | <at> | there | checked in | around]',
      '<many> [and | plus] <who> [is | are] [here | <at> | in | around]',
      'how (busy | full | packed | crowded | quiet) (is | will) [it | the hub | be | it be]',
      'is (it | the hub) (busy | full | packed | crowded | quiet | empty) [right now]',
      '(show | list | give | tell) [me] [the] (visitors | list | list of visitors | people here | checkins | who is here | who\'s here)',
      '(show | tell) me <who> [is | are] (here | <at> | there)', 'visitors', 'list visitors', '[<show>] [me] [the] [hub] attendance',
      '(show | tell) me (<anyone>) [who is | who\'s] (here | <at>)',
      "(who's | who) here", 'who', 'here',
      // "who's in this week": "in this week" is read as the span, which leaves "who's" and the span.
      "who's", 'who is', 'who are',
      // "who are the people around today?", "who's about at the hub?", "who all's been coming in this week so far?".
      '<who> [is | are] [all] the <anyone> [that are | who are] (here | in | around | about | there | <at>) [<at>]',
      '<who> [all] [is | are] (about | around | in | here) (<at>)',
      '<who> [all] [has | have | is | are] been (coming | coming in | in | around | here | about | showing up | popping in | dropping by | turning up) [<at>] [so far]',
    ],
    writes: false,
    floating: ['when', 'time'],
    examples: ["who's here?", 'anyone around tmrw?', 'whos around this week'],
    build: (s) => whosHere('whos-here', s, 'present'),
  },
  {
    name: 'whos-coming',
    say: [
      '[<embed>] <who> [else] [is | are] (coming | coming in | checking in | planning to come | planning on coming | planning to be [in | here | around | <at>] | signed up | booked | going to be [<at>] | going-to be [<at>] | will be [<at>] | dropping by | visiting | expected | pulling up | showing up | turning up | rolling in | popping in | dropping in | swinging by) [to the hub | <at>]',
      // Said in the simple present of a day ahead: "who comes the 3rd?", "who shows up tomorrow".
      '<who> (comes | comes in | shows up | turns up | pulls up | drops by | visits) [<at>]',
      // Down for a day, as lists are ("who's down for thursday?", "who's in for friday", "who is pencilled in for monday").
      '<who> [else] [is | are] (down | in | on | up | pencilled in | penciled in | put down) [for]',
      // "who else is foolish enough to come in on Thanksgiving?", "who's brave enough to show up friday".
      '<who> [else] [is | are | will be] [<daring>] enough to (come | come in | show up | turn up | be (in | here | there | around | <at>))',
      // ("list:" alone is a label: "list: ppl I follow".)
      '[the] (list of people | list of visitors | lineup | line-up) [for | on]', '[the] list (for | on)', 'the list',
      // "Kindly share the list of members coming on Friday".
      '<show> [me] [the] (list | lineup | line-up) of (<person> | <anyone>) [coming | coming in | expected | booked | planned] [for | on]',
      '<who> [else] (will be | is going to be | are going to be | might be | would be) (here | in | there | around | <at>)',
      '<who> (will | is going to | are going to) (come | come in | visit | show up | be coming)', '<who> all (are | is) (coming | coming in)',
      '[(is | are | will | would)] [there] <anyone> [else] [be] (coming | coming in | checking in | planning to come | planning on coming | going to be <at> | going-to be <at> | around)',
      '<many> [<person>] [are | will be] [there] (coming | coming in | planned | booked | signed up | expected)',
      'how (busy | full | packed | crowded | quiet) will (it | the hub) be',
      '(show | tell) me <who> [else] [is | are | will be] (coming | coming in | expected | planning to come | signed up | booked | around | in)',
      // Singlish, the day first: "Friday got who coming ah?", "tomorrow got people or not?".
      'got <who> [else] (coming | coming in | in | here | there | around) [ah | lah | leh | or not]',
      'got <anyone> [else] [coming | coming in | in | here | there | around] [or not] [ah | lah | leh]',
      // A hypothetical visit, then who would be there ("if I came in Saturday would anyone be around?": the "if I" is a lead).
      '(come | came | come in | came in | was to come | were to come | was to come in | were to come in | was coming | pop in | popped in) [in | by | over | to the hub] (would | will | got | is there | are there) [there] <anyone> [else] [be] [there | here | around | <at> | coming | in] [or not]',
    ],
    writes: false,
    floating: ['when', 'time'],
    examples: ["who's coming thurs", "who's planning to be in next week"],
    build: (s) => whosHere('whos-coming', s, 'future'),
  },
  {
    name: 'whos-was',
    say: [
      '<who> (was | were | has been | came | came in | visited | checked in | showed up | dropped by | pulled up | rolled in | rocked up | turned up) [here | in | <at> | there]',
      '(was | were) [there] <anyone> [else] (here | in | around | <at> | there)',
      'did <anyone> (come [in] | show up | visit | check in)',
      '<many> [<person>] (were | was | have been | came | came in | visited | showed up | checked in) [there] [here | in | <at> | there]',
      'how (busy | full | packed | crowded | quiet) was [it | the hub]',
    ],
    writes: false,
    floating: ['when', 'time'],
    examples: ['who was in yesterday', 'who was here last friday?'],
    build: (s) => whosHere('whos-was', s, 'past'),
  },
  // ── One person ────────────────────────────────────────────────────────────
  {
    name: 'presence',
    say: [
      // ("is Ada coming to the hub friday?": the tokens read "to the hub" as "here".)
      'is {person} (here | in | around | <at> | there | in today | around today | about | coming [here] | coming in | going [in | to the hub] | planning to come | going to be <at> | going-to be <at> | dropping by | booked | signed up | visiting) [or (nah | not | no) | or ...]',
      'will {person} be (in | here | around | <at> | there | coming [in])',
      'is {person} (going to | going-to) (come | be) [in | here | there | around]',
      '(does | do) {person} (come | visit | come in) [here]',
      'is {person} still (here | in | around | <at>) [or ...]',
      '(any | seen) {person} (here | around | today)',
      // "will Ada come tomorrow?", "will Lev show up on friday".
      'will {person} (come | come in | show up | drop by | swing by | visit | be coming | make it) [in | here | by | there | to the hub]',
      // Asked inside another question ("do you know if Ada is in today", "let me know whether Lev is around"): the leads are gone, "if" stays.
      '[tell me | know | confirm] (if | whether) {person} (is | will be | would be | was) [still] (here | in | around | <at> | there | in today | coming [in] | dropping by | booked | signed up)',
      '[tell me | know | confirm] (if | whether) {person} (is coming | will come | will be coming) [in | here | to the hub]',
      // Said short: "Wren around today?". (Not "X in on the 2nd?": "chuck in", "mayhaps in tomorrow" would be people.)
      '{person} (around | at the hub) [on]',
      // Said as a statement asked ('Farid is here today or no?').
      '{person} (is | will be) (here | in | around | <at> | coming [in]) (or (no | not | nah | what))',
    ],
    writes: false,
    floating: ['when', 'time'],
    examples: ['is lev here?', 'will Vera be in on friday?'],
    build: (s) => presence('presence', s, 'future'),
  },
  {
    // Asked in two words ("june in?", "Farid here tmrw?"): only as a question, and only of a name (a pronoun or a crowd is
    // someone else's intent: "u in?", "anyone in?").
    name: 'presence-short',
    // (A learner's "Gus come hub today or not?": the verb left bare, asked with "or not".)
    say: ['{person} (in | here | coming | coming in | comes [in] | <at>)', '{person} (come | comes | coming) [in] [<at>] (or (not | no | nah))', '{person} (is | will be) (in | here | around | <at> | coming [in])'],
    writes: false,
    floating: ['when'],
    examples: ['june in?'],
    build: (s) => (askedOfAName(s) ? presence('presence-short', s, 'future') : undefined),
  },
  {
    name: 'presence-past',
    say: [
      'was {person} (here | in | around | <at> | there) [or (nah | not | no)]',
      // "has Cleo been in at all lately?" (with a span: when they were last in).
      '(did | has | have) {person} (come [in] | been [in | here | around] | check in | checked in | show up | shown up | arrive | arrived | visit | visited | come by | reach | reached | reach the hub | reached the hub | made it [in] | turned up | landed) [at all] [or (nah | not | no)]',
    ],
    writes: false,
    floating: ['when', 'time'],
    examples: ['was farid here yesterday'],
    build: (s) => presence('presence-past', s, 'past'),
  },
  {
    // Asked as a statement of the past ("Corin was in hub yesterday?"): only as a question, only of a name.
    name: 'presence-past-short',
    say: ['{person} (was | were) (in | here | around | <at> | there) [or (nah | not | no)]'],
    writes: false,
    floating: ['when'],
    examples: ['farid was in yesterday?'],
    build: (s) => (askedOfAName(s) ? presence('presence-past-short', s, 'past') : undefined),
  },
  {
    name: 'last-visit',
    say: [
      'when (was | were | did) {person} last (in | here | around | <at> | there | come [in] | come by | visit | show up | check in | seen)',
      '(when | when was | when were) {person} (here | in | around | <at> | there) last', '{person} last time (come | came | here | in) [<at>] when',
      // ("when's the last time Corin come in?": the past said without its -ed.)
      "(when's | when is | when was) the last time [that] {person} (was <at> | was (here | in) | came [in] | come [in] | visited | showed up | show up | checked in)",
      // Asked inside another question, in its own word order: "do you know when Gus was last here?".
      '[tell me] when {person} (was | came | visited | checked in | showed up) last [in | here | around | <at> | by]',
      'last seen [of] {person}',
      '[has] <anyone> (seen | heard from) {person} [lately | recently | today]',
      "(when's | when is | when will) {person} (coming [in] [next] | next in | in next | be in [next] | be back | back | coming back | next coming [in] | be here [next] | next here | around next)",
      // "tell me when Mina will next be at the hub": the next visit asked, with the words in their formal order.
      "[tell me] when (will | is) {person} next (be | coming | in | here) [in | here | around | <at>]", "[tell me] when {person} (will next be | is next) [in | here | around | <at>]",
      'when (does | did) {person} (come | visit) next',
      '{person} last (visit | seen | in)', 'last (visit | time) (of | for) {person}',
      "(where | how) (is | has) {person} been", "(where's | how's) {person} been",
    ],
    writes: false,
    floating: ['when'],
    examples: ['when was pax last in', "when's xavi coming in next"],
    build: (s) => {
      if (!s.person) return undefined;
      const self = s.person.kind === 'name' && /^(i|me|myself)$/i.test(s.person.text);
      return read('last-visit', { kind: 'lastVisit', who: self ? SELF : s.person });
    },
  },
  {
    // The exact syntax: `whois QUERY`, the query as written to the end of the message (an email, a mention, an id, a name).
    name: 'whois-strict',
    say: ['whois [{text}]'],
    writes: false,
    strict: true,
    textAsWritten: true,
    priority: 1,
    examples: ['whois 5012', 'whois adaquillfeather@example.org'],
    build: (s) => {
      const query = (s.quote ?? s.text ?? '').trim();
      if (query === '') return { type: 'say', text: 'Who should I look up? Try `whois adaquillfeather@example.org`, `whois @**Name**`, `whois 5012` or `whois ada`.', intent: 'whois-strict' };
      return read('whois-strict', { kind: 'whois', query: whoisQuery(query) });
    },
  },
  {
    name: 'whois',
    say: [
      '(whois | who is | who\'s | who are | who) {person}',
      '[<show>] <lookup> {person}',
      "(what's | what is | whats) {person} <profilefield>",
      '{person} <profilefield>',
      '[<show>] [me] [the | an | a] <profilefield> (for | of) {person}', "(what's | what is | whats) the <profilefield> (for | of) {person}",
      '(show | give | get | tell) [me] {person} <profilefield>',
      // What someone does: "what does Lev do? like job-wise", "what's Pax into?".
      '(what | what\'s) (does | do) {person} do [for (work | a living)] [job-wise | jobwise]', "(what's | what is | whats) {person} into",
      '(what | what\'s) (does | is) {person} (work | working) on',
      // "what does Farid's profile say?", "what do Ada's details say".
      '(what | what\'s) (does | do) {person} <profilefield> (say | show | contain | have)',
      '[<show>] {person} <profilefield>',
      'whose <profilefield> is {person}', '<embed> who (is | was) {person}',
      // "Who's this Dana Pebbleton?", "what's Quinn's deal?", "profile -> hiro@…", "How I can contact with Ines?".
      "(who is | who's | whos) (this | that) {person}", "(what's | what is | whats) {person} (deal | story)",
      // "Who's this Dana when they're at home?" (British: who is this, really), "what's Farid working on these days?".
      "(who is | who's | whos) (this | that) {person} when (they're | they are | he's | he is | she's | she is) at home",
      "(what's | what is | whats) {person} (working on | up to | doing | busy with) [these days | lately | nowadays | at the moment]",
      '(what | what\'s) (does | is) {person} (work | working) on (these days | lately | nowadays | at the moment)',
      '(profile | profile card | card | details | info | contact | contact info) {person}',
      'how [can | do | could | would] i [can | could] (contact | reach | email | message | dm | get in touch with | get hold of | get ahold of) [with] {person}', '[<embed>] who {person} (is | was)', '[<show>] [me] [the] (profile | profile card | card | details | info) (of | for) {person}',
    ],
    writes: false,
    examples: ['who is xavi hollowell', "what's hiro's email?", 'tell me about umar'],
    // ("who all am I getting alerts for?": a pronoun or a verb where the name would be is no one to look up.)
    build: (s) => (s.person && !(s.person.kind === 'name' && NEVER_LOOKED_UP.has(firstWordLower(s.person.text))) ? read('whois', { kind: 'whois', query: s.person }) : undefined),
  },
  // ── Oneself ──────────────────────────────────────────────────────────────
  {
    name: 'my-visit',
    say: [
      'am i (checked in | signed in | in | here | <at> | <booked> | coming [in] | there | still checked in | still in) [or ...]',
      // "am I on for Wednesday or did I dream that": on the list.
      'am i [still] on [for] [or ...]',
      // Said short on a phone: "me checked in today? y/n", "i booked for fri?".
      '(me | i) [already | still] (checked in | signed in | booked | booked in | signed up | down) [or (not | no) | y/n]',
      // Asked as a statement with "or not" after it: "I am planned for tomorrow or not?", "me sign in already today or no?".
      "(i am | <im> | me | i) [already | still] (checked in | signed in | sign in | booked | booked in | signed up | down | planned | in) [already] [for] (or (not | no) | y/n)",
      'do i have a (visit | booking | spot | checkin | plan)',
      '(did | have) i [actually | really | already | ever] (sign up | signed up | book | booked | plan | planned | register | registered) [for | to (come | come in | be in | be here)] [or ...]',
      // "did I put myself for Friday?", "have I added me for thursday".
      '(did | have) i [actually | really | already] (put | add | added | pencil | pencilled | penciled | book | booked) (myself | me) [down | in | up] [for | on] [or ...]',
      '(my | what\'s my | what is my) status',
      'is my (visit | checkin | booking | spot) [still] (on | there | recorded | in | booked)',
      'did you (cancel | delete | remove | drop | get | record | save) my (visit | checkin | booking | spot)',
      "did i (say | tell you) [that] (i | i'm) (come | coming | would come | will come | will be | would be) [in | here | there]",
      "did i (say | tell you) [that] (i'd | id) (be | come) [in | here | there | coming [in]]",
      // "remind me whether I'm down for Thursday".
      "(remind me | tell me) (whether | if) (i'm | i am) (down | booked | in | coming [in] | signed up | planned | checked in) [for | on]",
    ],
    writes: false,
    floating: ['when'],
    examples: ['am i checked in?', 'am i down for tmrw?'],
    build: (s) => read('my-visit', { kind: 'myVisit', date: day(s, 'future')! }),
  },
  {
    // "me fri?", "me tmrw?": asked in two words, about one day.
    name: 'my-visit-short',
    say: ['me [in | here | down | coming | booked]'],
    writes: false,
    floating: ['when'],
    examples: ['me fri?'],
    build: (s) => (s.question && s.when?.kind === 'day' ? read('my-visit-short', { kind: 'myVisit', date: day(s, 'future')! }) : undefined),
  },
  {
    name: 'my-visit-past',
    say: [
      '(did | have) i (check in | checkin | checked in | sign in | signed in | come in | come | visit | visited) [or (not | no)]',
      'did i already (check in | checkin) [or ...]',
      // "Was I in last Friday?": asked about a day gone by.
      'was i (in | here | <at> | there | checked in | signed in | around) [or (not | no)]',
      'did (i | you) (cancel | remove | delete) my (visit | checkin)',

    ],
    writes: false,
    floating: ['when'],
    examples: ['did i check in yesterday?'],
    build: (s) => read('my-visit-past', { kind: 'myVisit', date: day(s, 'past')! }),
  },
  {
    name: 'my-plans',
    say: [
      '(what | which) (days | dates | day) (am i | will i be | i\'m | i am) [coming [in] | in | <booked> | there | at the hub] [soon | next]',
      "(what | what's | what are | show | show me | list | tell me) [is] my <plans> [look like | looking like | like]",
      'my <plans>', '<show> [me] my <plans>', "(what's | what is | anything) on my <plans>",
      'when am i (in | coming [in] | here | at the hub) [next]', 'when am i next (in | here | coming [in])',
      'when (do | will) i (come [in] | visit) next', "when's my next visit", 'my next visit',
      '(what | when) (have i | did i) [got | get] (planned | booked | sign up [for] | signed up [for])',
      // Asked to be reminded of them: "remind me what I signed up for", "remind me which days I planned".
      "remind me (what | which days | when) (i | i've | i have) (planned | booked | signed up [for] | sign up [for] | said i'd be in | put down) [coming up | ahead | next]",
      "what (am i | i'm) <booked> [for]",
      // What is ahead, asked: "what have i got coming up", "what do i have planned", "show my upcoming days".
      '(what | what else) (have i got | do i have | is there) [for me] [planned | booked | lined up | scheduled | on | coming up | ahead]',
      "what's (ahead | next | planned | coming up) for me",
      // "what I have planned the next two weeks?", "What's on for me the next fortnight?".
      'what (i have | i\'ve got | i got) (planned | booked | on | lined up | coming up)', "(what's | what is) on for me",
      // "I have something planned for next week?", "got anything booked?": asked as a statement.
      '[do] [i] (have | got) (something | anything) (planned | booked | booked in | lined up | scheduled | coming up)',
      "what've i got [planned | booked | booked in | lined up | scheduled | on | coming up]",
      // "what have I got booked in?", "what plans do I have for next week?".
      '(what | what\'s) (have | has) i got [planned | booked | booked in | lined up | scheduled | on | coming up]',
      '(what | which) (plans | visits | bookings | days) (do | have) i (have | got) [planned | booked | booked in | lined up | on] [for]',
      '[<show>] [me] my (days | bookings) [coming up | ahead]',
      // "what does my next couple weeks look like, days off and all?".
      '(what | how) (does | do | will) my [next] [couple [of] | few | two] [week | weeks | fortnight] look [like] [days off and all | and all]',

      '(what | which) (days | dates | visits) (did i | have i) (register | registered | sign up | signed up | book | booked | plan | planned) [for]',
      // Put down, said as "put" ("which days I put for next week"), with or without the "did".
      '(what | which) (days | dates | visits) [did i | have i | i] (put | put down | put in | gave | wrote) [for]',
      // Read out, as a screen reader's user asks: "read me the list of my upcoming visits".
      '(read | read out | read back) [me | to me] [the list of] my [upcoming | next | planned | coming] (visits | days | bookings)',
    ],
    writes: false,
    floating: ['when'],
    examples: ['what days am i coming in', 'my week', 'when am i in next'],
    // The next two weeks are the hub's `my plans` (planned, routine and skipped days); another span, the visits in it.
    build: (s) => (soon(s.when, s.today) ? read('my-plans', { kind: 'hub', action: { intent: 'myPlans' } }) : read('my-plans', { kind: 'visits', target: SELF, range: rangeOf(s.when, 'future', s.today, nextDays(s.today, 60, 'coming up')) })),
  },
  {
    name: 'my-visits',
    say: [
      '[<show>] [me] my (visits | history | visit history | check-ins | checkins | attendance | days in | stats | statistics | numbers)',
      "(what | which) (were | are | was) my (visits | check-ins | checkins | days in | days at the hub)",
      '[<embed>] <many> (times | days | visits) (was i | have i been | did i (come | visit | go | check in) | i was | i\'ve been | i came | i have come | i have been | i have visited) [in | here | <at> | to the hub]',
      '<many> (visits | checkins | check-ins | days) (have i | did i | do i) [got | get] (logged | log | made | make | had | have | done | do | racked up | clocked)',
      '<many> (times | days) (have i | did i) (attended | attend | visited | visit) [the hub]',
      'how often (have i been | did i come | have i come | do i come | was i) [in | here | <at>]',
      '[<embed>] (which | what) days (was i | have i been | did i come | did i come in | did i visit | did i check in | did i show up) [in | here | <at>]',
      // Without the "did": "which days I came to the hub this month?".
      '[<embed>] (which | what) (days | dates) i (came | came in | visited | was | was in | checked in | showed up | attended) [in | here | <at> | to the hub | the hub]',
      'where have i been', 'when have i been (in | here)',
      // ("list visits nov", "ls ~/visits": a listing that names no one is the member's own.)
      '[<show>] (visits | history)',
    ],
    writes: false,
    floating: ['when'],
    examples: ['show me my visits this month', 'how many times was i in this month'],
    // "my upcoming visits": visits still to come are the member's plans.
    build: (s) =>
      s.when?.kind === 'range' && s.when.range.start >= s.today && soon(s.when, s.today)
        ? read('my-visits', { kind: 'hub', action: { intent: 'myPlans' } })
        : read('my-visits', { kind: 'visits', target: SELF, range: rangeOf(s.when, 'past', s.today, lastDays(s.today, 30, 'the last 30 days')) }),
  },
  {
    name: 'my-last-visit',
    say: [
      'when (did | was) i last (come [in] | in | here | visit | check in | show up | <at> | attend | visit the hub | attend the hub | come to the hub | drop by)',
      // The "last" after the place: "when was I in last?", "when did I come in last time".
      'when (did | was) i (come [in] | in | here | <at> | visit) last [time]', "(when's | when was) my last visit [in hub | at hub | at the hub | to the hub | here]", '[when was] my last visit',
      "(when's | when is | when was) the last time i (was <at> | was (here | in) | came [in] | visited | showed up | checked in)",
      // "When did I come last time?", "when was I here the last time".
      'when (did | was) i (come [in] | visit | check in | show up | in | here | <at>) [here | in] [the] last time',
    ],
    writes: false,
    examples: ['when did i last come in'],
    build: () => read('my-last-visit', { kind: 'lastVisit', who: SELF }),
  },
  {
    // `visits WHO RANGE`: someone else's history (a mention or an email; a plain name is explained).
    name: 'visits-strict',
    say: ['(visits | history) {person}'],
    writes: false,
    floating: ['when'],
    build: (s) => {
      if (!s.person) return undefined;
      // "visits nov", "list visits this month": a span, no one's name; the member's own visits (my-visits).
      if (s.person.kind === 'name' && MONTHS.has(SPELLINGS.get(s.person.text.toLowerCase()) ?? s.person.text.toLowerCase())) return undefined;
      if (s.person.kind !== 'mention' && s.person.kind !== 'email') {
        const name = s.person.kind === 'name' ? s.person.text : '';
        return { type: 'say', text: `To see someone else's visits, name them with an @-mention or their email: \`visits @**Name**\` or \`visits name@example.org\`. "when was ${name} last here?" works with a plain name.`, intent: 'visits-strict' };
      }
      const target = s.person.kind === 'mention' ? { kind: 'mention' as const, name: s.person.name, zulipId: s.person.zulipId } : { kind: 'email' as const, email: s.person.email };
      return read('visits-strict', { kind: 'visits', target, range: rangeOf(s.when, 'past', s.today, lastDays(s.today, 30, 'the last 30 days')) });
    },
  },
  // ── Numbers and pictures ─────────────────────────────────────────────────
  {
    name: 'stats-busiest',
    say: [
      '[what | which] [was | is | were] [the] <busiest> [day | days | weekday | weekdays | day of the week] [of | in]', 'when (is | was) [it | the hub] <busiest>',
      // ("which day is most busy in hub generally?": where, and how often, said after it.)
      '(what | which) (day | days | weekday) [of the week] (is | was | are | were) [the] <busiest> [here | <at>] [in general | generally | usually | normally | typically | on average]',
      // "which day of the week tends to be the busiest", "what weekday is usually the most crowded".
      '(what | which) (day | days | weekday) [of the week] <tends> [the] <busiest> [day]',
    ],
    writes: false,
    floating: ['when'],
    examples: ['busiest day last week?'],
    build: (s) => stats('stats-busiest', s, 'busiest'),
  },
  {
    name: 'stats-quietest',
    say: [
      '[what | which] [was | is | were] [the] <quietest> [day | days | weekday | weekdays | day of the week] [of | in]',
      '(what | which) (day | days | weekday) [of the week] (is | was | are | were) [the] <quietest>',
      '(what | which) (day | days | weekday) [of the week] <tends> [the] <quietest> [day]',
    ],
    writes: false,
    floating: ['when'],
    build: (s) => stats('stats-quietest', s, 'quietest'),
  },
  {
    name: 'stats-average',
    say: [
      '[what | what\'s | what is] [the] (average | mean | typical | usual) [number of | of] [<person> | attendance | visits | visitors | turnout | people] [per day | a day | daily | each day | per weekday] [in | for | during]',
      '<many> <person> [come | came | visit | visited] [in] (per day | a day | on average | in average | daily | each day) [on average | in average] [in | for | during | on]',
      '<person> per day [in | for | during]',
      // "how many people came in on average per weekday over the past four weeks?".
      '<many> <person> [come | came | visit | visited] [in] [on average | in average] (per day | a day | per weekday | each weekday | a weekday | on each weekday | daily | each day) [on average] [in | for | during | on | over]',
    ],
    writes: false,
    floating: ['when'],
    examples: ['avg ppl per day in october?'],
    build: (s) => stats('stats-average', s, 'average'),
  },
  {
    name: 'stats-trend',
    say: [
      '(is | was | has) [the] (attendance | turnout | the hub | hub attendance | it) (up | down | higher | lower | growing | shrinking | rising | falling | going up | going down | busier | quieter) [or (up | down | not | higher | lower)] [(than | versus | compared to | from | vs) {range}]',
      '(attendance | turnout) (trend | trends) [for | in | over]',
      '(stats | statistics | numbers) [for | in | over] [attendance]',
      'how (does | did) [attendance | it] compare',
      'how (is | was) [the] (attendance | turnout) (trending | going | doing | looking) [(compared to | versus | vs | against | from) {range}]',
      // "is attendance trending up or down?", "headcount today vs the same day last week?".
      '(is | was | has) [the] (attendance | turnout | the hub | hub attendance | it | headcount) [been] (trending | going | heading) (up | down | upward | downward | upwards | downwards) [or (up | down | not)]',
      '[the] (<person> | attendance | turnout | numbers) (versus | compared to | compared with | against) [the] [same day] [<person> | attendance | turnout | numbers] [{range}]',
    ],
    writes: false,
    floating: ['when'],
    examples: ['is attendance up or down vs last week?'],
    build: (s) => stats('stats-trend', s, 'trend'),
  },
  {
    name: 'stats-top',
    say: [
      // ("who's come in the most": who has.)
      "(who | who's) (visits | visited | comes | came | is) [to] [the hub] [here] [in] [the] most [often]", '(most | top) (frequent | regular) (visitors | members | people)', 'top visitors',
      // "who's been in the most this month".
      '<who> [has | have] been (in | here | around | <at> | coming [in] | visiting) [the] most [often]',
      // "who is the person that comes more to the hub" (Spanish "más": more, most).
      '(who is | who are | who\'s) the (person | people | member | members | one | ones) (that | who) (comes | come | came | visits | visit | visited | is here | was here) [to the hub] [here] [the] (most | more) [often] [to the hub | here]',
    ],
    writes: false,
    floating: ['when'],
    build: (s) => stats('stats-top', s, 'top'),
  },
  {
    name: 'stats-count',
    say: [
      '<many> (visits | checkins | check-ins | visitors) [were there | have there been | in total | total | did we have]',
      // "How many people came in last week all up?" (Australian: in total).
      '<many> <person> (came | come | visited | showed up | checked in | were in | were here | came through | came by | passed through) [the hub] [in | by] [total | in total | all up | altogether | overall | all together]',
      // "the attendance figures for last week": how many, in an office's words (a trend is asked as one).
      '[the] (attendance | turnout | visitor | visit) (figures | numbers | stats | statistics | count | counts | totals) [for | in | over]',
    ],
    writes: false,
    floating: ['when'],
    build: (s) => (s.when ? stats('stats-count', s, 'count') : whosHere('stats-count', s, 'past')),
  },
  {
    name: 'chart',
    say: [
      '[<show> | draw | make | plot] [me] [a | an | the] [attendance | hub] chart [of | for | over | showing] [the] [hub] [attendance | visits | visitors]',
      '(chart | attendance chart) [for | of]', '[hub] attendance chart', '(draw | plot | graph) [me] [the] [hub] (attendance | visits) [for | of]',
      // "a chart of how full the hub was this month".
      '[<show> | draw | make | plot] [me] [a | the] (chart | graph | picture | plot) (of | showing) how (full | busy | packed | crowded | quiet) [the hub | it] (was | is | has been | got)',
    ],
    writes: false,
    floating: ['when'],
    examples: ['chart for november pls', 'show me a chart of last month'],
    build: (s) => read('chart', { kind: 'chart', range: rangeOf(s.when, 'past', s.today, lastDays(s.today, 28, 'the last 4 weeks')) }),
  },
  {
    name: 'digest',
    say: ['digest', '[show | preview] [me] [the] digest [preview]', "(today's | the) digest"],
    writes: false,
    floating: ['when'],
    build: (s) => (s.when && s.when.kind !== 'day' ? undefined : read('digest', { kind: 'digest', date: day(s, 'past')! })),
  },
  {
    name: 'status',
    say: [
      'status', '(bot | frontdesk | your | system) (status | health)', 'health [check]', '(show | get) [me] [the] (bot | frontdesk) status',
      "(what's | what is) [the] (bot | frontdesk | your) status", 'uptime', 'status report',
    ],
    writes: false,
    alone: true,
    build: () => read('status', { kind: 'status' }),
  },
  // ── Help, small talk, answers to the bot ─────────────────────────────────
  {
    name: 'help',
    say: [
      '(help | commands | usage | menu | options | instructions)', 'help {topic}',
      'what can (you | i) (do | say | ask | type) [here | for me]', 'what do you do', 'what are you for', 'how does this work', 'how do you work',
      'how do i use (you | this | frontdesk | the bot)', 'what (commands | options) [are there | do you have | can i use | you got | have you got | do you know | do you take]', '(list | show) [me] [the] commands',
      '[i] need help', 'help me', 'can you help [me]', '(what | how) (should | do) i (say | type | write)', 'what do you understand',
    ],
    writes: false,
    examples: ['help', 'what can you do?'],
    build: (s) => {
      if (!s.topic || s.topic.length === 0) return help('help');
      // "help me follow Kaia", "help me cancel friday": a request with "help me" before it, not help on "me follow …".
      if (s.topic[0] === 'me' && s.topic.length > 1) return undefined;
      const topic = specNamed(s.topic) ?? topicOf(s.topic) ?? COMMAND_WORDS.get(s.topic.join(' '));
      if (topic) return help('help', topic);
      // "help visitz": one word that is no command, but close to one: the help topic it meant (suggested, like any typo).
      const guess = s.topic.length === 1 ? nearestCommandWord(s.topic[0]!) : undefined;
      if (guess) return { type: 'say', text: `There is no command "${s.topic[0]}". Did you mean \`help ${guess}\`? Send \`help\` for the list.`, intent: 'help-typo' };
      return help('help');
    },
  },
  {
    name: 'hello',
    floating: ['when', 'time'],
    say: [
      'hi', 'good-morning', 'good (morning | afternoon | evening | day)',
      // Hellos in the members' other languages.
      '(buongiorno | buonasera | bonjour | bonsoir | salut | hola | buenos dias | buenas | ciao | hallo | guten morgen | guten tag | moin | ola | oi | bom dia | namaste | konnichiwa | ohayo | salaam | shalom | hej | hoi | ahoj | privet | merhaba)', '(morning | afternoon | evening) [all | everyone | team | folks]', 'greetings', "what's up", 'sup', 'wassup',
      "how's it going", 'how are you [doing | today]', 'happy {date}',
      // "Good morning to you", "I trust you are keeping well", "hope you're doing good".
      '(good morning | good afternoon | good evening | good day | good-morning | morning) to (you | you too | you all | all)',
      "[i] (trust | hope) (you are | you're | all is | things are) [keeping | doing | getting on] (well | good | ok | fine) [with you]", 'happy (friyay | weekend | holidays | new year)', 'hello there', 'hi there',
    ],
    writes: false,
    build: () => chat('hello', 'hello'),
  },
  {
    name: 'thanks',
    floating: ['when', 'time'],
    say: [
      'thanks [a lot | so much | a bunch | again | frontdesk]', '(thank | thanks) (you | u) [so much | very much]', 'many thanks', 'much appreciated', 'appreciate it', 'great thanks',
      "(you're | you are | ur) (the best | awesome | great | amazing | a star | a legend | the man | a lifesaver | a gem | so helpful | helpful)", 'you rock',
      // Jamaican and London thanks: "respect, bless up", "big up".
      '[respect] (bless up | big up [yourself] | blessings)', 'respect',
      "(you're | you are | ur) [so | very | really | such a] (cute | sweet | nice | kind | lovely | adorable | clever | smart | funny | useful | good bot | good)",
      '(thanks | many thanks) [you | u] [so much | very much | a lot] (for ...)', '[you\'re | you are | ur] (a | such a) (good | great | nice | clever | helpful) bot',
      'love (it | you | this)', '(good | great | nice | best) (bot | job | work)',
      // "Well bless your heart, you're a real help".
      "bless (your heart | you | your cotton socks)", "(you're | you are | ur) [a | such a] [real | great | big | huge] (help | helper)", '(what a | such a) [real | great | big] help', 'well done', 'legend', 'lifesaver', 'cheers [mate]', 'thanks thanks',
      // Praise said at length ("you're my favorite coworker honestly, never steals my oat milk", "@**frontdesk** is the real
      // MVP, …": the mention is taken off before reading, so "is" may begin it).
      "(you're | you are | ur | frontdesk is | this bot is | the bot is | you've been | is) [honestly | literally | really | truly | seriously | just] [so | such | such a | the | a | my | the real | an] (favorite | favourite | best | greatest | mvp | hero | legend | star | gem | goat | lifesaver | treasure | delight | champ | angel | polite | helpful | lovely | sweet | good name | great name | cute name) ...",
    ],
    writes: false,
    build: () => chat('thanks', 'thanks'),
  },
  {
    name: 'bye',
    say: [
      'bye [all | everyone | for now | now | bye]', 'see (you | ya | everyone) [all | soon | around | everyone]', 'goodnight [all | everyone]', 'good night',
      'night [all | everyone]', 'have a (good | great | nice) (one | day | night | evening | weekend)', 'have a (good | great | nice)', 'take care', 'peace [out]', 'catch you later', 'catch you',
    ],
    writes: false,
    floating: ['time', 'when'],
    build: () => chat('bye', 'bye'),
  },
  {
    name: 'ack',
    say: [
      'ok', 'got it', 'noted', 'fine', 'great', 'perfect', 'awesome', 'nice', 'cool', 'sounds good', 'understood', 'roger [that]', 'will do', 'lol', 'lol ok',
      'ok lol', 'ok cool', 'makes sense', "(that is | that's | that'll be | that will be) all [for now | thanks]", 'all good', 'no worries', 'np', 'k', 'sweet', 'neat', 'wow', 'oh no', 'oh well', 'damn', 'ha', 'heh',
    ],
    writes: false,
    build: () => chat('ack', 'ack'),
  },
  {
    name: 'about',
    say: [
      '(who | what) (built | made | wrote | created | programmed | designed | runs | maintains) you', 'who are you', 'what are you', 'are you (a bot | human | real | alive | an ai)',
      'who (built | made | wrote) this [bot]', "what's your name", 'where do you (live | run)',
      // About how it was made to be: "who taught you to be so polite", "who programmed you to talk like that".
      '(who | what) (taught | trained | programmed | told) you [to | how to] ...',
    ],
    writes: false,
    build: () => chat('about', 'about'),
  },
  {
    // Openers that talk about checking in, or chat that starts like a command: never a visit.
    name: 'chat-opener',
    say: [
      '[just] (checking | check) in (on | about | with | to | re | regarding | if | whether | because | since) ...',
      '[just] (checking | check) (on | about | with | if | whether) ...', 'checking up on ...',
      'leaving (this | that | a | it) (here | for) ...', 'leave (the | a | this | that | it | your | my | them) ...',
      'in (other | case | the | a | my | our | your | fact | general | short | particular | any | that | this | theory | retrospect | advance) ...',
      'out (of | on) ...', "(here's | here is | here are | here you go) ...", 'cancel (the | a | our | this | that | his | her | their) (meeting | order | call | standup | lunch | event | talk | reading group | pizza) ...',
      'is (broken | down | dead | offline | alive | back | acting up) ...', 'test', 'testing', 'wrong (window | chat | person | thread)', 'sorry wrong (window | chat | person | thread)',
      '(that | this) [message | one | last one] (was | is) [meant] for (someone | somebody | anyone) else', '(ignore | disregard) (that | this | my last message)',
      // "Well I'll be!": surprise, with no day and no place to be in; never a visit (hub round 17).
      "[well | oh | why | whoa | wow] (i'll | i will) be",
    ],
    writes: false,
    priority: 1,
    build: () => chat('chat-opener', 'chat'),
  },
  {
    name: 'repeat',
    say: ['... {repeat} ...'],
    writes: false,
    priority: 3,
    build: () => ({
      type: 'say',
      text: 'I plan one day at a time: send `checkin tue` for the next Tuesday. To tell me the days you usually come (I write no visits for them, and can remind you the evening before), send `usually tue thu`.',
      intent: 'repeat',
    }),
  },
  {
    name: 'yes',
    say: ['yes', 'y', 'yep', 'yup', 'yeah', 'ya', 'yes please', 'sure', 'please do', 'do it', 'go ahead', 'correct', "that's right", 'exactly', 'confirm', 'confirmed', 'yes do it', 'ok do it', 'ok go', 'go', 'yes that', 'yea'],
    writes: false,
    alone: true,
    build: () => control('yes', { kind: 'yes' }),
  },
  {
    name: 'no',
    say: ['no', 'nope', 'nah', 'no thanks', "don't", 'never mind', 'nevermind', 'cancel that', 'no no', 'wrong', 'forget it', 'not that'],
    writes: false,
    alone: true,
    build: () => control('no', { kind: 'no' }),
  },
  {
    name: 'choose',
    say: ['{number}', '(option | choice | number | #) {number}'],
    writes: false,
    alone: true,
    build: (s) => (s.number !== undefined && s.number >= 1 && s.number <= 9 ? control('choose', { kind: 'choose', option: s.number }) : undefined),
  },
  {
    name: 'undo',
    say: ['undo [that | it | please | last | the last (one | change)]', 'revert [that | it]', 'oops undo', 'take that back', 'roll (it | that) back'],
    writes: false,
    alone: true,
    examples: ['undo'],
    build: () => control('undo', { kind: 'undo' }),
  },
  // Follows, routines, reminders and privacy (issue 26), declared as rows in commands/hub-intents.ts.
  ...HUB_DECLARATIONS,
];

/** "I'm out friday": not coming, clearly; "I'm out today", "not in today": left, or not coming? Asked. */
function away(name: string, s: Slots): Clause {
  const date = s.when?.kind === 'day' ? s.when.future : s.when ? undefined : s.today;
  if (date === s.today) return write(name, { op: 'away' }, s, false);
  return write(name, { op: 'cancel', when: s.when, target: SELF }, s, name === 'away');
}

function presence(name: string, s: Slots, bias: Bias): Clause | undefined {
  if (!s.person) return undefined;
  if (s.person.kind === 'name' && /^(i|me|myself)$/i.test(s.person.text)) return read('my-visit', { kind: 'myVisit', date: day(s, bias)! });
  if (s.when && s.when.kind !== 'day') return read(`${name}-span`, { kind: 'lastVisit', who: s.person });
  return read(name, { kind: 'presence', who: s.person, date: day(s, bias)! });
}

/** `help checkin`, `help cancel`: a command's own words as a help topic. */
const COMMAND_WORDS = new Map<string, CommandKind>(Object.entries({
  checkin: 'checkin', 'check in': 'checkin', in: 'checkin', cancel: 'checkout', checkout: 'checkout', uncheckin: 'checkout', out: 'checkout', leaving: 'leave', leave: 'leave',
  note: 'note', notes: 'note', whois: 'whois', who: 'whosHere', "who's here": 'whosHere', visits: 'visits', history: 'visits', digest: 'digest', chart: 'chart',
  attendance: 'chart', help: 'help', status: 'status', stats: 'stats', undo: 'help',
}));

/** The command name or one-word alias nearest a misspelt help topic ("visitz": "visits"), within two edits; none when two are as near. */
function nearestCommandWord(word: string): string | undefined {
  if (word.length < 4) return undefined;
  const names = [...new Set([...COMMAND_SPECS.flatMap((spec) => [spec.name, ...spec.aliases]), ...COMMAND_WORDS.keys()].filter((w) => /^[a-z]+$/.test(w)))];
  const scored = names.map((name) => ({ name, d: editDistance(word, name) })).filter((x) => x.d <= 2).sort((a, b) => a.d - b.d);
  return scored[0] && scored[0].d !== scored[1]?.d ? scored[0].name : undefined;
}

/** The command a help question is about, from its words ("how do I {cancel a visit}?"). First that fits wins. */
/** A command's name or alias as `help` lists it ("help whois", "help is NAME here?", "help attendance"): that command. */
function specNamed(words: string[]): CommandKind | undefined {
  const norm = (t: string) => t.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ').replace(/\s+/g, ' ').trim();
  const said = norm(words.join(' '));
  return COMMAND_SPECS.find((spec) => norm(spec.name) === said || spec.aliases.some((a) => norm(a) === said && said !== ''))?.kind;
}

const TOPICS: Array<[RegExp, CommandKind]> = [
  [/\b(who's|who is|who are|who)\b/, 'whosHere'],
  [/\b(check ?out|sign out|leave|leaving|left|head(ing)? out|go home)\b/, 'leave'],
  [/\b(cancel\w*|uncheckin|undo|unplan|not coming|can't make it|remove|delete)\b/, 'checkout'],
  [/\bnotes?\b/, 'note'],
  [/\b(check ?in\w*|checking in|check me in|sign in|sign me in|sign up|plan\w*|come in|coming in|book|arrive|register|visits? for)\b/, 'checkin'],
  [/\b(whois|look up|lookup|look someone up|find|profile|search|email)\b/, 'whois'],
  [/\b(who's here|who is here|who|here|around|attendance|anyone|coming)\b/, 'whosHere'],
  [/\b(visits?|history)\b/, 'visits'],
  [/\b(chart|graph|picture|stats)\b/, 'chart'],
  [/\bdigest\b/, 'digest'],
];

export function topicOf(words: string[]): CommandKind | undefined {
  const text = words.slice(0, 16).join(' ');
  return TOPICS.find(([re]) => re.test(text))?.[1];
}

export function intentNamed(name: string): IntentDeclaration {
  const found = INTENTS.find((i) => i.name === name);
  if (!found) throw new Error(`no intent ${name}`);
  return found;
}
