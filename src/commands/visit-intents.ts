import { inlineCode, neutralise, quoted } from '../text/markdown.js';
import { daysBetween } from '../time/hub-date.js';
import type { Command, NoteAction } from './command.js';
import { parseRange } from './dates.js';
import { dayLabel, dayText } from './format.js';
import { bias, type Built, type Heard } from './heard.js';
import { dateAtStart, dayList, findDate, leadingTarget, onlyDate, type Tail } from './reading.js';
import { oneDayEach } from './render.js';
import { isSeparator, type Token } from './words.js';

/** How the intents that change a visit read their words: check in, cancel or leave, notes. */

const SHOW_WORDS = new Set(['show', 'view', 'see', 'read', 'get', 'display', 'list']);
const CLEAR_WORDS = new Set(['clear', 'delete', 'remove', 'erase', 'reset', 'wipe', 'empty', 'rm', 'none']);
/** First words after a bare `note`/`notes` that begin a sentence about notes ("notes from the talk were great"), not notes. */
const NOTE_CHAT_WORDS = new Set([
  'from', 'about', 'that', 'this', 'of', 'on', 'in', 'is', 'are', 'was', 'were', 'taken', 'the', 'i', 'we', 'you', 'it', 'and', 'so', 'if',
  'my', 'your', 'will', 'would', 'look', 'looks', 'seem', 'seems', 'sound', 'sounds', 'here', 'there', 'for', 'self', 'though', 'aside',
]);

/** "coming in every tuesday": repeating visits, which the directory does not have. */
const REPEAT_WORDS = new Set(['every', 'each', 'weekly', 'daily', 'everyday', 'mondays', 'tuesdays', 'wednesdays', 'thursdays', 'fridays']);
/** In the notes of "I'm here, …", words that speak of another visit ("back tomorrow too"). */
const VISIT_WORDS = new Set(['back', 'coming', 'come', 'again', 'too', 'also', 'returning', 'plan', 'planning', 'visit', 'here', 'in']);
/** "cancel all my visits": more than one visit, which a cancel never is. */
const ALL_WORDS = new Set(['all', 'every', 'everything', 'each', 'both']);
/** After "I'll be there", these say when today, not yet: "in 10 minutes", "at 2", "soon", "this afternoon". */
const LATER_WORDS = new Set(['soon', 'shortly', 'later', 'afterwards', 'asap', 'tonight']);
const AT_WORDS = new Set(['at', 'around', 'by', 'after', 'before', 'about', '~']);
const CLOCK = /^(~?\d{1,2}([:.]\d{2})?\s*(am|pm|ish|h)?|noon|lunch|lunchtime|midday|1[0-2]ish)$/;
const IN_A_WHILE = /^(\d+(m|min|mins|h)?|few|bit|sec|second|seconds|moment|while|minute|minutes|min|mins|hour|hours|hr|hrs)$/;
const A_FEW = /^(a|an|one|two|few|couple|half)$/;
const DAY_PARTS = new Set(['morning', 'afternoon', 'evening', 'night']);

/** Not here yet: the words after "I'll be there" say a time later today. */
export function arrivingLater(tokens: Token[], afterIn = false): boolean {
  // "coming in 10 minutes", "I'll be in a bit": the phrasing's own "in" starts the time.
  if (afterIn && tokens.length > 0) return arrivingLater([{ ...tokens[0]!, word: 'in' }, ...tokens]);
  const [a, b] = [tokens[0]?.word ?? '', tokens[1]?.word ?? ''];
  if (LATER_WORDS.has(a)) return true;
  if (a === 'this' && DAY_PARTS.has(b)) return true;
  if (a === 'in' && (IN_A_WHILE.test(b) || (A_FEW.test(b) && IN_A_WHILE.test(tokens[2]?.word ?? '')))) return true;
  return AT_WORDS.has(a) && CLOCK.test(b);
}

/** What "on my way" and "I'll be there at 2" get: nothing is recorded until the member is here. */
export const NOT_YET =
  "Safe travels! I haven't recorded anything: I'll check you in when you arrive, so tell me \"I'm here\" (or send `checkin`) then. To plan today's visit now anyway, send `checkin today`.";

/** After "coming in", these begin what is probably a visit's notes ("coming in to pair…"). */
const PURPOSE_WORDS = new Set(['to', 'for', 'and', 'at', 'around', 'by', 'after', 'with', 'early', 'late', 'later', 'soon']);

