import type { Command, Subject, WhoisQuery } from '../../src/commands/command.js';
import { addDaysIso, weekdayOf } from '../../src/time/hub-date.js';

/**
 * Whether what the bot did (or offers) is about the answer a round expects
 * ("whos_here:2026-11-25", "person:Ada:2026-11-24", "several:a|b", bench/conversation/FORMAT.md).
 * Judged on the commands the handlers ran, so the reply's wording is free.
 */
export function answerMet(answer: string, done: Command[], today: string): { ok: boolean; why?: string } {
  const parts = answer.startsWith('several:') ? answer.slice('several:'.length).split('|') : [answer];
  for (const part of parts) {
    if (!done.some((c) => meets(part.trim(), c, today)) && !free(part.trim())) return { ok: false, why: `nothing answered ${part.trim()}` };
  }
  return { ok: true };
}

/** Answers any reply satisfies: confirming the writes, or chat not meant for the bot. */
function free(part: string): boolean {
  return part === 'none' || part.startsWith('none:') || part === 'ignore' || part.startsWith('ignore:');
}

function meets(part: string, c: Command, today: string): boolean {
  const colon = part.indexOf(':');
  const type = colon === -1 ? part : part.slice(0, colon);
  const arg = colon === -1 ? '' : part.slice(colon + 1).trim();
  switch (type) {
    case 'whos_here':
      return c.kind === 'whosHere' && whenMatches(c.when, arg, today);
    case 'person': {
      const cut = arg.lastIndexOf(':');
      const name = cut === -1 ? arg : arg.slice(0, cut);
      const date = cut === -1 ? today : resolveDay(arg.slice(cut + 1), today) ?? arg.slice(cut + 1);
      return c.kind === 'presence' && nameMatches(c.who, name) && c.date === date;
    }
    case 'person_last':
      return c.kind === 'lastVisit' && c.who.kind !== 'self' && nameMatches(c.who, arg);
    case 'whois':
      return c.kind === 'whois' && nameMatches(c.query, arg);
    case 'my_visit': {
      // Any command on the sender's own visit that day is about it ("cancel friday" with nothing planned: "you had no visit on Fri").
      const date = resolveDay(arg, today) ?? arg;
      if (c.kind === 'myVisit') return c.date === date;
      return (c.kind === 'checkin' || c.kind === 'checkout' || c.kind === 'leave' || c.kind === 'note') && c.target.kind === 'self' && c.date === date;
    }
    case 'my_visits':
      // ("my plans" lists the sender's planned visits of the next two weeks: their visits too.)
      return (c.kind === 'visits' && c.target.kind === 'self') || (c.kind === 'lastVisit' && c.who.kind === 'self') || (c.kind === 'hub' && c.action.intent === 'myPlans');
    case 'stats':
      return c.kind === 'visits' || c.kind === 'whosHere' || c.kind === 'chart' || c.kind === 'stats';
    case 'chart':
      return c.kind === 'chart';
    case 'help':
      return c.kind === 'help';
    case 'smalltalk':
      return c.kind === 'smalltalk';
    default:
      return false;
  }
}

function nameMatches(who: Subject | WhoisQuery, name: string): boolean {
  const want = name.toLowerCase().trim();
  const first = want.split(/\s+/)[0]!;
  switch (who.kind) {
    case 'self':
      return false;
    case 'name': {
      const text = who.text.toLowerCase().trim();
      return text === want || text === first || want.startsWith(text) || text.startsWith(first);
    }
    case 'mention':
      return who.name.toLowerCase().includes(first);
    case 'email':
      return who.email.toLowerCase().startsWith(want.replace(/[\s-]/g, '')) || who.email.toLowerCase() === want;
    case 'id':
      return false;
  }
}

type When = Extract<Command, { kind: 'whosHere' }>['when'];

function whenMatches(when: When, arg: string, today: string): boolean {
  const day = resolveDay(arg, today);
  if (day) return (when.type === 'day' && when.date === day) || (when.type === 'days' && when.dates.includes(day)) || (when.type === 'range' && when.range.start === day && when.range.end === day);
  const span = resolveSpan(arg, today);
  if (when.type === 'day') return false;
  if (!span) return true;
  const [start, end] = when.type === 'days' ? [when.dates[0]!, when.dates.at(-1)!] : [when.range.start, when.range.end];
  return start <= span.end && end >= span.start;
}

/** An ISO date, or today / tomorrow / yesterday. */
function resolveDay(arg: string, today: string): string | undefined {
  const a = arg.toLowerCase().trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(a)) return a;
  if (a === 'today' || a === 'now') return today;
  if (a === 'tomorrow') return addDaysIso(today, 1);
  if (a === 'yesterday') return addDaysIso(today, -1);
  return undefined;
}

/** The common spans a round names; undefined for anything else (then any span counts). */
function resolveSpan(arg: string, today: string): { start: string; end: string } | undefined {
  const a = arg.toLowerCase().trim();
  const monday = addDaysIso(today, -((weekdayOf(today) + 6) % 7));
  if (a === 'this week') return { start: monday, end: addDaysIso(monday, 6) };
  if (a === 'next week') return { start: addDaysIso(monday, 7), end: addDaysIso(monday, 13) };
  if (a === 'last week') return { start: addDaysIso(monday, -7), end: addDaysIso(monday, -1) };
  const range = /^(\d{4}-\d{2}-\d{2})\s*(?:\.\.|to|–|-)\s*(\d{4}-\d{2}-\d{2})$/.exec(a);
  if (range) return { start: range[1]!, end: range[2]! };
  return undefined;
}
