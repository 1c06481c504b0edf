import { unwrapped } from '../text/markdown.js';
import type { Item } from './items.js';
import { ASIDE_WORDS } from './vocabulary.js';

// What notes look like in a message: the words and punctuation that set them off, and what is chat beside them.

/** How many times CHAR stands in TEXT. */
function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** How many ")" in TEXT close a smiley (":)", ";-)"), not a parenthesis. */
function smileys(text: string): number {
  return (text.match(/[:;=8]-?\)/g) ?? []).length;
}

/** Notes as stored: no wrapping quotes, no separators left at either end. */
export function cleanNotes(text: string): string {
  // A sentence's full stop is not part of the notes; "!", "?", ")" and "..." are. A laugh at the end is chat ("… my keyboard app lol").
  // (Nor the next item's mark of a numbered list, cut where the next request begins: "1) glazing. 2) who's here?".)
  let t = text.trim().replace(/([.;,!?])\s+\(?\d{1,2}[).]?$/, '$1').replace(/^[\s:,;—–-]+/, '').replace(/[\s,;:—–-]+$/, '').replace(/(?<!\.)\.$/, '').trim();
  // (Drawn out any way: "lolol", "lmaooo", "hahaha", "heheh".)
  t = t.replace(/[\s,]+(?:lo+l(?:o*l)*|lmf?ao+|a?(?:ha){2,}[ah]*|(?:he){2,}[eh]*|rofl|xd)[.!]*$/i, '').trim();
  // A closing said after the notes, in any of the members' languages ("…, bless", "…. Takk", "… poa kabisa ✌️"), or an
  // aside on who may care ("… if anyone's curious"): said to the reader, not noted. Notes that are only that are none.
  t = t.replace(CLOSING_AFTER, '').trim();
  if (CLOSING_ALONE.test(t)) return '';
  // "the database migration, not the PR reviews": what they are not doing is said to correct, not noted.
  t = t.replace(/,\s*(?:not|instead of|rather than) (?:the|a|an|my|our|his|her|their|any|that|this) [^,]*$/i, '').trim();
  t = t.replace(/\s+(?:instead of|rather than) (?:the|a|an|my|our|his|her|their|any|that|this) [^,]*$/i, '').trim();
  // "(working on system design notes)": parentheses around all of it, or one left over where the notes began inside them.
  const opens = count(t, '(');
  const closes = count(t, ')');
  // (A smiley's ")" is not a parenthesis: "ask me anything :)".)
  if (closes > opens && t.endsWith(')') && !/[:;=8]-?\)$/.test(t)) t = t.slice(0, -1).trim();
  if (t.startsWith('(') && t.endsWith(')') && opens === 1 && closes === 1) t = t.slice(1, -1).trim();
  // (One left open where the notes began inside parentheses whose end went with a tail: "(glazing all day)" read as
  // "(glazing"; or closed only by a smiley: "(glazing the bowls :)".)
  else if (t.startsWith('(') && count(t, '(') > count(t, ')') - smileys(t)) t = t.slice(1).trim();
  // (Markdown around all of it too: "`pairing on the parser`", "**quiet corner**".)
  t = unwrapped(t);
  // (A code span whose closing backtick was cut off with the clause's end: "`CRDT reading group".)
  if (/^`[^`]+$/.test(t)) t = t.slice(1).trim();
  else if (/^[^`]+`$/.test(t)) t = t.slice(0, -1).trim();
  // "it should say 'fixing the 3D printer' now": the words that say what the note says, around the note quoted.
  const said = SAYING_AROUND.exec(t);
  if (said) t = (said[1] ?? said[2] ?? said[3] ?? said[4]!).trim();
  const pairs: Array<[string, string]> = [['"', '"'], ['“', '”'], ["'", "'"], ['‘', '’']];
  for (const [open, close] of pairs) {
    if (t.length >= 2 && t.startsWith(open) && t.endsWith(close) && !t.slice(1, -1).includes(close)) t = t.slice(1, -1).trim();
  }
  return t;
}

