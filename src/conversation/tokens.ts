import { codeAsWords, dayBulletsAsList } from '../text/code-syntax.js';
import { dayCorrectionsBlanked } from '../text/day-corrections.js';
import { EMOJI_WORDS, RELATIVE_DAYS, SPELLINGS, WEEKDAYS } from './vocabulary.js';

/**
 * A message as words. Each token keeps where it stands in the original text
 * (notes are cut from what the member wrote, byte for byte), a canonical
 * `word` to match on (lower case, straight apostrophes, no surrounding
 * punctuation, spellings folded: "tmrw" -> "tomorrow"), and the punctuation
 * glued to its end (`trail`), which is where sentences and clauses end.
 */
export interface Token {
  raw: string;
  start: number;
  end: number;
  word: string;
  /** Punctuation glued after the word ("in," -> ","; "here." -> "."): clause boundaries. */
  trail: string;
  /** Punctuation glued before it ("(again" -> "("; '"pairing' -> '"'). */
  lead: string;
  /** "tmrw's note", "hiro's email": the word had a possessive 's, dropped from `word`. */
  possessive: boolean;
}

/** Punctuation that may wrap a word without being part of it. */
const EDGE_START = /^[\s"'“”‘’`()[\]{}<>.,!?;:…*_~¡¿|«»„]+/;
const EDGE_END = /[\s"'“”‘’`()[\]{}<>.,!?;:…*_~¡¿|«»„]+$/;
const EMOJI = /^(?::[a-z0-9_+-]+:|(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|\u20e3)+|[:;=8][-']?[)(DPp3/\\|*]+|<3|\^\^|xd|x\)|:-?\||¯\\_\(ツ\)_\/¯)$/u;
/** Contractions that end in 's and are not possessives. */
const CONTRACTIONS = new Set(["it's", "that's", "what's", "who's", "here's", "there's", "let's", "he's", "she's", "how's", "where's", "when's", "everyone's"]);

/** Past this many tokens the rest of the message is one last token: intents are in the first words, and notes are cut by offset. */
export const MAX_TOKENS = 160;
/** The word of that last token: matches nothing. */
export const REST_WORD = '\u{E000}';

/** Lower case for ASCII only: offsets stay those of the original text. */
export function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

export function tokenize(written: string): Token[] {
  // ("skip(2026-12-01)", "followable=nobody": code read as its words; days as bullets, one list: every character in its place.)
  const text = guillemetsClosedUp(dayCorrectionsBlanked(dayBulletsAsList(codeAsWords(written))));
  const tokens: Token[] = [];
  // A run of dots between two words is a word of its own ("nov 1..nov 5"): a span, not part of a date. A label glued
  // to the quote it opens ('note:"bench mark"') is a word of its own too.
  const words = /[\p{L}\p{N}]+:(?=["'“‘][^\s:])|\.{2,}(?=[\p{L}\p{N}])|[^\s.]*[\p{L}\p{N}](?:\.(?!\.)[^\s.]*)*\.?(?=\.{2,}[\p{L}\p{N}])|\S+/gu;
  for (let m = words.exec(text); m !== null; m = words.exec(text)) {
    if (tokens.length === MAX_TOKENS) {
      const end = text.trimEnd().length;
      tokens.push({ raw: text.slice(m.index, end), start: m.index, end, word: REST_WORD, trail: '', lead: '', possessive: false });
      break;
    }
    // Emoji glued together ("🏠✅", "👋🚪"): each its own token, so one that stands for a word is read as it.
    for (const [part, at] of emojiParts(m[0], m.index)) tokens.push(token(part, at));
    // A list's marker at the start of a line ("1. I'm in today", "2) cancel thursday") says nothing, and is no day of
    // the month for a weekday on the line before ("cancel friday\n3. …" is not "Friday the 3rd").
    const last = tokens.at(-1)!;
    if (/^\d{1,2}[.)]$/.test(last.raw) && /(^|\n)[ \t]*$/.test(text.slice(0, last.start))) last.word = '';
  }
  wordsInContext(tokens);
  remindersReferredTo(tokens);
  return tokens;
}

/**
 * French typography sets guillemets apart with spaces ("« type checker refactor »"): each is moved next to the
 * word it opens or closes, in place of the space, so the quote is read as one ("«type checker refactor» ").
 * The text keeps its length, and each word its place.
 */
function guillemetsClosedUp(text: string): string {
  if (!/[«»]/.test(text)) return text;
  return text.replace(/«([ \u00a0\u202f]+)(?=\S)/g, (_, space: string) => `${space}«`).replace(/(?<=\S)([ \u00a0\u202f]+)»/g, (_, space: string) => `»${space}`);
}

/** Words whose meaning the words beside them settle. */
function wordsInContext(tokens: Token[]): void {
  for (const [k, t] of tokens.entries()) {
    const before = tokens[k - 1]?.word;
    const after = tokens[k + 1]?.word;
    // "sat over by the window", "the sun is out": the verb and the star, not Saturday and Sunday ("seated": no day word, not even a shy one).
    const plain = t.trail === '' && t.raw.length === 3;
    if (plain && t.word === 'saturday' && SAT_AS_VERB.has(after ?? '')) t.word = 'seated';
    if (plain && t.word === 'sunday' && SUN_AS_STAR.has(after ?? '') && before === 'the') t.word = 'sun';
    // Tenses mixed by members still learning English: "I will came", "did I came", "I cannot came", "I am arrive".
    const didI = before === 'i' && tokens[k - 2]?.word === 'did';
    if (t.word === 'came' && (TAKES_THE_BARE_VERB.has(before ?? '') || didI)) t.word = 'come';
    if (t.word === 'arrive' && (before === 'am' || before === "i'm")) t.word = 'arrived';
    // "who is come to hub tomorrow?": after "is"/"are", a learner's "come" is "coming".
    if (t.word === 'come' && (before === 'is' || before === 'are')) t.word = 'coming';
    // "who's come in the most this month?": "who's" there is "who has", and "come" is what they did.
    if (t.word === 'come' && before === "who's") t.word = 'came';
    // Texting "put me down 4 2moro": a 4 before a day is "for"; Yorkshire "Thursday an' Friday": "an'" is "and".
    if (t.word === '4' && t.trail === '' && namesADay(after ?? '')) t.word = 'for';
    if (t.word === 'an' && t.trail.startsWith("'")) t.word = 'and';
    // Scouse, Irish, Northern "me days are tue and thu", "skip me usual monday": "me" before what one has is "my".
    // (Not after a verb that gives the member something: "stop sending me reminders", "show me plans".)
    if (t.word === 'me' && t.trail === '' && OWNED.has(after ?? '') && !GIVING.has(before ?? '')) t.word = 'my';
    // "I ain't coming Friday": "not" ("ain't got regular days" stays as it was: "haven't").
    if ((t.word === "ain't" || t.word === 'aint') && after !== 'got') t.word = 'not';
    // "I ain't coming Friday no more": "no more" closing a clause is "anymore".
    const closesClause = tokens[k + 1]?.trail !== '' || k + 2 === tokens.length;
    if (t.word === 'no' && after === 'more' && closesClause) t.word = tokens[k + 1]!.word = 'anymore';
  }
}

/** Words that name a day (as the tokens spell them), for "4 2moro". */
function namesADay(word: string): boolean {
  return WEEKDAYS.has(word) || RELATIVE_DAYS.has(word) || word === 'next' || word === 'this';
}

/** What a member has, after a dialect's "me" for "my" ("me days", "me note"). */
const OWNED = new Set(['days', 'day', 'usual', 'usuals', 'regular', 'normal', 'routine', 'schedule', 'visit', 'visits', 'note', 'notes', 'plans', 'plan', 'name', 'data', 'reminders', 'reminder', 'settings', 'status', 'hub', 'desk', 'mate', 'mates', 'ma', 'mam', 'mum', 'da', 'dad', 'fam', 'family', 'kid', 'kids', 'car', 'bike', 'laptop', 'stuff']);

/** Verbs whose "me" is who is given something ("send me reminders", "show me days"): "me" there stays "me". */
const GIVING = new Set(['send', 'sending', 'sent', 'show', 'showing', 'give', 'giving', 'gave', 'tell', 'telling', 'get', 'getting', 'bring', 'remind', 'text', 'email', 'message', 'ping', 'dm', 'list', 'find', 'pull', 'grab', 'buy', 'make', 'lend', 'pass', 'hand', 'forward', 'offer', 'save', 'leave', 'let', 'cost', 'owe', 'book', 'spare', 'wish']);

/** Words after which a verb stands bare ("will come", "did I come"): "came" there is "come". */
const TAKES_THE_BARE_VERB = new Set(['will', "i'll", 'would', 'did', 'can', "can't", 'cannot', 'could', 'to', "didn't", "won't", 'not', 'should', 'might', 'may', 'must']);

/** Words after "sat" that make it the verb ("sat over by the window", "sat down", "sat with Ada"). */
const SAT_AS_VERB = new Set(['over', 'down', 'by', 'with', 'beside', 'near', 'outside', 'inside', 'alone', 'together', 'behind', 'opposite', 'across']);
/** Words after "the sun" that make it the star ("the sun is out"). */
const SUN_AS_STAR = new Set(['is', 'was', "is's", "it's", 'came', 'comes', 'shining', 'out', 'sets', 'set', 'rises', 'rose']);

/**
 * "Reminders: switch them to the morning", "I miss the reminders. turn them back on": "them" right after a verb that
 * sets something, with reminders named before it and nothing else named since that it could be, is the reminders
 * (the days they are about may be named between: "no more nudges about my days, switch them off").
 */
function remindersReferredTo(tokens: Token[]): void {
  let named = false;
  for (const [k, t] of tokens.entries()) {
    if (REMINDER_NOUNS.has(t.word)) named = true;
    else if (OTHER_THINGS.has(t.word) || t.raw.startsWith('@')) named = false;
    else if (named && t.word === 'them' && SETTING_VERBS.has(tokens[k - 1]?.word ?? '')) t.word = 'reminders';
    // "stop sending me them reminders": "them" before the reminders is "the".
    if (t.word === 'them' && REMINDER_NOUNS.has(tokens[k + 1]?.word ?? '')) t.word = 'the';
  }
}
const REMINDER_NOUNS = new Set(['reminders', 'reminder', 'nudges', 'nags']);
const OTHER_THINGS = new Set(['alerts', 'alert', 'notifications', 'pings', 'messages', 'follows', 'following', 'follow', 'notes', 'names', 'people', 'everyone', 'lists', 'settings', 'data']);
const SETTING_VERBS = new Set(['turn', 'switch', 'put', 'change', 'move', 'set', 'send', 'resume', 'restart', 'enable', 'stop', 'pause', 'mute', 'silence', 'disable']);

const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** A run of emoji split into its emoji when one of them stands for a word; anything else whole. */
function emojiParts(raw: string, start: number): Array<[string, number]> {
  if (!/\p{Extended_Pictographic}/u.test(raw) || /[\p{L}\p{N}]/u.test(raw)) return [[raw, start]];
  const parts = [...GRAPHEMES.segment(raw)].map((g): [string, number] => [g.segment, start + g.index]);
  return parts.length > 1 && parts.some(([part]) => EMOJI_WORDS.has(emojiKey(part))) ? parts : [[raw, start]];
}

/** An emoji without its presentation selector ("🗑️" is "🗑"). */
function emojiKey(raw: string): string {
  return raw.replace(/\ufe0f/g, '');
}

function token(raw: string, start: number): Token {
  const folded = asciiLower(raw).replace(/[\u2018\u2019\u02bc`]/g, "'");
  const lead = EDGE_START.exec(folded)?.[0] ?? '';
  const afterLead = folded.slice(lead.length);
  const trail = afterLead === '' ? '' : (EDGE_END.exec(afterLead)?.[0] ?? '');
  let plain = afterLead.slice(0, afterLead.length - trail.length);
  let possessive = false;
  if (plain.endsWith("'s") && plain.length > 2 && !CONTRACTIONS.has(plain) && !SPELLINGS.has(plain)) {
    plain = plain.slice(0, -2);
    possessive = true;
  } else if (plain.endsWith("s'") && plain.length > 3) {
    plain = plain.slice(0, -1);
    possessive = true;
  }
  // "ID" in capitals is the noun ("the email ID of …"), not a lazy "I'd".
  const shouted = plain === 'id' && raw.includes('ID');
  // (A spelling is looked up in full lower case too: "Ċaw", "Aitäh" start with a capital asciiLower leaves.)
  const word = shouted ? 'id' : (EMOJI_WORDS.get(emojiKey(plain)) ?? SPELLINGS.get(plain) ?? SPELLINGS.get(plain.toLowerCase()) ?? plain);
  return { raw, start, end: start + raw.length, word, trail, lead, possessive };
}

/** An emoji, a `:shortcode:` or a smiley, alone. */
export function isEmoji(t: Token): boolean {
  // (One that stands for a word is that word: EMOJI_WORDS.)
  if (EMOJI_WORDS.has(emojiKey(trimEdges(t.raw)))) return false;
  return EMOJI.test(t.raw) || (t.word !== '' && EMOJI.test(t.word));
}

function trimEdges(raw: string): string {
  return raw.replace(EDGE_START, '').replace(EDGE_END, '');
}

/** Nothing but punctuation or symbols ("-", "—", "...", "->", "+"), not an emoji. */
export function isSeparator(t: Token): boolean {
  // "1)", "(2)", "a)": the marks of a list ("Two things: 1) … 2) …") separate, they say nothing.
  if (/^\(?(\d|[a-e])\)$/.test(t.raw)) return true;
  return t.word === '' ? !isEmoji(t) : /^[\p{P}\p{S}]+$/u.test(t.word) && !isEmoji(t) && !/^[&+]$/.test(t.raw);
}

/**
 * How strongly a clause ends after this token: `end` (a sentence: . ! ? or a
 * new line), `stop` (; … an emoji), `colon`, `comma` (, — - ( ), or not at all.
 */
export type Boundary = 'end' | 'stop' | 'colon' | 'comma' | undefined;

export function boundaryAfter(t: Token, next: Token | undefined, text: string): Boundary {
  if (next && text.slice(t.end, next.start).includes('\n')) return 'end';
  if (isEmoji(t)) return 'stop';
  if (isSeparator(t)) return /^:+$/.test(t.raw) ? 'colon' : /^[.!?]+$/.test(t.raw) ? 'end' : /^[;…]+$/.test(t.raw) ? 'stop' : 'comma';
  if (abbreviationDot(t, next) || datedDot(t, next) || titleDot(t, next)) return undefined;
  if (/[.!?]/.test(t.trail.replace(/\.{3,}|…/g, ''))) return 'end';
  if (/[;…]|\.{3,}/.test(t.trail)) return 'stop';
  if (/:/.test(t.trail)) return 'colon';
  if (/[,)(\]]/.test(t.trail)) return 'comma';
  if (next && /^[(]/.test(next.lead)) return 'comma';
  return undefined;
}

/** The full stop of a title before a name ("Mr. Hiro Lanternby", "Dr. Ada Quill") ends nothing. */
function titleDot(t: Token, next: Token | undefined): boolean {
  return t.trail === '.' && /^(mr|mrs|ms|mx|dr|prof|sr|jr|st)$/i.test(t.raw.replace(/\.+$/, '')) && next !== undefined && /^[A-Z]/.test(next.raw);
}

/** Day and month names as they are shortened with a full stop ("wed.", "thurs.", "dec."). */
const SHORTENED = /^(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)$/i;
/** What may follow a shortened name inside one list of days or one date ("wed. and fri.", "dec. 3", "fri. next week"). */
const LIST_GOES_ON = /^(and|or|&|\+|next|this|\d.*)$/i;

/**
 * The full stop of a shortened day or month name, with the list or date
 * going on after it, ends nothing: "in mon, wed. and fri. next week" is one
 * list. "in thurs. working on the zine" still ends at the stop.
 */
export function abbreviationDot(t: Token, next: Token | undefined): boolean {
  return t.trail === '.' && SHORTENED.test(t.raw.replace(/\.+$/, '')) && next !== undefined && LIST_GOES_ON.test(next.raw);
}

/**
 * The dot after a day and month written with dots ("21.12.", "3.1."): most of Europe ends the date with it. It ends
 * nothing when the span or list goes on after it, or the sentence goes on with "I" ("from 21.12. until 3.1.",
 * "1.12. and 3.12.", "On 2.12. I come not").
 */
function datedDot(t: Token, next: Token | undefined): boolean {
  return t.trail === '.' && /^\d{1,2}\.\d{1,2}\.$/.test(t.raw) && next !== undefined && DATE_GOES_ON.test(next.raw);
}
const DATE_GOES_ON = /^(?:to|until|till|til|through|thru|and|or|&|\+|-|–|\d.*|I|I['’](?:m|ll|d|ve))$/;

/** "?" at the end of the token (a question, whatever the words). */
export function asks(t: Token): boolean {
  return /\?/.test(t.trail) || t.raw === '?';
}
