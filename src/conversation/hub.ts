import type { WhoisQuery } from '../commands/command.js';
import { addDaysIso } from '../time/hub-date.js';
import { HUB_INTENTS, type HubIntentRow } from '../commands/hub-intents.js';
import { isAside, readHubRow } from '../commands/hub-parse.js';
import type { Clause } from './meaning.js';
import type { IntentDeclaration } from './declaration.js';
import type { Slots } from './slots.js';
import { FILLER } from './vocabulary.js';

/** The rows that take a "today" said beside them (a setting said with "today" is not the lasting setting). */
const TODAY_INTENTS = new Set<HubIntentRow['intent']>(['follow', 'ghost', 'whoKnows']);

/** Slots that read no date: a day beside them can only be today. */
const UNDATED = new Set<HubIntentRow['slot']>(['none', 'person', 'topic', 'choice']);

/** Slots that read one day: said in prose, the day may stand anywhere and is read as the conversation reads days. */
const DATED = new Set<HubIntentRow['slot']>(['date', 'dateOrTomorrow']);

/**
 * The hub's intents (follows, routines, reminders, privacy: issue 26) as the
 * conversation's declarations: one declaration per row of HUB_INTENTS (the
 * data stays there, shared with the exact-command help), read by the one
 * matcher with every other intent. A row's `{who}` is a `{person}` slot; the
 * words after its phrasing are a `{text}` read by the row's own slot reader
 * (commands/hub-parse.ts), and a row whose slot does not read is no match.
 * The exact commands win over a phrasing of another intent that reads the
 * same words (`skip fri` is a routine's skip, "skipping friday" a cancel);
 * the looser phrasings lose to them.
 */
export const HUB_DECLARATIONS: IntentDeclaration[] = HUB_INTENTS.map((row, i) => declaration(row, i));

function declaration(row: HubIntentRow, i: number): IntentDeclaration {
  const say = (Array.isArray(row.say) ? row.say : [row.say]).flatMap((t) => templates(t, row));
  const name = `hub-${row.intent}-${i}`;
  return {
    name,
    say,
    writes: row.writes,
    ...(row.confirm ? { confirm: true } : {}),
    // The hub's exact commands read a day list, a span, a person or a choice: what follows their sentence is another request
    // ("away dec 20 to jan 3. reminders off").
    // (A row said in prose whose words run to its sentence's end, a day and asides, reads them so too.)
    ...(row.strict || row.sentence ? { strict: true, textAsWritten: true, sentenceText: true } : {}),
    // A routine said as a habit ("I come in on tuesdays") is the routine, not a repeat the bot cannot plan.
    // Being away over a span ("I'm away dec 20 to jan 3") is the hub's away, not "I'm away" (left today, or not coming?).
    // A "how busy will it be" question is about a day to come: the forecast, not today's list.
    priority: row.intent === 'routine' ? 4 : row.strict || row.intent === 'help' || row.intent === 'away' || row.intent === 'forecast' ? 1 : -1,
    // "today" may stand anywhere in a row that reads no date of its own ("tell me when Pax gets in today", "ghost me today").
    // A follow may also say a part of today ("lmk if Umar shows up this afternoon"): today's arrival, told once.
    ...(UNDATED.has(row.slot) ? { floating: row.intent === 'follow' ? ['when' as const, 'time' as const] : ['when' as const] } : {}),
    // A phrasing (not the exact command) of a row that reads one day takes it anywhere: "is friday gonna be packed?",
    // "skip my usual thursday this week" (the conversation's day reader knows "thursday this week").
    // (A forecast may name the part of the day too: "will the hub be rammed friday afternoon?".)
    ...(DATED.has(row.slot) && !row.strict ? { floating: row.intent === 'forecast' ? ['when' as const, 'time' as const] : ['when' as const] } : {}),
    build: (s) => build(name, row, s),
  };
}

/** The row's template in the conversation's grammar: `{who}` a person, and the words after it a text for the row's reader. */
function templates(say: string, row: HubIntentRow): string[] {
  if (say.includes('{who}')) return [say.replace('{who}', '{person}')];
  // The days said before the phrasing ("{days} are my usual days"): nothing after it.
  if (row.slot === 'weekdaysBefore') return [say];
  // The exact commands take nothing after them but politeness: "forget me too" is not `forget me` (its filler is read as text, and refused).
  // A phrasing may be followed by its reason ("I don't have set days anymore since the baby"): the row reads it as an aside.
  // (Two templates: without the text a "today" after the phrasing floats, "keep me off the list just for today".)
  if (row.slot === 'none') return row.strict ? [`${say} [{text}]`] : [say, `${say} {text}`];
  // (A choice after "in the" may be read whole as a time of day: "remind me in the morning".)
  const shorter = row.slot === 'choice' && / (in the|the)$/.test(say) ? [`${say.replace(/ (in the|the)$/, '')} [{text}]`] : [];
  return [`${say} [{text}]`, ...shorter];
}

