import { inlineCode, neutralise } from '../text/markdown.js';
import { addDaysIso, weekdayOf, type IsoDate } from '../time/hub-date.js';
import { readWeekdays } from '../routines/weekdays.js';
import { leadingDate, parseDate, parseRange } from './dates.js';
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
  return readRow(row, slotText, after, tokenize(after), today);
}

/** Politeness and punctuation after a command: "skip fri please!" */
const TRAILING = /^(please|thanks|thx|pls|ok|now|then|instead|ta|fr|bet|tho|though|lol|cheers)$/;

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
const QUESTION_OPENERS = /^(if|whether|where|what|when|why|how|who|whom|which|whose|what's|where's|who's|when's|how's)\b/i;
const PHRASE_STARTS = new Set(['all', 'any', 'every', 'up', 'through', 'thru', 'along', 'on', 'suit', 'me', 'you', 'my', 'your', 'the', 'a', 'an', 'this', 'that', 'it', 'them', 'us', 'everyone', 'anyone', 'nobody', 'orders', 'instructions']);

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
      "no (reminders?|nudges?|need to remind me|ping)( (needed|necessary|required|then|that day|please))?",
      "(i|i'll|i'm|i am)? ?(won't|can't|will not|cannot|not going to|going-to not|not gonna|am not) (be able to )?(make it|come|come in|be (in|there|here|coming))",
      "(i'm )?not (coming|coming in|going to make it|able to make it)",
      "(it's|its|it is|because|cause|cuz|bc) .{1,40}",
      'skip it',
      'sorry',
    ].join('|') +
    ')$',
);
const POLITE = /\b(please|pls|plz|thanks|thx|ty|ok|lol|then|too|also|as well)\b/g;

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

/** A name without what trails it: "Nico for me 🙏" is Nico, "Pax pls" is Pax. */
function withoutAside(who: string): string {
  const words = who.split(/\s+/);
  for (let k = 1; k < words.length; k++) {
    const tail = words.slice(k).join(' ').replace(/\p{Extended_Pictographic}|\u200d|\ufe0f/gu, '').trim();
    if (tail === '' || isAside(tail)) return words.slice(0, k).join(' ');
  }
  return who;
}

/** Whether the words beside a day are only an aside (ASIDE), clause by clause. */
export function isAside(text: string): boolean {
  const words = asciiLower(text).replace(/[’‘]/g, "'").replace(POLITE, ' ');
  return words.split(/[,;.!?—–]|(?:^|\s)-(?:\s|$)|\band\b/).every((part) => ASIDE.test(part.trim().replace(/\s+/g, ' ')));
}

function readRow(row: HubIntentRow, slotText: string, after: string, tokens: Token[], today: IsoDate): Read {
  const rest = words(tokens);
  const text = rest.length ? after.slice(rest[0]!.start, rest.at(-1)!.end).trim() : '';
  const done = (fields: Partial<HubAction>): Read => (row.intent === 'help' ? { help: true } : { action: { intent: row.intent, ...row.fixed, ...fields } as HubAction });
  switch (row.slot) {
    case 'none':
      return rest.length === 0 ? done({}) : undefined;
    case 'person': {
      const who = withoutAside(beforeRemark((slotText || text).trim()).replace(/[?!.,;:]+$/, '').trim());
      if (!who || !isPersonLike(who)) return undefined;
      return done({ who });
    }
    case 'weekdays':
    case 'habit': {
      const raw = rest.map((t) => t.word);
      // A habit: plural days ("tuesdays"), or a day after "every" or "each" ("every monday"); "I'm in monday" is a plan.
      if (row.slot === 'habit' && !raw.some((w) => /^(every|each)$/.test(w)) && !raw.every((w) => /days$|^(and|or)$/.test(w))) return undefined;
      // "every weekday except wednesday, which is laundry day": the days, then a remark after a comma.
      const comma = rest.findIndex((t) => t.raw.endsWith(','));
      const days = readWeekdays(raw) ?? (comma >= 0 ? readWeekdays(raw.slice(0, comma + 1)) : undefined);
      return days ? done({ days }) : undefined;
    }
    case 'date':
    case 'dateOrTomorrow': {
      if (rest.length === 0) return row.slot === 'dateOrTomorrow' ? done({ date: addDaysIso(today, 1) }) : undefined;
      const date = leadingDate(rest.map((t) => t.raw), today, 'future');
      if (date.error) return { error: date.error };
      // "skip tomorrow, no reminder needed": what follows the day may be an aside.
      const after = date.length < rest.length ? text.slice(rest[date.length]!.start - rest[0]!.start) : '';
      return date.date && (after === '' || isAside(after)) ? done({ date: date.date }) : undefined;
    }
    case 'span':
      return readSpan(text, today, done);
    case 'days':
      return readSpan(text, today, (fields) => ('from' in fields && fields.from === fields.to ? undefined : done(fields)));
    case 'topic': {
      // (What they know may stand before the people: "any {ML} people here", the row's middle slot.)
      const topic = (slotText || text).replace(/[?!.]+$/, '').replace(/^(about|with|in)\s+/i, '').trim();
      // "anyone here know if the meetup is on?", "who here knows where the cable went": a question, not a skill.
      return topic && !QUESTION_OPENERS.test(topic) ? done({ topic }) : undefined;
    }
    case 'choice': {
      const said = rest.map((t) => t.word).join(' ');
      const picked = row.choices && Object.hasOwn(row.choices, said) ? row.choices[said] : undefined;
      return picked ? done(picked) : undefined;
    }
  }
}

/**
 * "dec 20 to jan 3", "dec 20 - jan 3", "friday", "next week", "until monday"
 * (from today to the day before): a span ahead, its end rolled into the next
 * year when it comes before its start.
 */
function readSpan(text: string, today: IsoDate, done: (fields: Partial<HubAction>) => Read): Read {
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
  const [first, second, ...more] = joined.split(/\s+(?:to|until|till|through|thru|-|–)\s+|\.\./i);
  if (more.length || !first) return undefined;
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