/** A quoted note inside the words saying it is the note ("it should say '…' now", "to read "…" instead"). */
const SAYING_AROUND = /^(?:(?:it|that|this|which|the note|my note|note)\s+)?(?:should|must|shall|will|can|could|to|now)?\s*(?:say|read|be|says|reads)\s*:?\s*(?:"([^"]+)"|“([^”]+)”|'([^']+)'|‘([^’]+)’)\s*(?:now|instead|please|pls|then)?[.!]*$/i;

/** Thanks, goodbyes and "all good" said to close a message (Danish "tak", Icelandic "takk", Lithuanian "ačiū", Catalan
 * "gràcies", Swahili "asante", "poa kabisa", Brummie "ta-ra-a-bit", Ulster "bless", Bulgarian "hayde", Punjabi "ji"; words of address, Manchester "our kid", Cornish "my lover"). */
const CLOSINGS = String.raw`(?:takk(?: fyrir)?|tak|tack|kiitos|ačiū|aciu|dėkui|mercès|merci|gràcies|gracies|gracias|danke|asante(?: sana)?|poa(?: kabisa)?|sawa|bless|blessings|cheers|ta|ta-?ra(?:-a-bit)?|tara(?: a bit)?|thanks|thank you|thx|hayde|vale|doncs|bab|n'at|ji|der~?|nali|bye|cya|our kid|hon|machan|my lover|my 'ansum|me duck|webale|aitäh|grazzi|paldies)`;
/** A closing after the notes, set off by a comma, a full stop or a line; and what may stand around it (emoji, "!"). */
const CLOSING_AFTER = new RegExp(String.raw`(?:[,.!;]\s*|\n\s*)${CLOSINGS}(?:[\s,]+${CLOSINGS})*[\s.!~]*[\p{Extended_Pictographic}\uFE0F\s]*$|[\s,]+if (?:anyone|anybody|someone|somebody|any ?one)(?:'s| is)? (?:curious|interested|wondering|asks?)[.!]*$`, 'iu');
const CLOSING_ALONE = new RegExp(String.raw`^${CLOSINGS}(?:[\s,]+${CLOSINGS})*[\s.!~]*[\p{Extended_Pictographic}\uFE0F\s]*$`, 'iu');

/** "…, just settling in", "…, still unpacking": arriving, said as what they do (an -ing verb), yet no notes. */
export function isSettlingIn(items: Item[]): boolean {
  const words = items.map((i) => (i.kind === 'word' ? i.word : ''));
  const first = words[0] === 'just' || words[0] === 'still' ? 1 : 0;
  return SETTLING.has(words[first] ?? '') && words.length <= first + 3;
}

/** "the elevator is broken", "my train was late": something named, then how it is; not what the member does. */
export function isRemark(items: Item[]): boolean {
  const words = items.map((i) => (i.kind === 'word' ? i.word : ''));
  const verb = words.findIndex((w) => REMARK_VERBS.has(w));
  // A story of what happened ("…, thought I'd be stuck at home but he came early", "…, I overslept"): said in the past.
  const story = STORY_STARTS.has(words[0] === 'i' || words[0] === 'we' ? (words[1] ?? '') : (words[0] ?? ''));
  // "…, train was a mess", "… 🥶 freezing out there", "…, I stay until the evening probably": how the trip or the weather
  // was, or how long they stay (the visit's time, not what it is for).
  // (The way in may be its subject too, with or without an article: "roads was slick", "the métro was a disaster".)
  const subject = words[0] === 'the' || words[0] === 'my' ? 1 : 0;
  const aboutTheTrip = (FAMILY.has(words[0] ?? '') && verb >= 1 && verb <= 3) || (THE_WAY_IN.has(words[subject] ?? '') && verb === subject + 1);
  const weather = WEATHER.has(words[0] ?? '');
  // (Or the part of the day they stay for: "today I stay also the afternoon", "staying the whole day".)
  const howLong = (words.some((w) => UNTIL.has(w) || PART_OF_DAY.has(w)) || items.some((i) => i.kind === 'time')) && words.some((w) => STAYING.has(w));
  // "…, been 'ere since 'alf nine innit", "…, I've been here since 8": since when they are here, not what they do.
  const been = words.indexOf('been');
  const hereSince = been >= 0 && been <= 1 && BEEN_HERE.has(words[been + 1] ?? '') && words.slice(been + 2, been + 5).some((w) => w === 'since' || w === 'for');
  // "…, rolled in about twenty minutes ago", "…, got here at 9": when they arrived, not what they do.
  const who = words[0] === 'i' || words[0] === 'we' || words[0] === 'just' ? 1 : 0;
  const arrivedWhen = ARRIVING.has(words[who] ?? '') && (words.includes('ago') || words.includes('earlier') || items.some((i) => i.kind === 'time'));
  // "…, car trouble", "…, train delays", "…, traffic": a few words naming what held them up.
  const held = words.slice(0, words.length - (AGAIN.has(words.at(-1) ?? '') ? 1 : 0));
  const heldUp = held.length <= 3 && HOLD_UPS.has(held.at(-1) ?? '');
  // "…, despite the rain", "…, in spite of the strike": what they came in spite of.
  const despite = words[0] === 'despite' || words[0] === 'notwithstanding' || (words[0] === 'in' && words[1] === 'spite' && words[2] === 'of');
  return story || aboutTheTrip || weather || howLong || hereSince || arrivedWhen || heldUp || despite || (REMARK_SUBJECTS.has(words[0] ?? '') && verb >= 2 && verb <= 4);
}