function build(name: string, row: HubIntentRow, given: Slots): Clause | undefined {
  if (row.slot === 'weekdaysBefore') return daysBefore(name, row, given);
  // "who's into figma rn": a today at the end of an undated row's words is the row's floating today, not what it reads.
  const s = UNDATED.has(row.slot) && given.when === undefined && isToday(given.textWhen, given.today) ? { ...given, when: given.textWhen, text: given.textWithoutWhen } : given;
  if (row.slot === 'none' && (s.text ?? '').trim() !== '' && (row.strict || !isAside(s.text ?? ''))) return undefined;
  // ("next week I come mon and wed": the days of a week named are a plan, not the habit.)
  if (row.severalAreHabit && s.textWhen !== undefined && !(s.textWhen.kind === 'days' && s.textWhen.weekdays)) return undefined;
  if (DATED.has(row.slot) && !row.strict) return dated(name, row, s);
  // The hub's arrivals, ghosts and who-knows are about today; another day beside them is something this row cannot do.
  if (s.when !== undefined && !(s.when.kind === 'day' && s.when.future === s.today)) return undefined;
  if (row.today && s.when === undefined) return undefined;
  // Only what is about today takes "today": a follow for today, today's ghost, who is here today. A setting said with
  // "today" ("don't list me today") is not the lasting setting.
  // (A question about what is held is the same now or "at the moment": "who am I following at the moment?".)
  // (My plans are the next two weeks: asked of a span inside them, "in the next two weeks", they are the same answer.)
  if (s.when !== undefined && !TODAY_INTENTS.has(row.intent) && (row.writes || !isToday(s.when, s.today)) && !(row.intent === 'myPlans' && withinPlans(s.when, s.today))) return undefined;
  const who = s.person ? written(s.person) : '';
  // "remind me in the morning": the template's own last words ("in the") may have been read as part of a time.
  const text = withoutFillerAtEnd(s.text ?? '');
  const read = readHubRow(row, who, text, s.today) ?? (row.slot === 'choice' && text ? readHubRow(row, who, text.replace(/^(in\s+)?the\s+/i, ''), s.today) : undefined);
  if (!read) return undefined;
  // "tell me when Pax gets in today": today only, whatever the phrasing.
  if ((s.when !== undefined || s.time !== undefined) && 'action' in read && read.action.intent === 'follow') read.action.oneShot = true;
  if ('help' in read) return { type: 'help', topic: 'hub', intent: name };
  if ('error' in read) return { type: 'say', text: read.error, intent: name };
  if (!row.writes) return { type: 'read', command: { kind: 'hub', action: read.action }, intent: name };
  // A question about it ("should I skip friday?") or a phrasing that must be confirmed: offered, not done.
  return { type: 'write', write: { op: 'hub', action: read.action }, sure: !row.confirm, question: s.question, intent: name };
}

/**
 * A phrasing of a row that reads one day: the day the conversation read (beside the phrasing, or inside its words),
 * ahead; what else its words say may only be an aside ("skip monday, I won't make it"). No day said: the row's own
 * reader (forecast: tomorrow).
 */
function dated(name: string, row: HubIntentRow, s: Slots): Clause | undefined {
  const [when, rest] = s.when !== undefined ? [s.when, s.text ?? ''] : s.textWhen !== undefined ? [s.textWhen, s.textWithoutWhen ?? ''] : [undefined, s.text ?? ''];
  if (when !== undefined && when.kind !== 'day') return undefined;
  if (when !== undefined && !isAside(rest)) return undefined;
  const read = when === undefined ? readHubRow(row, '', rest, s.today) : readHubRow(row, '', when.future, s.today);
  if (!read || 'help' in read) return undefined;
  if ('error' in read) return { type: 'say', text: read.error, intent: name };
  if (!row.writes) return { type: 'read', command: { kind: 'hub', action: read.action }, intent: name };
  return { type: 'write', write: { op: 'hub', action: read.action }, sure: !row.confirm, question: s.question, intent: name };
}

/**
 * Weekdays named before the phrasing ("Saturday and Sunday are my regular days"): the days as written (weekday names
 * only: "tomorrow and friday are my usual days" names no weekday), read as the routine's words are.
 */
function daysBefore(name: string, row: HubIntentRow, s: Slots): Clause | undefined {
  if (s.when?.kind !== 'days' && s.when?.kind !== 'day') return undefined;
  const read = readHubRow({ ...row, slot: 'weekdays' }, '', s.whenText ?? '', s.today);
  if (!read || !('action' in read)) return undefined;
  return { type: 'write', write: { op: 'hub', action: read.action }, sure: !row.confirm, question: s.question, intent: name };
}

/** A span that starts by tomorrow and ends within the two weeks `my plans` shows. */
function withinPlans(when: Slots['when'], today: string): boolean {
  return when?.kind === 'range' && when.range.start <= addDaysIso(today, 1) && when.range.end >= today && when.range.end <= addDaysIso(today, 15);
}

/** A row's words without the particles and politeness after them ("tuesdays and thursdays la", "skip friday lah pls"). */
function withoutFillerAtEnd(text: string): string {
  let rest = text.trimEnd();
  // (The first word always stays: a row's words are never filler alone.)
  for (let last = LAST_WORD.exec(rest); last && FILLER.has(last[1]!.toLowerCase().replace(/^\W+|[.,!?]+$/g, '')); last = LAST_WORD.exec(rest)) rest = rest.slice(0, last.index);
  return rest;
}
const LAST_WORD = /\s+(\S+)$/;

function isToday(when: Slots['when'], today: string): boolean {
  return when?.kind === 'day' && when.future === today && when.past === today;
}

/** A person as the member wrote them, for the hub's handlers to resolve. */
function written(person: WhoisQuery): string {
  switch (person.kind) {
    case 'email':
      return person.email;
    case 'mention':
      return person.zulipId === null ? `@**${person.name}**` : `@**${person.name}|${person.zulipId}**`;
    case 'id':
      return String(person.personId);
    case 'name':
      return person.text;
  }
}
