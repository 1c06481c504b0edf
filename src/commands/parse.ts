import { inlineCode, neutralise, quoted } from '../text/markdown.js';
import { addDaysIso, hubToday } from '../time/hub-date.js';
import type { Command, CommandKind, NoteAction, ParseResult, Target, WhoisQuery } from './command.js';
import { leadingDate, parseDate, parseRange, type Bias } from './dates.js';
import { ALIASES, specOf } from './specs.js';
import { closestCommand } from './suggest.js';

export const DEFAULT_TIME_ZONE = 'America/New_York';

/** `@**Name**`, `@**Name|123**` and their silent forms `@_**…**`, at the start of the text. */
const MENTION = /^@_?\*\*([^*|\n]+?)(?:\|(\d+))?\*\*/;
const EMAIL = /^[^\s@<>()*`]+@[^\s@<>()*`]+\.[^\s@<>()*`]+$/;
const GREETINGS = new Set(['hi', 'hello', 'hey', 'hiya', 'yo', 'thanks', 'thank you', 'ty']);

/**
 * Parses one message (the bot's own mention already removed) into a command.
 * Pure and total: never throws, whatever the input; dates resolve against the
 * hub's calendar at `now` in `timeZone`.
 */
export function parseCommand(text: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE): ParseResult {
  const seen: { kind?: CommandKind } = {};
  try {
    return parse(text, hubToday(now, timeZone), seen);
  } catch (error) {
    // Unreachable by design (the property tests hunt for it, and fail on a crash); a parse bug must not
    // become silence, nor go unnoticed: the runner logs and counts it.
    const crash = { kind: seen.kind ?? 'unmatched', inputLength: text.length, error } as const;
    return { ok: false, error: "Sorry, I couldn't make sense of that. Send `help` to see what I can do.", crash };
  }
}

function parse(text: string, today: string, seen: { kind?: CommandKind }): ParseResult {
  const body = text.trim().replace(/^[/!]+/, '').trimStart();
  if (body === '') return { ok: false, error: "Hi! I'm the hub's front desk. Send `help` to see what I can do." };
  // Curly apostrophes (phones type them) match straight ones; same length, so offsets hold.
  const lower = body.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  // An alias counts when followed by a space, the end, or punctuation ("who's here?", "checkin: today").
  const match = ALIASES.find(({ alias }) => lower.startsWith(alias) && /^(\s|$|[?!.,:])/.test(lower.slice(alias.length)));
  if (!match) {
    const firstWords = lower.replace(/[!.?,]+$/, '');
    if (GREETINGS.has(firstWords)) return { ok: false, error: "Hi! I'm the hub's front desk. Send `help` to see what I can do." };
    const word = body.split(/\s+/)[0] ?? body;
    const suggestion = closestCommand(word);
    return {
      ok: false,
      error: `I didn't understand ${quoted(word)}. The closest command is \`${specOf(suggestion).name}\`; send \`help\` for everything I can do.`,
      suggestion,
    };
  }
  seen.kind = match.kind;
  const rest = body.slice(match.alias.length).replace(/^[?!.,:]+/, '').trim();
  const command = PARSERS[match.kind](rest, today);
  return 'error' in command ? { ok: false, error: command.error } : { ok: true, command };
}

type Failure = { error: string };
type Parser = (rest: string, today: string) => Command | Failure;

