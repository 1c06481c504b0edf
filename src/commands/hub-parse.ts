import { codeAsWords } from '../text/code-syntax.js';
import { inlineCode, neutralise } from '../text/markdown.js';
import { addDaysIso, daysBetween, weekdayOf, type IsoDate } from '../time/hub-date.js';
import { readWeekdays, weekdayWord } from '../routines/weekdays.js';
import { dayFirstPair, isMonthWord, leadingDate, parseDate, parseRange } from './dates.js';
import type { HubAction } from './hub-action.js';
import type { HubIntentRow } from './hub-intents.js';
import { asciiLower, tokenize, type Token } from './words.js';
import { limitReplies } from './replies/common.js';

export type Read = { action: HubAction } | { help: true } | { error: string } | undefined;

/**
 * One row's slot read from what a member wrote: the text of its middle slot
 * (`{who}`) and the words after its phrasing. The conversation's declarations
 * of these rows (src/conversation/hub.ts) read their slots with it; a row
 * whose slot does not read (undefined) is no match.
 */
export function readHubRow(row: HubIntentRow, slotText: string, after: string, today: IsoDate): Read {
  const code = /[()"=_~[]/.test(after) ? codeArguments(after) : after;
  // Days as a bullet list, one a line: one list ("Mondays\n- Wednesdays\n- Fridays").
  const plain = row.slot === 'weekdays' || row.slot === 'habit' ? code.replace(/\s*\n\s*[-*•]\s+/g, ', ') : code;
  return readRow(row, slotText, plain, tokenize(plain), today);
}

/**
 * The words after a phrasing, when they are a call's arguments as code writes them ('who="Lev Inkwell")',
 * "2026-12-01) // usual tue"): the words they spell, without the call's closing bracket, its quotes or a key.
 */
function codeArguments(after: string): string {
  let words = codeAsWords(after);
  const close = words.indexOf(')');
  // A ")" with no "(" before it closes the call the phrasing opened: the commas before it parted its arguments.
  if (close >= 0 && words.lastIndexOf('(', close) < 0) words = `${words.slice(0, close).replace(/,/g, ' ')} ${words.slice(close + 1)}`;
  // A key said as code ('who="Lev Inkwell"') names what its value is; the quotes only wrap it.
  if (/^\s*(who|name|person|member|user|date|day|when|topic)\s*=/i.test(after)) words = words.replace(/^\s*\S+\s+/, '');
  return words.replace(/["“”]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Politeness and punctuation after a command: "skip fri please!" */
// Singapore and Malaysian English end a request with a particle or a tag ("tell me can?", "ok lah").
const TRAILING = /^(please|thanks|thx|pls|ok|now|then|instead|ta|fr|bet|tho|though|lol|cheers|aye|eh|can|lah|leh|lor|ah|ya)$/;

function words(tokens: Token[]): Token[] {
  const list = [...tokens];
  while (list.length && (TRAILING.test(list.at(-1)!.word) || list.at(-1)!.word === '')) list.pop();
  return list;
}

/**
 * Whether words can name one person: a mention, an email, an id, or a name of
 * a few words that does not start like a phrase ("follow up with the
 * landlord", "follow the thread") or run into another clause ("Ada, and who
 * follows me?").
 */
function isPersonLike(who: string): boolean {
  if (/^@_?\*\*[^*]+\*\*$|^\S+@\S+$|^\d+$/.test(who)) return true;
  // "Cleo Everwick and Dario Nettlefold": several people, each a name (the handlers take them in turn).
  return !/[,;:?!()]/.test(who) && namesIn(who).every((name) => {
    const words = name.trim().split(/\s+/);
    return words.length <= 4 && !PHRASE_STARTS.has(words[0]!.toLowerCase());
  });
}
/** "follow Kaia and Lev": each person named, in turn (a mention is one person, whatever its name). */
export function namesIn(who: string): string[] {
  if (who.startsWith('@')) return [who];
  const names = who.split(/\s+(?:and|&|\+)\s+/i).filter((name) => name.trim() !== '');
  return names.length > 1 ? names : [who];
}
/** What of a person's a follow is about, after their name ("Greta's arrivals", "Jonah's comings and goings"). */
const POSSESSED_ARRIVALS = /['’]s\s+(arrivals?|comings?(\s+and\s+goings?)?|movements|check-?ins)$/i;
const QUESTION_OPENERS = /^(if|whether|where|what|when|why|how|who|whom|which|whose|what's|where's|who's|when's|how's)\b/i;
const PHRASE_STARTS = new Set(['all', 'any', 'every', 'up', 'through', 'thru', 'along', 'on', 'suit', 'me', 'you', 'my', 'your', 'the', 'a', 'an', 'this', 'that', 'it', 'them', 'us', 'everyone', 'anyone', 'nobody', 'orders', 'instructions',
  // What a follow is about, not whom: "unsubscribe from arrivals: Kaia" names Kaia after the colon.
  'arrivals', 'arrival', 'alerts', 'notifications', 'pings']);

/**
 * What may follow a day without being another request: politeness, for whom, the reason ("it's thanksgiving"), or
 * saying again that one is not coming ("no reminder needed", "I won't make it"). "skip monday, and cancel friday"
 * is not one: its other request is read, or the message is not understood.
 */
const ASIDE = new RegExp(
  '^(' +
    [
      '',
      '(for|to) me',
      '(this|next) week',
      // From when a setting holds ("leave me out of the charts from now on"): what a setting does anyway.
      '(from now on|going forward|from here on( out)?|for good|permanently)',
      "no (reminders?|nudges?|need to remind me|ping)( (needed|necessary|required|then|that day|please))?",
      "(i|i'll|i'm|i am)? ?(won't|can't|will not|cannot|not going to|going-to not|not gonna|am not) (be able to )?(make it|come|come in|be (in|there|here|coming))",
      "(i'm )?not (coming|coming in|going to make it|able to make it)",
      "(it's|its|it is|because|cause|cuz|bc) .{1,40}",
      'skip it',
      // Changing one's mind ("I don't want to follow Basil Palewick after all").
      'after all',
      'sorry',
      // Why, said as where one goes or what one has ("off to a wedding", "I have a dentist appointment", "got a call").
      "(i'm |i am )?off to .{1,40}",
      "(i have|i've got|i got|i've|got|have) (a|an|my|the|some) .{1,40}",
      '(since|as|due to) .{1,40}',
      // Said to the bot after a question ("… on thursday do you think"), and a word of address ("mate").
      "(do you think|you think|d'you reckon|do you reckon|you reckon|i reckon|i guess|i wonder|mate|buddy|pal)",
      // A short remark in parentheses ("(usual wed)", "(thanksgiving)").
      '\\([^()]{1,30}\\)',
      // The usual day it is, said beside the day ("usual tue", "my regular monday", "it's my normal day"): which day, not a routine.
      "(it'?s |it is |that'?s |that is |which is )?(my |me )?(usual|regular|normal|routine|standing|weekly) ((mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*|day|visit|one)",
      // A concession ("although it is my normal day", "even though it's a tuesday").
      '(although|though|even though|tho|albeit) .{1,40}',
      // How far ahead, said beside what is coming up ("in the next two weeks", "--next 14d").
      '(in |for |over )?(the )?(next|coming|upcoming) ((\\d+|two|three|four|few|couple of|couple) ?(d|days?|w|wks?|weeks?)|weeks|days|fortnight)',
      // What to do with what is named before ("…, please delete them", "…, clear them").
      '(so )?(clear|delete|remove|drop|wipe|erase|bin|scrap) (them|it|those|that|all)',
      // Said of oneself: how one's weeks are ("I'm all over the shop"), being busy ("I am on a deadline").
      "(i'm |i am )?(all over the (shop|place)|too unpredictable|flexible now|on a deadline|in a rush|in a hurry|swamped|heads down)",
      // Who is meant, said again after the question ("who am I keeping tabs on, when they come in?").
      '(when|whenever|once) (they|he|she) (come|comes|arrive|arrives|get|gets|show|shows) ?(in|here|up)?',
    ].join('|') +
    ')$',
);
const POLITE = /\b(please|pls|plz|thanks|thx|ty|ok|lol|then|too|also|as well|anymore|any more)\b/g;

/**
 * The words before a remark after a comma ("unfollow bram pls, too many pings lol"). Not before another request
 * ("Ada, and who follows me?": a join or a question after the comma), which the whole text then fails to name.
 */
function beforeRemark(text: string): string {
  const comma = text.indexOf(',');
  if (comma < 0) return text;
  const tail = text.slice(comma + 1).trim();
  return tail.includes('?') || /^(and|also|then|plus|but|\+|&)\b/i.test(tail) ? text : text.slice(0, comma).trim();
}

/** The most words a name is read from ("Lev Inkwell", "Mary Ann de la Cruz"). */
const NAME_WORDS = 6;

/** A name without what trails it: "Nico for me 🙏" is Nico, "Pax pls" is Pax. */
function withoutAside(who: string): string {
  const words = who.split(/\s+/);
  // A name is a few words: an aside starts within them or the words are no name (and each try reads the whole rest).
  for (let k = 1; k < Math.min(words.length, NAME_WORDS + 1); k++) {
    const tail = words.slice(k).join(' ').replace(/\p{Extended_Pictographic}|\u200d|\ufe0f/gu, '').trim();
    if (tail === '' || isAside(tail)) return words.slice(0, k).join(' ');
  }
  return who;
}

/** Whether the words beside a day are only an aside (ASIDE), clause by clause. */
export function isAside(text: string): boolean {
  // A comment as code writes it ("skip 2026-12-01 // dentist", "# usual tue, dentist") runs to its line's end: all of it is the
  // comment. A remark in parentheses is one remark, commas and all ("(usual tue, dentist)").
  if (/^\s*(\/\/|#)/.test(text)) return true;
  const words = asciiLower(text).replace(/[’‘]/g, "'").replace(POLITE, ' ').replace(/\([^()]{1,40}\)/g, ' ');
  return words.split(/[,;.!?—–]|(?:^|\s)-(?:\s|$)|\band\b/).every((part) => ASIDE.test(part.trim().replace(/\s+/g, ' ')));
}

function readRow(row: HubIntentRow, slotText: string, after: string, tokens: Token[], today: IsoDate): Read {
  const rest = words(tokens);
  const text = rest.length ? after.slice(rest[0]!.start, rest.at(-1)!.end).trim() : '';
  const done = (fields: Partial<HubAction>): Read => (row.intent === 'help' ? { help: true } : { action: { intent: row.intent, ...row.fixed, ...fields } as HubAction });
  switch (row.slot) {
    case 'none':
      // A reason after the request ("no set days anymore since the baby") is no part of it.
      return rest.length === 0 || (!row.strict && isAside(text)) ? done({}) : undefined;
    case 'person': {
      const said = withoutAside(beforeRemark((slotText || text).trim()).replace(/[?!.,;:]+$/, '').trim());
      // "stop telling me about Greta's comings and goings": the person is Greta; what of hers is followed adds nothing.
      const who = said.replace(POSSESSED_ARRIVALS, '').trim();
      if (!who || !isPersonLike(who)) return undefined;
      return done({ who });
    }
    case 'weekdays':
    case 'weekdaysBefore':
    case 'habit': {
      // The days, then a word that makes them a habit ("mon and wed usually", "weekdays except friday, as a rule").
      const habitual = HABIT_AFTER.exec(rest.map((t) => t.word).join(' '));
      const kept = habitual ? rest.slice(0, rest.length - habitual[0].trim().split(' ').length) : rest;
      const raw = daysAlone(kept.map((t) => t.word));
      // A habit: plural days ("tuesdays", "weekdays except friday"), or a day after "every" or "each" ("every monday"), or
      // days said with a habit word after them; "I'm in monday" is a plan.
      if (row.slot === 'habit' && !habitual && !raw.some((w) => /^(every|each)$/.test(w)) && !(raw.some((w) => /days$/.test(w)) && raw.every((w) => /days?$|^(and|or|the|except|but|not)$/.test(w))) && !(row.severalAreHabit && severalBareWeekdays(raw))) return undefined;
      // "every weekday except wednesday, which is laundry day": the days, then a remark after a comma (the last comma
      // the days read to: "mondays, wednesdays n fridays for me, sometimes sat but don't count that").
      // (An exception the bot cannot hold is a remark too, comma or not: "every tue and thu except the first week of the month".)
      const commas = kept.flatMap((t, k) => (t.raw.endsWith(',') || EXCEPTION.test(kept[k + 1]?.word ?? '') ? [k] : [])).reverse();
      const upTo = (k: number) => readWeekdays(daysAlone(raw.slice(0, k + 1)));
      const days = readWeekdays(raw) ?? commas.map(upTo).find((d) => d !== undefined);
      if (days && row.severalDays && days.length === 1 && !habitual && !raw.some((w) => /days$|^(every|each)$/.test(w))) return undefined;
      return days ? done({ days }) : undefined;
    }
    case 'date':
    case 'dateOrTomorrow': {
      if (rest.length === 0) return row.slot === 'dateOrTomorrow' ? done({ date: addDaysIso(today, 1) }) : undefined;
      const date = leadingDate(scotsDays(rest.map((t) => t.raw)), today, 'future');
      if (date.error) return { error: date.error };
      // "skip tomorrow, no reminder needed": what follows the day may be an aside.
      const after = date.length < rest.length ? text.slice(rest[date.length]!.start - rest[0]!.start) : '';
      return date.date && (after === '' || isAside(after)) ? done({ date: date.date }) : undefined;
    }
    case 'span':
      return readSpan(text, today, done);
    case 'days':
      return readSpan(text, today, (fields) => ('from' in fields && (fields.from === fields.to || (row.shortSpan && daysBetween(fields.from!, fields.to!) > 42)) ? undefined : done(fields)));
    case 'topic': {
      // (What they know may stand before the people: "any {ML} people here", the row's middle slot.)
      const topic = (slotText || text).replace(/[?!.]+$/, '').replace(/^(about|with|in)\s+/i, '').trim();
      // "anyone here know if the meetup is on?", "who here knows where the cable went": a question, not a skill.
      return topic && !QUESTION_OPENERS.test(topic) ? done({ topic }) : undefined;
    }
    case 'choice': {
      // "in the morning instead of the night before": what it replaces adds nothing.
      const said = rest.map((t) => t.word).join(' ').replace(/ (instead|rather than)( of)?( .*)?$/, '');
      const picked = row.choices && Object.hasOwn(row.choices, said) ? row.choices[said] : undefined;
      return picked ? done(picked) : undefined;
    }
  }
}

/** A word that starts an exception to usual days. */
const EXCEPTION = /^(?:except|excepting|apart|besides|unless|other|barring|bar|save)$/;

/** Two weekdays or more and nothing but their joins ("mon, wed and fri"): no week, date or "next" said with them. */
function severalBareWeekdays(words: string[]): boolean {
  // (Plural days are a habit already: only the singular ones, "mon", "wednesday", are counted here.)
  const bare = (w: string) => weekdayWord(w) !== undefined && !/days\W*$/.test(w);
  return words.filter(bare).length >= 2 && words.every((w) => bare(w) || /^(and|or|n|&|,)$/.test(w));
}


/** Scots days: "the morn" is tomorrow, "the day" today, "the nicht" tonight ("Will it be heaving the morn?"). */
function scotsDays(raw: string[]): string[] {
  const said = raw.map((w) => w.toLowerCase().replace(/[?!.,;:]+$/, ''));
  if (said[0] === 'the' && ['morn', 'day', 'nicht', 'now'].includes(said[1] ?? '')) {
    return [({ morn: 'tomorrow', day: 'today', nicht: 'today', now: 'today' } as Record<string, string>)[said[1]!]!, ...raw.slice(2)];
  }
  return raw;
}

/** The days alone: without whose they are after them ("mondays, wednesdays n fridays for me") or the hours ("from about 13:00"). */
function daysAlone(words: string[]): string[] {
  // ("I am normally on Wednesday and Friday in the hub": where one is on those days says nothing more.)
  const place = PLACE_AFTER.exec(words.join(' '));
  const there = place ? words.slice(0, words.length - place[0].trim().split(' ').length) : words;
  const hours = HOURS_AFTER.exec(there.join(' '));
  const days = hours ? there.slice(0, there.length - hours[0].trim().split(' ').length) : there;
  return FOR_ME.test(days.slice(-2).join(' ').replace(/[,.;:!?]+$/, '')) ? days.slice(0, -2) : days;
}
/** Where, said after usual days: "in the hub", "at the hub", "here", "in the office". */
const PLACE_AFTER = / (?:(?:in|at|to) (?:the )?(?:hub|office|space|coworking)|here|in)[,.;!?]*$/;
/** The hours said after usual days: "from about 13:00", "after 2pm", "mornings only". */
const HOURS_AFTER = / (?:(?:from|after|before|until|till|by) (?:about |around |roughly )?(?:\d{1,2}(?:[:.]\d{2})?(?:am|pm)?|noon|lunch|lunchtime)|(?:in the )?(?:mornings?|afternoons?|evenings?)(?: only)?)[,.;!?]*$/;
const FOR_ME = /^for (?:me|myself|us)$/;

/** Words after days that make them a habit: "mon and wed usually", "weekdays except friday, as a rule". */
// (Also a lasting change said after them, "from now on", and the days named as the usual ones, "as my regular days".)
const HABIT_AFTER =
  /(?:^| )(?:usually|normally|typically|generally|mostly|as a rule|most weeks|every week|each week|weekly|regularly|as (?:a )?regular(?: thing)?|on a regular basis|as standard|from now on|going forward|from here on(?: out| in)?|(?:these days|nowadays)|as my (?:regular|usual|normal|standing|fixed|set) (?:days?|schedule|routine))$/;

/**
 * "dec 20 to jan 3", "dec 20 - jan 3", "friday", "next week", "until monday"
 * (from today to the day before): a span ahead, its end rolled into the next
 * year when it comes before its start.
 */
function readSpan(text: string, today: IsoDate, done: (fields: Partial<HubAction>) => Read): Read {
  const said = spanWords(text);
  // "for a fortnight from monday", "for two weeks, from monday": the length said first, and only the first day after it.
  const length = LENGTH_FIRST.exec(withoutPlace(text.trim()));
  if (length && said !== text.trim()) {
    const days = lengthInDays(length[1]!, length[2]!);
    return readSpanAsWritten(said, today, (fields) => ('from' in fields && fields.from === fields.to && typeof fields.from === 'string' ? done({ from: fields.from, to: addDaysIso(fields.from, days - 1) }) : done(fields)));
  }
  const whole = readSpanAsWritten(said, today, done);
  if (whole !== undefined) return whole;
  // The span, then why ("from thursday through sunday for thanksgiving", "12/7-12/11 family stuff", "…, back on the 14th"):
  // the longest start that reads as a span, when what follows it is a reason, not another day.
  const words = said.split(/\s+/);
  for (let k = words.length - 1; k >= 1; k--) {
    const rest = words.slice(k).join(' ');
    if (!isReason(rest)) continue;
    const read = readSpanAsWritten(words.slice(0, k).join(' ').replace(/[,;:—–-]+$/, '').trim(), today, done);
    if (read !== undefined && 'action' in read) return read;
  }
  return undefined;
}

/** Words after a span that give its reason: no digit, no day or month, no request of their own. */
function isReason(text: string): boolean {
  const plain = text.replace(/^[,;:—–-]+\s*/, '').toLowerCase();
  if (/\d|\b(to|until|till|thru|through|and|reminders?|skip|follow|unfollow|routine|usually)\b/.test(plain)) return false;
  if (/\b(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(day)?s?\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\b(today|tomorrow|tmrw|week|wk|month|weekend)\b/.test(plain)) {
    // ("for thanksgiving", "for christmas": a holiday after "for" is the reason, not a day.)
    return /^(for|because|bc|cuz|cause|due to) (the )?(thanksgiving|christmas|xmas|new year|holidays?)\b/.test(plain);
  }
  // (A reason said with "for", "because" may run longer: "for the most wonderful family time of the year".)
  return plain.split(/\s+/).length <= (/^(for|because|bc|cuz|cause|since|as) /.test(plain) ? 12 : 6);
}

/** A span's length said before it: "for two weeks, from …". */
const LENGTH_FIRST = /^for (a|an|one|two|three|four|five|six|\d+) (days?|weeks?|fortnights?)\b[,;:—–-]?\s*/i;

function lengthInDays(count: string, unit: string): number {
  const n = /^\d+$/.test(count) ? Number(count) : ({ a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 } as Record<string, number>)[count.toLowerCase()]!;
  return n * (/^fortnight/i.test(unit) ? 14 : /^week/i.test(unit) ? 7 : 1);
}

/**
 * A span as members write it, in the words readSpanAsWritten reads: "21 of December" and "the 31st of December" are
 * "December 21" and "December 31", "Monday the 30th" is the 30th (the day it falls on said with it), a span said
 * with its length first ("for two weeks, from … until …") is the span, "wk" a week, and "the 14th to the 31st of
 * December" the 14th of December.
 */
/** Where one goes, said before when ("hame tae Inverness for the whole of next week"): the span is what follows it. */
function withoutPlace(text: string): string {
  return text.replace(/^(?:(?:back )?(?:home|hame) )?(?:to|tae) (?:[A-Z][\p{L}'’-]*\s+){1,3}(?=for\b)/u, '');
}

function spanWords(text: string): string {
  const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
  const said = withoutPlace(text.trim())
    .replace(/^(?:for )?(?:the )?(?:whole|entire|full) (?:of )?(?=(?:the )?(?:next|this|coming) )/i, '')
    .replace(LENGTH_FIRST, '')
    .replace(/\bwks?\b/gi, 'week')
    // ("Monday 30 November to Friday 4 December": the weekday before a date and its month adds nothing.)
    .replace(new RegExp(`\\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*,? (\\d{1,2}(?:st|nd|rd|th)?) ${MONTH}\\b`, 'gi'), '$1 $2')
    .replace(/\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*,? (?:the )?(\d{1,2}(?:st|nd|rd|th)?)\b/gi, 'the $1')
    .replace(new RegExp(`\\b(?:the )?(\\d{1,2})(?:st|nd|rd|th)? of ${MONTH}\\b`, 'gi'), '$2 $1');
  // "the 14th to December 31": the first day in the month of the last (a later day, "the 30th until December 13", is the month before).
  const bare = new RegExp(`^(?:from )?the (\\d{1,2})(?:st|nd|rd|th)? (to|until|till|through|thru|-|–) ${MONTH} (\\d{1,2})$`, 'i').exec(said);
  return bare && Number(bare[1]) <= Number(bare[4]) ? `${bare[3]} ${bare[1]} ${bare[2]} ${bare[3]} ${bare[4]}` : said;
}

function readSpanAsWritten(text: string, today: IsoDate, done: (fields: Partial<HubAction>) => Read): Read {
  if (!text) return undefined;
  const until = /^(?:until|till|til|'til|up to)\s+(.+)$/i.exec(text);
  if (until) {
    const back = parseDate(until[1]!, today, 'ahead');
    if (!back.ok) return back.sure ? { error: back.error } : undefined;
    // "until X" names either the last day away or the day back. Said of a working day it is the day back ("gone till
    // monday", "on leave until dec 14": in that day), so the span ends the day before. Said of a weekend day it is the
    // last day away: nobody comes back on a Sunday, so "out of town till sunday" runs through it, as "from X until Y"
    // (both ends named) runs through Y.
    const weekend = [0, 6].includes(weekdayOf(back.value));
    return back.value > today ? done({ from: today, to: weekend ? back.value : addDaysIso(back.value, -1) }) : undefined;
  }
  // "dec 7-11": a dash between a month's day and another day joins them as a span, spaced or not (not inside 2026-12-07).
  const joined = text
    .replace(/^(from|on)\s+/i, '')
    .replace(/^([a-z]{3,}\.?\s+\d{1,2}(?:st|nd|rd|th)?)\s*[-–]\s*(\d{1,2}(?:st|nd|rd|th)?)$/i, '$1 to $2')
    // "12/14-12/18": two month/day dates joined by a dash.
    .replace(/^(\d{1,2}\/\d{1,2})\s*[-–]\s*(\d{1,2}\/\d{1,2})$/, '$1 to $2');
  const [said, saidSecond, ...more] = joined.split(/\s+(?:to|until|till|through|thru|-|–)\s+|\.\./i);
  if (more.length || !said) return undefined;
  const [first, second] = saidSecond === undefined ? [said, undefined] : dayFirstPair(said, saidSecond);
  // "3rd to 8th January": a day alone before a day with its month is a day of that month (of the month before, when
  // it would come after the end: "28th to 3rd January").
  const end = second !== undefined && /^(?:the )?\d{1,2}(?:st|nd|rd|th)?$/i.test(first.trim()) && second.split(/[^a-z]+/i).some(isMonthWord) ? parseDate(second, today, 'ahead') : undefined;
  if (end?.ok) {
    const day = parseInt(first.replace(/^the /i, ''), 10);
    const sameMonth = `${end.value.slice(0, 8)}${String(day).padStart(2, '0')}`;
    const start = sameMonth <= end.value ? sameMonth : `${addDaysIso(`${end.value.slice(0, 8)}01`, -1).slice(0, 8)}${String(day).padStart(2, '0')}`;
    const real = parseDate(start, today, 'ahead');
    if (real.ok && real.value === start) return done({ from: start, to: end.value });
  }
  const from = parseDate(first, today, 'ahead');
  if (!from.ok) {
    if (from.sure) return { error: from.error };
    // Not a date: a range said in words ("next week", "this weekend"), if it is not over.
    const range = parseRange(text, today);
    return range.ok && range.value.end >= today ? done({ from: range.value.start < today ? today : range.value.start, to: range.value.end }) : undefined;
  }
  if (second === undefined) return done({ from: from.value, to: from.value });
  // "dec 7 to 11": a day alone is that day of the start's month, or of the next month when it would come before the start.
  const dayAlone = /^\d{1,2}(st|nd|rd|th)?$/i.test(second.trim());
  const to = parseDate(dayAlone ? `the ${parseInt(second, 10)}th` : second, from.value, 'ahead');
  if (!to.ok) return to.sure && !dayAlone ? { error: to.error } : undefined;
  if (to.value < from.value) return { error: limitReplies.spanBackwards(inlineCode(neutralise(text))) };
  return done({ from: from.value, to: to.value });
}