export function checkin(h: Heard, bareIn: boolean): Built {
  const { target, rest } = leadingTarget(h.tail);
  const r = rest.trimSeparators();
  const b = bias(h, 'future');
  if (REPEAT_WORDS.has(r.tokens[0]?.word ?? '')) {
    return { error: 'I plan one day at a time (there are no repeating visits): send `checkin tue` for the next Tuesday, and again each week.' };
  }
  // "I'll be there in 10 minutes", "I'm back in 10", "coming in this afternoon": not here yet, so not checked in.
  // ("I'm here, in a meeting till 3": set off, those are notes.)
  const setOffEarly = /[-–—:,;(]$/.test(h.lastRaw) || (rest.tokens[0] !== undefined && isSeparator(rest.tokens[0]));
  if (!h.row.strict && (h.row.bias === 'future' || !setOffEarly) && (arrivingLater(r.tokens) || (bareIn && !setOffEarly && arrivingLater(r.tokens, true)))) return { error: NOT_YET };
  // "coming in tomorrow and thursday", "mon to wed": every day named, each its own command; nothing written.
  const list = dayList(r, h.today, b);
  if (list) {
    if ('error' in list) return { error: list.error };
    const notes = r.after(list.length).trimSeparators();
    const text = notes.isFiller() ? undefined : notes.from(0);
    return { error: oneDayEach(list.days.map((date) => ({ kind: 'checkin', target, date, ...(text !== undefined ? { notes: text } : {}) })), h.today) };
  }
  // A span in the first three words at most ("this week", "last 7 days").
  const words = r.tokens.slice(0, 3).map((t) => t.word);
  for (const n of [3, 2, 1]) {
    if (words.length >= n && /[a-z]/.test(words[n - 1]!) && parseRange(words.slice(0, n).join(' '), h.today).ok && !dateAtStart(r, h.today, 'future').date) {
      return { error: `A visit is for one day: which one? For example \`checkin tomorrow\` or \`checkin fri\`.` };
    }
  }
  const lead = dateAtStart(r, h.today, b);
  if (lead.error) return { error: lead.error };
  // A phrasing that needs a date ("coming tomorrow") and has none is turned away by the match itself (parse.ts), whatever is built here.
  const date = lead.date ?? h.today;
  const after = r.after(lead.length).trimSeparators();
  const notes = after.isFiller() ? undefined : after.from(0);
  const command: Command = { kind: 'checkin', target, date, ...(notes !== undefined ? { notes } : {}) };
  // "I'm here yesterday" contradicts itself; only the explicit `checkin yesterday` records a past visit.
  if (!h.row.strict && date < h.today) {
    return { clarify: command, why: `${dayLabel(date, h.today)} has gone by, so that would record a past visit.` };
  }
  // `in a meeting` is not a check-in: after a bare "in", notes must be set off ("in: pairing", "in - pairing").
  const setOff = /[-–—:,;(]$/.test(h.lastRaw) || (rest.tokens[0] !== undefined && isSeparator(rest.tokens[0]));
  const firstWord = after.tokens[0]?.word ?? '';
  // "checking in on the status of…" asks about something; it is not a visit.
  if (!h.row.strict && notes !== undefined && !lead.date && !setOff && /^(on|about|regarding|re)$/.test(firstWord)) return { unknown: true };
  // "I'm here, prepping for the demo on friday": here today; the day belongs to the notes.
  // "I'm here, back tomorrow too" speaks of another visit: that one asks.
  const present = h.row.bias !== 'future' && setOff && !after.tokens.some((t) => VISIT_WORDS.has(t.word));
  if (!h.row.strict && notes !== undefined && !lead.date && !present) {
    // "coming in to pair tomorrow": the day is in the notes. Ask, rather than file the notes under today.
    const found = findDate(after, h.today, bias(h, 'future'));
    if (found && found.read.date !== date) {
      const before = after.tokens.slice(0, found.at).map((t) => t.raw);
      const past = after.tokens.slice(found.at + found.read.length).map((t) => t.raw);
      const moved = [...before, ...past].join(' ').replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '');
      return { clarify: { kind: 'checkin', target, date: found.read.date!, ...(moved ? { notes: moved } : {}) } };
    }
  }
  // After a bare "in" ("I'll be in touch", "in a meeting"), words that are not set off are no check-in;
  // "coming in to pair…" probably is one, so it gets a question rather than a write.
  if (bareIn && notes !== undefined && !lead.date && !setOff) {
    return PURPOSE_WORDS.has(firstWord) && !h.row.strict ? { clarify: command } : { unknown: true };
  }
  // "checkin 3/4 done with the parser": a fraction as much as a date, when the date is far off.
  if (lead.numeric && notes !== undefined && Math.abs(daysBetween(h.today, date)) > 14) {
    const written = r.tokens[0]!.raw;
    return {
      clarify: { kind: 'checkin', target, date: h.today, notes: r.from(0) },
      why: `I read ${quoted(written)} as ${dayText(date, h.today)}, which may not be what you meant; for that day send ${inlineCode(neutralise(`checkin ${date} ${notes}`))}.`,
    };
  }
  return { command };
}

export function cancelOrLeave(h: Heard, checkoutWord: boolean): Built {
  const { target, rest } = leadingTarget(h.tail);
  const r = rest.trimSeparators();
  const upTo = findDate(r, h.today, 'future')?.at ?? 3;
  if (r.tokens.slice(0, upTo).some((t, i) => ALL_WORDS.has(t.word) && r.tokens[i - 1]?.word !== 'after')) {
    return { error: 'I cancel one visit at a time, and never all at once: `my visits` lists yours; then send `cancel DATE` for each one you want gone.' };
  }
  const list = listedDays(r, h.today, bias(h, 'future'));
  if (list) return 'error' in list ? list : { error: oneDayEach(list.days.map((date) => ({ kind: 'checkout', target, date })), h.today) };
  const day = onlyDate(r, h.today, bias(h, 'future'));
  if (day.error) return { error: day.error };
  const date = day.date ?? h.today;
  // `checkout`/`out` today means leaving: the member was here, the visit stays.
  const command: Command = checkoutWord && date === h.today ? { kind: 'leave', target, date } : { kind: 'checkout', target, date };
  // A past visit was attended: it goes only on its full date ("cancel 2026-11-19", "cancel my visit on 2026-11-19"), never on "cancel last thu".
  if (command.kind === 'checkout' && date < h.today && !/\d{4}-\d{2}-\d{2}\b/.test(day.written ?? '')) {
    return {
      clarify: command,
      why: `${dayLabel(date, h.today)} has gone by: cancelling deletes a visit that happened, so I only do that when you give its full date.`,
    };
  }
  if (day.leftover) {
    return h.row.strict && checkoutWord
      ? { error: `\`checkout\` takes only a date; I don't know what to do with ${quoted(day.leftover)}.` }
      : { clarify: command };
  }
  return { command };
}

/** Several days anywhere in the first words ("can't make it tomorrow or monday"). */
function listedDays(tail: Tail, today: Heard['today'], b: ReturnType<typeof bias>): { days: Heard['today'][] } | { error: string } | undefined {
  for (let i = 0; i < Math.min(tail.tokens.length, 8); i++) {
    const list = dayList(tail.after(i), today, b);
    if (list) return list;
  }
  return undefined;
}

export function noteWith(h: Heard, action: NoteAction): Built {
  const day = onlyDate(h.tail, h.today, bias(h, 'future'));
  if (day.error) return { error: day.error };
  const command: Command = { kind: 'note', target: { kind: 'self' }, date: day.date ?? h.today, action };
  return day.leftover && action.type !== 'show' ? { clarify: command } : { command };
}

export function strictNote(h: Heard): Built {
  const { target, rest } = leadingTarget(h.tail);
  const r = rest.trimSeparators();
  const first = r.tokens[0]?.word ?? '';
  // "note clear tomorrow", "note show": the action first, then at most a date.
  if (SHOW_WORDS.has(first) || CLEAR_WORDS.has(first)) {
    const day = onlyDate(r.after(1), h.today, 'future');
    if (!day.error && !day.leftover) {
      return { command: { kind: 'note', target, date: day.date ?? h.today, action: SHOW_WORDS.has(first) ? { type: 'show' } : { type: 'clear' } } };
    }
  }
  const lead = dateAtStart(r, h.today, 'future');
  if (lead.error) return { error: lead.error };
  const date = lead.date ?? h.today;
  const after = r.after(lead.length).trimSeparators();
  const word = after.tokens.length === 1 ? after.tokens[0]!.word : '';
  // "note: …", "note today: …": set off by a colon, the text is taken exactly as written.
  const colon = /:$/.test(lead.length > 0 ? r.tokens[lead.length - 1]!.raw : h.lastRaw) || after.tokens.length < r.after(lead.length).tokens.length;
  if (colon && !after.empty) return { command: { kind: 'note', target, date, action: { type: 'set', text: after.from(0) } } };
  // "note to self: buy milk", "notes from the talk were great": chat about notes, not new notes. Ask.
  const opening = after.tokens[0]?.word ?? '';
  const chat = opening === 'to' ? after.tokens[1]?.word === 'self' : NOTE_CHAT_WORDS.has(opening) || (h.lastRaw.toLowerCase() === 'notes' && after.tokens.length > 1);
  if (!lead.date && chat) return { clarify: { kind: 'note', target, date, action: { type: 'set', text: after.from(0) } }, why: 'That reads like a sentence about notes rather than new notes.' };
  let action: NoteAction;
  if (after.empty || SHOW_WORDS.has(word)) action = { type: 'show' };
  else if (CLEAR_WORDS.has(word)) action = { type: 'clear' };
  else if (/^(set|to)$/.test(after.tokens[0]!.word) && !after.after(1).trimSeparators().empty) action = { type: 'set', text: after.after(1).trimSeparators().from(0) };
  else action = { type: 'set', text: after.from(0) };
  return { command: { kind: 'note', target, date, action } };
}

