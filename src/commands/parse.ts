import { inlineCode, neutralise, quoted } from '../text/markdown.js';
import { daysBetween, hubToday, type IsoDate } from '../time/hub-date.js';
import { isWrite, type Command, type CommandKind, type ParseResult } from './command.js';
import { dayText } from './format.js';
import { compile, matchPhrasing, type Match } from './grammar.js';
import { build, KIND_OF, type Built } from './intents.js';
import { LEADS, MACROS, PHRASINGS, QUESTION_WORDS, STRICT, type Lead, type Phrasing } from './phrasings.js';
import { dateAtStart, Tail } from './reading.js';
import { hearHub } from './hub-parse.js';
import { commandText, didYouMean } from './render.js';
import { closestWord } from './suggest.js';
import { isEmoji, isSeparator, tokenize, type Token } from './words.js';

export const DEFAULT_TIME_ZONE = 'America/New_York';

/** Writes further than this from today are refused: nobody plans a visit for 9999-12-31 on purpose. */
export const MAX_WRITE_DAYS = 365;

/** Words before a final "in" that make it a check-in by themselves ("checking in", "sign me in"). */
const IN_VERBS = new Set(['checking', 'check', 'checkin', 'signing', 'sign', 'log', 'logging', 'me']);

const EXPANSIONS = compile<Phrasing>([...STRICT, ...PHRASINGS], MACROS);
const LEAD_EXPANSIONS = compile(LEADS, MACROS);

/**
 * Parses one message (the bot's own mention already removed) into a command.
 * Pure and total: never throws, whatever the input; a bug that throws comes
 * back as a `crash` the runner logs and the property tests fail on. Dates
 * resolve against the hub's calendar at `now` in `timeZone`. A message it is not sure about is a
 * clarification (`ok: false`, with `didYouMean` when there is an exact
 * command to offer), never a write.
 */
export function parseCommand(text: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE): ParseResult {
  const seen: { kind?: CommandKind } = {};
  try {
    return understand(text, hubToday(now, timeZone), seen);
  } catch (error) {
    // Unreachable by design (the property tests hunt for it, and fail on a crash); a parse bug must not
    // become silence, nor go unnoticed: the runner logs and counts it.
    const crash = { kind: seen.kind ?? 'unmatched', inputLength: text.length, error } as const;
    return { ok: false, error: "Sorry, I couldn't make sense of that. Send `help` to see what I can do.", crash };
  }
}

/** `seen` learns the command the text is taking shape as, for the crash report. */
export function understand(text: string, today: IsoDate, seen: { kind?: CommandKind } = {}, fixTypos = true): ParseResult {
  const body = text.trim().replace(/^[/!]+/, '').trimStart();
  const tokens = tokenize(body);
  let start = 0;
  const leads = new Set<Lead>();
  // Leading emoji and greetings, "hey frontdesk,", "can you", "should I"…
  for (let guard = 0; guard < 8 && start < tokens.length; guard++) {
    const t = tokens[start]!;
    if (isEmoji(t) || isSeparator(t)) {
      start++;
      continue;
    }
    // A lead is stripped only when something follows it ("ok" alone is an answer, "hi" alone a greeting).
    const lead = matchPhrasing(LEAD_EXPANSIONS, tokens, start, (m) => m.next < tokens.length || m.row.lead === 'greeting');
    if (!lead) break;
    leads.add(lead.row.lead);
    start = lead.next;
  }
  const rest = tokens.slice(start);
  if (rest.every((t) => isEmoji(t) || isSeparator(t))) {
    // "?" alone asks for help; a greeting, an emoji or nothing at all gets a hello.
    if (/^[?\s]+$/.test(body)) return { ok: true, command: { kind: 'help' }, confidence: 'exact' };
    // "---", "..." alone say nothing: no greeting for them. An emoji, a greeting or nothing at all gets a hello.
    // (A greeting is a word, never a separator: "hi ---" is not all separators.)
    if (body !== '' && tokens.every((t) => isSeparator(t))) return notUnderstood(body, tokens, 0, today, false);
    return { ok: true, command: { kind: 'smalltalk', says: 'hello' }, confidence: 'phrase' };
  }
  // Issue 26: the hub's intents are declared (hub-intents.ts) and heard first; a row only takes words it can read.
  const hub = hearHub(body, tokens, start, today, leads.has('question'));
  if (hub) return hub;
  const heard = hear(body, tokens, start, today, seen);
  // A phrasing that turned out not to be one ("I'll be in touch") is not understood, rather than half-understood.
  if (!heard || 'unknown' in heard.built) return notUnderstood(body, tokens, start, today, fixTypos && !heard);
  // A question about doing something never does it, "?!" included. An explicit command whose notes end in "?" is not a question.
  const endsAsked = /\?(?:\s|!|\p{Extended_Pictographic}|\ufe0f|\u200d|\))*$/u.test(body) && !heard.strictNotes;
  // "can you check me in?" is a request; "should I please check in?" is still a question.
  const question = leads.has('question') || ((QUESTION_WORDS.has(rest[0]!.word) || endsAsked) && !leads.has('request'));
  return settle(heard.built, heard.match, today, question);
}