const AGAIN = new Set(['again', 'ugh', 'smh', 'lol', 'argh', 'sigh']);

const HOLD_UPS = new Set(['trouble', 'troubles', 'problems', 'problem', 'issues', 'delay', 'delays', 'delayed', 'traffic', 'chaos', 'drama', 'nightmare', 'breakdown', 'puncture', 'strike', 'strikes', 'jam', 'roadworks', 'diversion', 'cancellations']);

const WEATHER = new Set(['freezing', 'raining', 'snowing', 'pouring', 'boiling', 'roasting', 'sweltering', 'cold', 'hot', 'windy', 'chilly', 'brr', 'brrr', 'soaked', 'drenched']);

const SETTLING = new Set(['settling', 'settled', 'unpacking', 'arriving', 'arrived']);

/** The first word of an arrival said in the past ("rolled in", "got here", "showed up"). */
const ARRIVING = new Set(['arrived', 'rolled', 'got', 'came', 'walked', 'showed', 'landed', 'rocked', 'turned', 'pitched', 'pulled', 'reached', 'made', 'wandered', 'strolled', 'popped']);

const BEEN_HERE = new Set(['here', "'ere", 'ere', 'in', 'there', 'at', 'around', 'about']);

const UNTIL = new Set(['until', 'till', 'til', 'untill', 'untii']);

const PART_OF_DAY = new Set(['afternoon', 'evening', 'morning', 'day', 'night', 'close', 'closing']);
const STAYING = new Set(['stay', 'staying', 'stays', 'here', 'around', 'there', 'leave', 'leaving']);

/** Family named as a remark's subject ("my aunt has declared a Black Friday expedition"). */
export const FAMILY = new Set(['aunt', 'uncle', 'mom', 'mum', 'dad', 'mother', 'father', 'sister', 'brother', 'kid', 'kids', 'son', 'daughter', 'parents', 'grandma', 'grandpa', 'cousin', 'family', 'in-laws', 'dog', 'cat', 'landlord', 'neighbour', 'neighbor', 'train', 'bus', 'flight', 'car', 'bike']);

/** The way in, said as how it was ("roads was slick as all get out", "the métro was a disaster"). */
const THE_WAY_IN = new Set(['roads', 'road', 'streets', 'traffic', 'commute', 'trip', 'journey', 'drive', 'ride', 'walk', 'metro', 'métro', 'subway', 'tube', 'underground', 'trains', 'buses', 'tram', 'trams', 'ferry', 'weather', 'snow', 'ice', 'rain', 'highway', 'motorway', 'freeway']);

/** Who a remark is about, when it is not the member: "she's here every day", "they were in monday". */
export const OTHERS_SUBJECTS = new Set(['she', "she's", 'he', "he's", 'they', "they're", 'it', "it's", "that's"]);

