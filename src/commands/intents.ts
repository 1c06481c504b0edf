import { inlineCode, neutralise, quoted } from '../text/markdown.js';
import { addDaysIso } from '../time/hub-date.js';
import { parseRange } from './dates.js';
import type { Command, CommandKind, Subject } from './command.js';
import { dayText } from './format.js';
import { bias, type Built, type Heard } from './heard.js';
import type { Intent } from './phrasings.js';
import { dateAtStart, dateOrRange, dayList, findDate, leadingTarget, onlyDate, Tail, whoisQuery } from './reading.js';
import { COMMAND_SPECS } from './specs.js';
import { closestWord } from './suggest.js';
import { cancelOrLeave, checkin, NOT_YET, noteWith, strictNote } from './visit-intents.js';
import type { Token } from './words.js';

export type { Built, Heard } from './heard.js';

const NOW_WORDS = new Set(['now', 'right', 'currently', 'atm', 'rn', 'moment', 'at', 'the', 'today', 'still', 'yet', 'already']);
const SELF_WORDS = new Set(['i', 'me', 'my', 'myself']);
const ANYONE_WORDS = new Set(['anyone', 'everyone', 'people', 'anything', 'there']);

/** The command a question is about ("how do I check out?"), for `help`. First pattern that matches wins. */
const TOPICS: Array<[RegExp, CommandKind]> = [
  [/\b(checkout|check out|sign out|leave|leaving|left|head out|heading out|go home)\b/, 'leave'],
  [/\b(cancel\w*|uncheckin|undo|unplan|not coming|can't make it)\b/, 'checkout'],
  [/\bnotes?\b/, 'note'],
  [/\b(checkin|check in|sign in|sign up|plan|come in|coming in|book|arrive|register)\b/, 'checkin'],
  [/\b(whois|look up|lookup|look someone up|find|profile|search)\b/, 'whois'],
  [/\b(who's here|who is here|who|here|around|attendance|anyone)\b/, 'whosHere'],
  [/\b(visits?|history)\b/, 'visits'],
  [/\blast (here|visit|time)\b/, 'lastVisit'],
  [/\bdigest\b/, 'digest'],
  [/\b(help|commands)\b/, 'help'],
];

export function topicOf(tokens: Token[]): CommandKind | undefined {
  const words = tokens.slice(0, 12).map((t) => t.word).join(' ');
  return TOPICS.find(([re]) => re.test(words))?.[1];
}


/** The command each intent usually becomes (a crash report names it). */
export const KIND_OF: Record<Intent, CommandKind> = {
  checkin: 'checkin', in: 'checkin', checkout: 'checkout', cancel: 'checkout', leave: 'leave', noteSet: 'note', noteShow: 'note',
  noteClear: 'note', note: 'note', whosHere: 'whosHere', presence: 'presence', lastVisit: 'lastVisit', myVisit: 'myVisit', visits: 'visits',
  whois: 'whois', digest: 'digest', chart: 'chart', help: 'help', helpTopic: 'help', howTo: 'help', hello: 'smalltalk', thanks: 'smalltalk', bye: 'smalltalk', status: 'status',
  onTheWay: 'checkin', back: 'checkin', ack: 'smalltalk', yes: 'help',
};

/** First words of "who is X?" that are no name: "who is working on rust?", "who is free?". */
const NOT_NAMES = new Set(['else', 'coming', 'checking', 'working', 'going', 'here', 'there', 'in', 'at', 'on', 'around', 'free', 'available', 'interested', 'planning', 'doing', 'using', 'hacking', 'pairing', 'the', 'a', 'an', 'still', 'not', 'leaving', 'left', 'visiting', 'booked']);

export function build(h: Heard): Built {
  return BUILDERS[h.row.intent](h);
}

const BUILDERS: Record<Intent, (h: Heard) => Built> = {
  checkin: (h) => checkin(h, false),
  in: (h) => checkin(h, true),
  checkout: (h) => cancelOrLeave(h, true),
  cancel: (h) => cancelOrLeave(h, false),
  leave: (h) => {
    const { target, rest } = leadingTarget(h.tail);
    const command: Command = { kind: 'leave', target, date: h.today };
    // "heading out, see you tomorrow!": what follows a goodbye is not about today's visit.
    const bye = rest.tokens.findIndex((t) => t.word === 'see' || t.word === 'bye' || t.word === 'back');
    const day = onlyDate(bye === -1 ? rest : new Tail(rest.text, rest.tokens.slice(0, bye)), h.today, h.row.absent ? 'future' : 'past');
    if (day.error) return { error: day.error };
    // "I'm out today", "I'm off friday": leaving, or not coming? Ask, with both commands.
    if (h.row.absent && day.date) {
      const cancel = inlineCode(`cancel ${day.date === h.today ? 'today' : day.date}`);
      return { error: `Do you mean you've left the hub (send \`leaving\`: your visit stays), or that you're not coming ${dayText(day.date, h.today)} (send ${cancel}: the visit is removed)? I haven't changed anything.` };
    }
    // A past day's visit stays as it was: leaving is only ever noted for today.
    if (day.date && day.date !== h.today) return { error: `I can only note that you left today; your visit ${dayText(day.date, h.today)} stays as it is.` };
    return day.leftover ? { clarify: command } : { command };
  },
  noteSet: (h) => {
    let date = h.slot.length === 0 ? h.today : dateAtStart(new Tail(h.slotText, retoken(h.slot)), h.today, bias(h, 'future')).date;
    if (!date) return { error: `I couldn't read ${quoted(h.slotText)} as a date.` };
    let tail = h.tail.trimSeparators();
    // "set my note for tomorrow: bring cake": a date before the text is the day, not part of the note.
    const lead = h.slot.length === 0 ? dateAtStart(tail, h.today, bias(h, 'future')) : undefined;
    if (lead?.error) return { error: lead.error };
    if (lead?.date) {
      date = lead.date;
      tail = tail.after(lead.length).trimSeparators();
      if (/^(to|as)$/.test(tail.tokens[0]?.word ?? '')) tail = tail.after(1).trimSeparators();
    }
    const text = tail.from(0);
    if (text === '') return { error: 'What should the note say? For example `note today pairing on a parser`.' };
    return { command: { kind: 'note', target: { kind: 'self' }, date, action: { type: 'set', text } } };
  },
  noteShow: (h) => noteWith(h, { type: 'show' }),
  noteClear: (h) => noteWith(h, { type: 'clear' }),
  note: (h) => strictNote(h),
  whosHere: (h) => whosHere(h),
  presence: (h) => {
    const who = h.slotText.replace(/[?!.,]+$/, '').trim();
    const first = h.slot[0]?.word ?? '';
    const tail = h.tail.trimEnd();
    // "has Bram been in this week?": a span, which this answer (one day) cannot give.
    const span = tail.isFiller() ? undefined : dateOrRange(tail.from(0), h.today, bias(h, 'past')).range;
    if (span && !ANYONE_WORDS.has(first)) {
      return { error: `I answer that for one day at a time: try ${inlineCode(neutralise(`is ${who} here today?`))} or ${inlineCode(neutralise(`when was ${who} last here?`))}. For a span, ${inlineCode(`visits @**Name** ${span.label}`)} lists someone's visits.` };
    }
    if (span) return { command: { kind: 'whosHere', when: { type: 'range', range: span } } };
    const day = onlyDate(tail, h.today, bias(h, 'past'));
    if (day.error) return { error: day.error };
    const date = day.date ?? h.today;
    if (h.slot.length === 1 && SELF_WORDS.has(first)) return { command: { kind: 'myVisit', date } };
    if (ANYONE_WORDS.has(first)) return { command: { kind: 'whosHere', when: { type: 'day', date } } };
    return { command: { kind: 'presence', who: whoisQuery(who), date } };
  },
  lastVisit: (h) => {
    const who = h.slotText.replace(/[?!.,]+$/, '').trim();
    const subject: Subject = who === '' || (h.slot.length === 1 && SELF_WORDS.has(h.slot[0]!.word)) ? { kind: 'self' } : whoisQuery(who);
    return { command: { kind: 'lastVisit', who: subject } };
  },
  myVisit: (h) => {
    // A read: words beyond the date ("is my visit tomorrow still on?") change nothing. "did you cancel my {friday} visit?" has it in the middle.
    const day = onlyDate(h.slot.length > 0 ? new Tail(h.slotText, retoken(h.slot)) : h.tail, h.today, bias(h, 'past'));
    if (day.error) return { error: day.error };
    return { command: { kind: 'myVisit', date: day.date ?? h.today } };
  },
  visits: (h) => visits(h),
  whois: (h) => {
    const query = h.tail.trimEnd().from(0).replace(/[?!.]+$/, '').trim();
    if (query === '') return { error: 'Who should I look up? Try `whois adaquillfeather@example.org`, `whois @**Name**`, `whois 5012` or `whois ada`.' };
    // "who is working on rust?": a question about people, not a name to look up.
    if (h.row.intent === 'whois' && !h.row.strict && NOT_NAMES.has(h.tail.tokens[0]!.word) || (h.row.strict && h.tail.tokens.length > 1 && NOT_NAMES.has(h.tail.tokens[0]!.word))) {
      return { error: `I can't search what people are doing. ${inlineCode("who's here")} lists today's visitors with their notes, ${inlineCode("who's coming fri")} a day ahead, and ${inlineCode('whois NAME')} looks someone up.` };
    }
    return { command: { kind: 'whois', query: whoisQuery(query) } };
  },
  digest: (h) => {
    const day = onlyDate(h.tail, h.today, 'past');
    if (day.error) return { error: day.error };
    if (day.leftover) return { error: `\`digest\` takes only a date; I don't know what to do with ${quoted(day.leftover)}.` };
    return { command: { kind: 'digest', date: day.date ?? h.today } };
  },
  chart: (h) => {
    const tail = h.tail.trimSeparators().trimEnd();
    const text = tail.isFiller() ? '' : tail.from(0).replace(/[?!.]+$/, '');
    if (text === '') return { command: { kind: 'chart', range: { start: addDaysIso(h.today, -27), end: h.today, label: 'the last 4 weeks' } } };
    const range = parseRange(text, h.today);
    return range.ok ? { command: { kind: 'chart', range: range.value } } : { error: range.error };
  },
  help: () => ({ command: { kind: 'help' } }),
  // "status", "bot status?", "status please": nothing may follow but filler (a date would be "my status tomorrow", not ours).
  status: (h) => (h.tail.trimSeparators().isFiller() ? { command: { kind: 'status' } } : { unknown: true }),
  helpTopic: (h) => {
    const asked = h.tail.from(0).toLowerCase().replace(/^[/!]/, '').trim();
    const named = COMMAND_SPECS.find((s) => s.name.toLowerCase() === asked || s.aliases.includes(asked));
    if (named) return { command: { kind: 'help', topic: named.kind } };
    if (h.tail.isFiller()) return { command: { kind: 'help' } };
    const topic = topicOf(h.tail.tokens);
    if (topic) return { command: { kind: 'help', topic } };
    const guess = closestWord(h.tail.tokens[0]!.word);
    const hint = guess ? ` Did you mean ${inlineCode(`help ${guess}`)}?` : '';
    return { error: `There is no command ${quoted(h.tail.from(0))}.${hint} Send \`help\` for the list.` };
  },
  howTo: (h) => {
    const topic = topicOf(h.tail.tokens);
    return { command: topic ? { kind: 'help', topic } : { kind: 'help' } };
  },
  hello: () => ({ command: { kind: 'smalltalk', says: 'hello' } }),
  thanks: () => ({ command: { kind: 'smalltalk', says: 'thanks' } }),
  bye: () => ({ command: { kind: 'smalltalk', says: 'bye' } }),
  // "no, tomorrow" says more than "no": not an acknowledgement to wave through.
  ack: (h) => (h.tail.isFiller() ? { command: { kind: 'smalltalk', says: 'ack' } } : { unknown: true }),
  onTheWay: () => ({ error: NOT_YET }),
  yes: () => ({ error: "I don't act on a plain yes (I keep no track of what I asked): to go ahead, send the exact command I suggested, e.g. `checkin tomorrow`. Nothing has changed yet." }),
  back: (h) => {
    const day = onlyDate(h.tail, h.today, 'past');
    if (day.date && day.date !== h.today) return { error: `I can only undo leaving for today; your visit ${dayText(day.date, h.today)} stays as it is.` };
    return { command: { kind: 'checkin', target: { kind: 'self' }, date: h.today, returning: true } };
  },
};

/** Tokens re-based on their own text, for reading a slot as a tail. */
function retoken(tokens: Token[]): Token[] {
  const base = tokens[0]?.start ?? 0;
  return tokens.map((t) => ({ ...t, start: t.start - base, end: t.end - base }));
}

function whosHere(h: Heard): Built {
  const tail = h.tail.trimSeparators().trimEnd();
  // "who is coming tomorrow and friday?": two days, each answered; not the span between them.
  const list = dateOrRange(tail.from(0), h.today, bias(h, 'nearest')).range ? undefined : dayList(tail, h.today, bias(h, 'nearest'));
  if (list && list.length === tail.tokens.length) {
    if ('error' in list) return { error: list.error };
    return { command: { kind: 'whosHere', when: { type: 'days', dates: list.days } } };
  }
  const text = tail.tokens.every((t) => NOW_WORDS.has(t.word) || t.word === '') ? '' : tail.from(0);
  const when = dateOrRange(text, h.today, bias(h, 'nearest'));
  if (when.range) return { command: { kind: 'whosHere', when: { type: 'range', range: when.range } } };
  if (when.day) return { command: { kind: 'whosHere', when: { type: 'day', date: when.day } } };
  const asName = h.row.strict && !/\d/.test(text) && !findDate(tail, h.today, 'past');
  const hint = asName ? ` To look someone up, use ${inlineCode(neutralise(`whois ${text.replace(/[?!.]+$/, '')}`))}.` : '';
  return { error: `${when.error ?? ''}${hint}` };
}

function visits(h: Heard): Built {
  const { target, rest } = leadingTarget(h.tail);
  const tail = rest.trimSeparators().trimEnd();
  const text = tail.isFiller() ? '' : tail.from(0);
  if (text === '') return { command: { kind: 'visits', target, range: { start: addDaysIso(h.today, -29), end: h.today, label: 'the last 30 days' } } };
  const when = dateOrRange(text, h.today, 'past');
  if (when.range) return { command: { kind: 'visits', target, range: when.range } };
  if (when.day) return { command: { kind: 'visits', target, range: { start: when.day, end: when.day, label: text.replace(/[?!.]+$/, '') } } };
  // "visits Bram": a name, where only an @-mention or an email can say who.
  if (!/\d/.test(text) && !findDate(tail, h.today, 'past') && /^[A-Z]/.test(tail.tokens[0]!.raw)) {
    const name = text.replace(/[?!.]+$/, '');
    return { error: `To see someone else's visits, name them with an @-mention or their email: \`visits @**Name**\` or \`visits name@example.org\`. ${inlineCode(neutralise(`when was ${name} last here?`))} works with a plain name.` };
  }
  return { error: when.error ?? `I couldn't read ${quoted(text)} as a date range.` };
}