function hear(body: string, tokens: Token[], start: number, today: IsoDate, seen: { kind?: CommandKind }): { built: Built; match: Match<Phrasing>; strictNotes: boolean } | undefined {
  let built: Built | undefined;
  const match = matchPhrasing(EXPANSIONS, tokens, start, (m) => {
    const last = tokens[m.next - 1];
    const slot = m.slot;
    const slotText = slot.length ? body.slice(slot[0]!.start, slot.at(-1)!.end) : '';
    // "in", "I'm in", "I'll be in" check in only with a date or set-off notes after them:
    // "in a meeting", "I'll be in touch" are not check-ins. "checking in", "check me in" need no such care.
    const bareIn = m.row.intent === 'checkin' && m.words.at(-1) === 'in' && !IN_VERBS.has(m.words.at(-2) ?? '');
    const row: Phrasing = bareIn ? { ...m.row, intent: 'in' } : m.row;
    seen.kind = KIND_OF[row.intent];
    built = build({ row, slot, slotText, tail: new Tail(body, tokens.slice(m.next)), today, lastRaw: last?.raw ?? '' });
    // A phrasing that is only a phrasing with a date after it ("coming tomorrow", "not friday") lets the others try.
    if (m.row.needsDate && !dateAtStart(new Tail(body, tokens.slice(m.next)).trimSeparators(), today, 'future').date) return false;
    // Phrasings close to a write that are never sure enough ("I'm not here"): the command is only offered.
    if (m.row.ask && 'command' in built && isWrite(built.command)) built = { clarify: built.command };
    // A slot that reads as nothing sensible ("change my note {for lunch} to…") lets shorter phrasings try.
    return !(slot.length > 0 && 'error' in built && m.row.intent === 'noteSet');
  });
  if (!match || !built) return undefined;
  // An explicit command whose own text ends in "?" ("checkin today anyone for lunch?", "note bring cake?") is not a question.
  const command = 'command' in built ? built.command : undefined;
  const strictNotes =
    match.row.strict === true &&
    ((command?.kind === 'checkin' && command.notes !== undefined) || (command?.kind === 'note' && command.action.type === 'set'));
  return { built, match, strictNotes };
}

function settle(built: Exclude<Built, { unknown: true }>, match: Match<Phrasing>, today: IsoDate, question: boolean): ParseResult {
  if ('error' in built) return { ok: false, error: built.error, ...(built.suggestion ? { suggestion: built.suggestion } : {}) };
  const command = 'command' in built ? built.command : built.clarify;
  const far = farAway(command, today);
  if (far) return { ok: false, error: far };
  if ('clarify' in built) return { ok: false, ...didYouMean(command, today, built.why), suggestion: command.kind, meant: command };
  // Questions never write ("should I check in?", "did I check in?"); explicit commands with notes ending in "?" do.
  if (isWrite(command) && question) return { ok: false, ...didYouMean(command, today), suggestion: command.kind, meant: command };
  return { ok: true, command, confidence: match.row.strict ? 'exact' : 'phrase' };
}

function farAway(command: Command, today: IsoDate): string | undefined {
  if (!isWrite(command) || !('date' in command)) return undefined;
  const days = daysBetween(today, command.date);
  if (Math.abs(days) <= MAX_WRITE_DAYS) return undefined;
  return `${dayText(command.date, today)} is more than a year ${days > 0 ? 'away' : 'ago'}; I only change visits within a year of today.`;
}

/** A typo in a command word gets "Did you mean …?" when the rest fits; anything else, what I can do. */
function notUnderstood(body: string, tokens: Token[], start: number, today: IsoDate, fixTypos: boolean): ParseResult {
  const first = tokens[start]!;
  // A date alone ("in 2 weeks", "tomorrow?"): probably a visit; asked, never written.
  const alone = new Tail(body, tokens.slice(start)).trimEnd();
  const date = alone.empty ? undefined : dateAtStart(alone, today, 'future');
  if (date?.date && date.length === alone.tokens.length && !farAway({ kind: 'checkin', target: { kind: 'self' }, date: date.date }, today)) {
    const meant: Command = { kind: 'checkin', target: { kind: 'self' }, date: date.date };
    const asked = didYouMean(meant, today);
    return { ok: false, error: `${asked.error} (Or to see who is coming then, send ${inlineCode(neutralise(commandText({ kind: 'whosHere', when: { type: 'day', date: date.date } }, today)))}.)`, didYouMean: asked.didYouMean, suggestion: 'checkin', meant };
  }
  const guess = fixTypos ? closestWord(first.word) : undefined;
  if (guess) {
    const corrected = `${guess}${body.slice(first.end)}`;
    const again = understand(corrected, today, {}, false);
    // A typo never becomes new notes: "not in today", "noted, thanks" are not `note …`.
    const newNotes = again.ok && again.command.kind === 'note' && again.command.action.type === 'set';
    if (again.ok && again.confidence === 'exact' && !newNotes) {
      const promiseText = isWrite(again.command) ? didYouMean(again.command, today).error : `Did you mean ${inlineCode(neutralise(corrected))}? Send that and I'll answer it.`;
      const offer = isWrite(again.command) ? didYouMean(again.command, today).didYouMean : corrected;
      return { ok: false, error: promiseText, suggestion: again.command.kind, didYouMean: offer, meant: again.command };
    }
  }
  return {
    ok: false,
    error: [
      `I didn't understand ${quoted(body)}. I can check you in (\`checkin\`), plan or cancel a visit (\`checkin fri\`, \`cancel fri\`),`,
      "note when you leave (`leaving`), tell you who's here (`who's here`) and look people up (`whois NAME`). Send `help` for everything.",
    ].join(' '),
  };
}