/** The words right before a quoted text that say it is what to write ("should say", "to read", "as", "="). */
export const SAYS_BEFORE = /\b(?:say|says|read|reads|as|be)\s*[:=]?\s*$|[:=]\s*$/i;

/** Words that only introduce a quoted text ("now it is '…'", "it should say: '…'"). */
export const QUOTE_LEAD = /^[\s,.:;!-]*(?:(?:now|it|is|it's|its|should|would|will|be|say|says|read|reads|to|the|note|notes|please|pls|thanks)[\s,.:;!-]*)*$/i;

/** A label that only introduces the new text of a note ("New one:", "it should say:"). */
export const NEW_TEXT_LABEL = /^\W*(?:(?:the )?new (?:one|note|text|version)|(?:it )?should (?:say|read)|make it|now it'?s|change (?:it )?to)\W*$/i;

/** Intents whose writes take notes said right after them. */
export const NOTE_TAKERS = new Set(['checkin', 'plan', 'plan-day', 'bare-date']);

/** Politeness said after a request, not a question of its own. */
export const POLITE_ASIDE = /^\W*(if (i|we) (may|might|can) ask|if (you|u) (don't|dont|do not) mind|if (it's |its )?possible|if you can|when you (get|have) a (chance|sec|second|minute|moment)|no rush|(only )?if (that's|thats|that is|it's|its|it is) (allowed|ok|okay|alright|all right|fine|not a problem)|(can|could|would) (you|u) do that|is (that|this|it) (ok|okay|alright|all right|possible|fine|allowed)|(would|will|can|could) (you|u|ya|ye|yez)( please)?|(that|it) would be (great|lovely|grand|brilliant|amazing|perfect|nice)( thanks)?|(if|when) you can|if (it is|it's|its) not (too much )?(trouble|a bother|a problem))\W*$/i;

export const NOT_A_PURPOSE = new Set(['day', 'whole', 'entire', 'full', 'half', 'rest', 'morning', 'afternoon', 'evening', 'night', 'week', 'weekend', 'record', 'time', 'moment', 'most', 'first', 'last', 'next', 'change', 'now', 'while', 'bit', 'few', 'couple', 'hour', 'hours']);

const STORY_STARTS = new Set(['thought', 'figured', 'assumed', 'expected', 'was', 'were', 'had', 'turns', 'turned', 'forgot', 'overslept', 'woke', 'missed', 'got', 'ended', 'almost', 'nearly', 'finally']);

const REMARK_SUBJECTS = new Set(['the', 'my', 'our', 'this', 'that', 'their', 'his', 'her', 'your']);

export const REMARK_VERBS = new Set(['is', 'are', 'was', 'were', "isn't", "aren't", "wasn't", "weren't", 'seems', 'looks', 'feels']);

/** Words that begin a new clause, not what someone is doing: "in, and Cleo is with me", "here, but only till 3". */
export const NOT_NOTES_START = new Set(['and', 'but', 'also', 'plus', 'so', 'or', 'though', 'btw', 'anyway', ...ASIDE_WORDS]);

/** First words of chat after a check-in, not notes: thanks, a cheer, a laugh, a sigh. */
export const CHEERS = new Set(['thanks', 'thank', 'cheers', 'hi', 'hello', 'hey', 'bye', 'lol', 'haha', 'ok', 'sorry', 'yay', 'woo', 'omg', 'ugh', 'finally', 'phew', 'whew', 'good-morning', 'morning', 'see', 'happy', 'wow', 'nice', 'great', 'love', 'please', 'pls']);

/** Arrows typed as one character ("update Fri note → '…'"), beside the typed "->" and "=>". */
const ARROWS = '→⇒➔➜';

/** Punctuation between a request and its text that carries the text on (a colon, an arrow, "=", a dash). */
export const SETS_OFF_TEXT = new RegExp(`[:=>—–${ARROWS}-]`);

export const COLON_OR_ARROW = new RegExp(`:|->|=>|[${ARROWS}]`);

/** What stands right before notes the member set off (a colon, an arrow, a dash, an opening quote). */
export const SET_OFF_BEFORE = new RegExp(`[:"'“‘«=>—–${ARROWS}-]\\s*$`);