const PARSERS: Record<CommandKind, Parser> = {
  checkin: (rest, today) => {
    const { target, after } = leadingTarget(rest);
    const dated = datePrefix(after, today, 'future');
    if ('error' in dated) return dated;
    return { kind: 'checkin', target, date: dated.date, ...(dated.remainder ? { notes: dated.remainder } : {}) };
  },
  checkout: (rest, today) => {
    const { target, after } = leadingTarget(rest);
    const dated = datePrefix(after, today, 'future');
    if ('error' in dated) return dated;
    if (dated.remainder) return { error: `\`checkout\` takes only a date; I don't know what to do with ${quoted(dated.remainder)}.` };
    return { kind: 'checkout', target, date: dated.date };
  },
  note: (rest, today) => {
    const { target, after } = leadingTarget(rest);
    const dated = datePrefix(after, today, 'future');
    if ('error' in dated) return dated;
    const text = dated.remainder;
    const action: NoteAction = text === '' ? { type: 'show' } : /^clear$/i.test(text) ? { type: 'clear' } : { type: 'set', text };
    return { kind: 'note', target, date: dated.date, action };
  },
  whosHere: (rest, today) => {
    const when = rest.replace(/[?!.]+$/, '').trim();
    if (when === '') return { kind: 'whosHere', when: { type: 'day', date: today } };
    const range = parseRange(when, today);
    if (range.ok) return { kind: 'whosHere', when: { type: 'range', range: range.value } };
    const date = parseDate(when, today, 'past');
    if (date.ok) return { kind: 'whosHere', when: { type: 'day', date: date.value } };
    return { error: `${date.error} To look someone up, use ${inlineCode(neutralise(`whois ${when}`))}.` };
  },
  whois: (rest) => {
    const query = rest.replace(/\?+$/, '').trim();
    if (query === '') return { error: 'Who should I look up? Try `whois ada@example.org`, `whois @**Name**`, `whois 5012` or `whois ada`.' };
    return { kind: 'whois', query: whoisQuery(query) };
  },
  visits: (rest, today) => {
    const { target, after } = leadingTarget(rest, true);
    if (after === '') return { kind: 'visits', target, range: { start: addDaysIso(today, -29), end: today, label: 'the last 30 days' } };
    const range = parseRange(after, today);
    if (range.ok) return { kind: 'visits', target, range: range.value };
    const day = parseDate(after, today, 'past');
    if (day.ok) return { kind: 'visits', target, range: { start: day.value, end: day.value, label: after } };
    return { error: range.error };
  },
  digest: (rest, today) => {
    if (rest === '') return { kind: 'digest', date: today };
    const date = parseDate(rest, today, 'past');
    return date.ok ? { kind: 'digest', date: date.value } : { error: date.error };
  },
  chart: (rest, today) => {
    const when = rest.replace(/[?!.]+$/, '').trim();
    if (when === '') return { kind: 'chart', range: { start: addDaysIso(today, -27), end: today, label: 'the last 4 weeks' } };
    const range = parseRange(when, today);
    return range.ok ? { kind: 'chart', range: range.value } : { error: range.error };
  },
  help: (rest) => {
    const topic = rest.replace(/^[/!]/, '').trim().toLowerCase();
    if (topic === '') return { kind: 'help' };
    const found = ALIASES.find(({ alias }) => alias === topic) ?? ALIASES.find(({ alias }) => topic.startsWith(`${alias} `));
    if (found) return { kind: 'help', topic: found.kind };
    return { error: `There is no command ${quoted(topic)}. The closest is \`${specOf(closestCommand(topic)).name}\`; send \`help\` for the list.` };
  },
};

/** A mention (or, where `emails` is on, an email or "me") at the start of `rest`. */
function leadingTarget(rest: string, emails = false): { target: Target; after: string } {
  const mention = MENTION.exec(rest);
  if (mention) {
    const target: Target = { kind: 'mention', name: mention[1]!.trim(), zulipId: mention[2] ? Number(mention[2]) : null };
    return { target, after: rest.slice(mention[0].length).trim() };
  }
  if (emails) {
    const first = rest.split(/\s+/, 1)[0] ?? '';
    if (EMAIL.test(first)) return { target: { kind: 'email', email: first }, after: rest.slice(first.length).trim() };
    if (/^me$/i.test(first)) return { target: { kind: 'self' }, after: rest.slice(first.length).trim() };
  }
  return { target: { kind: 'self' }, after: rest };
}

/** An optional leading date (default today) and the text after it, exactly as written. */
function datePrefix(text: string, today: string, bias: Bias): { date: string; remainder: string } | Failure {
  const tokens = [...text.matchAll(/\S+/g)];
  const lead = leadingDate(tokens.slice(0, 3).map((t) => t[0]), today, bias);
  if (lead.error) return { error: lead.error };
  if (lead.length === 0 || !lead.date) return { date: today, remainder: text.trim() };
  const last = tokens[lead.length - 1]!;
  return { date: lead.date, remainder: text.slice(last.index + last[0].length).trim() };
}

function whoisQuery(query: string): WhoisQuery {
  const mention = MENTION.exec(query);
  if (mention && mention[0].length === query.length) {
    return { kind: 'mention', name: mention[1]!.trim(), zulipId: mention[2] ? Number(mention[2]) : null };
  }
  if (EMAIL.test(query)) return { kind: 'email', email: query };
  if (/^\d{1,10}$/.test(query) && Number(query) <= 0xffff_ffff) return { kind: 'id', personId: Number(query) };
  return { kind: 'name', text: query };
}
