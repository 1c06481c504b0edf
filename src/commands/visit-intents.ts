import { inlineCode, neutralise, quoted } from '../text/markdown.js';
import { daysBetween } from '../time/hub-date.js';
import type { Command, NoteAction } from './command.js';
import { parseRange } from './dates.js';
import { dayText } from './format.js';
import { bias, type Built, type Heard } from './heard.js';
import { dateAtStart, findDate, leadingTarget, onlyDate } from './reading.js';
import { isSeparator } from './words.js';

/** How the intents that change a visit read their words: check in, cancel or leave, notes. */

const SHOW_WORDS = new Set(['show', 'view', 'see', 'read', 'get', 'display', 'list']);
const CLEAR_WORDS = new Set(['clear', 'delete', 'remove', 'erase', 'reset', 'wipe', 'empty', 'rm', 'none']);
/** After "coming in", these begin what is probably a visit's notes ("coming in to pair…"). */
const PURPOSE_WORDS = new Set(['to', 'for', 'and', 'at', 'around', 'by', 'after', 'with', 'early', 'late', 'later', 'soon']);

export function checkin(h: Heard, bareIn: boolean): Built {
  const { target, rest } = leadingTarget(h.tail);
  const r = rest.trimSeparators();
  const words = r.tokens.slice(0, 3).map((t) => t.word);
  for (const n of [3, 2, 1]) {
    if (words.length >= n && /[a-z]/.test(words[n - 1]!) && parseRange(words.slice(0, n).join(' '), h.today).ok && !dateAtStart(r, h.today, 'future').date) {
      return { error: `A visit is for one day: which one? For example \`checkin tomorrow\` or \`checkin fri\`.` };
    }
  }
  const lead = dateAtStart(r, h.today, bias(h, 'future'));
  if (lead.error) return { error: lead.error };
  const date = lead.date ?? h.today;
  const after = r.after(lead.length).trimSeparators();
  const notes = after.isFiller() ? undefined : after.from(0);
  const command: Command = { kind: 'checkin', target, date, ...(notes !== undefined ? { notes } : {}) };
  // `in a meeting` is not a check-in: after a bare "in", notes must be set off ("in: pairing", "in - pairing").
  const setOff = /[-–—:,;(]$/.test(h.lastRaw) || (rest.tokens[0] !== undefined && isSeparator(rest.tokens[0]));
  const firstWord = after.tokens[0]?.word ?? '';
  // "checking in on the status of…" asks about something; it is not a visit.
  if (!h.row.strict && notes !== undefined && !lead.date && !setOff && /^(on|about|regarding|re)$/.test(firstWord)) return { unknown: true };
  if (!h.row.strict && notes !== undefined && !lead.date) {
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
  const day = onlyDate(rest.trimSeparators(), h.today, bias(h, 'future'));
  if (day.error) return { error: day.error };
  const date = day.date ?? h.today;
  // `checkout`/`out` today means leaving: the member was here, the visit stays.
  const command: Command = checkoutWord && date === h.today ? { kind: 'leave', target, date } : { kind: 'checkout', target, date };
  if (day.leftover) {
    return h.row.strict && checkoutWord
      ? { error: `\`checkout\` takes only a date; I don't know what to do with ${quoted(day.leftover)}.` }
      : { clarify: command };
  }
  return { command };
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
  let action: NoteAction;
  if (after.empty || SHOW_WORDS.has(word)) action = { type: 'show' };
  else if (CLEAR_WORDS.has(word)) action = { type: 'clear' };
  else if (/^(set|to)$/.test(after.tokens[0]!.word) && !after.after(1).trimSeparators().empty) action = { type: 'set', text: after.after(1).trimSeparators().from(0) };
  else action = { type: 'set', text: after.from(0) };
  return { command: { kind: 'note', target, date, action } };
}

