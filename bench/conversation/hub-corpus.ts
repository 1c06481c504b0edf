import { readFileSync } from 'node:fs';
import { readWeekdays } from '../../src/routines/weekdays.js';

/**
 * A hub-intent round (the blind corpus format bench/conversation/FORMAT-HUB.md): messages about
 * the hub's features (issue 26: follows, routines, reminders, privacy), each
 * with the intent the writer meant, its arguments, and whether a question
 * back is fine.
 */
export interface HubMessage {
  id: string;
  from: string;
  where: 'dm' | 'stream';
  say: string;
  expect: { intent: string; ask_ok: boolean; meaning: string };
}

export interface HubRound {
  round: string;
  author: string;
  now: string;
  messages: HubMessage[];
}

/** The intents of bench/conversation/FORMAT-HUB.md, each with whether it takes an argument and whether it writes. */
export const HUB_LABELS = {
  follow: { arg: true, writes: true },
  follow_today: { arg: true, writes: true },
  unfollow: { arg: true, writes: true },
  following: { arg: false, writes: false },
  followers: { arg: false, writes: false },
  routine: { arg: true, writes: true },
  routine_clear: { arg: false, writes: true },
  skip: { arg: true, writes: true },
  away: { arg: true, writes: true },
  reminders: { arg: true, writes: true },
  my_plans: { arg: false, writes: false },
  forecast: { arg: true, writes: false },
  whos_here_skill: { arg: true, writes: false },
  privacy_show: { arg: false, writes: false },
  privacy_set: { arg: true, writes: true },
  ghost_today: { arg: false, writes: true },
  forget_me: { arg: false, writes: true },
  none: { arg: false, writes: false },
} as const;
export type HubLabel = keyof typeof HUB_LABELS;

/** One expected intent: its label and its argument as written ("" when none). */
export interface Expected {
  label: HubLabel;
  arg: string;
}

/** "follow:Ada | follow_today:Ada": the alternatives, any of which is what the member meant. */
export function expectedOf(intent: string): Expected[] {
  return intent
    .split('|')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((part) => {
      const colon = part.indexOf(':');
      const label = (colon === -1 ? part : part.slice(0, colon)).trim();
      return { label: label as HubLabel, arg: colon === -1 ? '' : part.slice(colon + 1).trim() };
    });
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with one expected intent, or undefined. */
export function problemWith(e: Expected): string | undefined {
  if (!Object.hasOwn(HUB_LABELS, e.label)) return `unknown intent ${JSON.stringify(e.label)}`;
  const spec = HUB_LABELS[e.label];
  if (spec.arg && e.arg === '') return `${e.label} needs an argument`;
  if (!spec.arg && e.arg !== '') return `${e.label} takes no argument (got ${JSON.stringify(e.arg)})`;
  switch (e.label) {
    case 'skip':
    case 'forecast':
      return ISO.test(e.arg) ? undefined : `${e.label}: ${JSON.stringify(e.arg)} is not YYYY-MM-DD`;
    case 'away':
      return /^\d{4}-\d{2}-\d{2}\.\.\d{4}-\d{2}-\d{2}$/.test(e.arg) ? undefined : `away: ${JSON.stringify(e.arg)} is not START..END`;
    case 'routine':
      return weekdaysOf(e.arg) ? undefined : `routine: ${JSON.stringify(e.arg)} is not weekdays`;
    case 'reminders':
      return /^(on|off|morning|evening)$/.test(e.arg) ? undefined : `reminders: ${JSON.stringify(e.arg)} is not on/off/morning/evening`;
    case 'privacy_set':
      return /^(listed=(yes|no)|followable=(anyone|approved|nobody))$/.test(e.arg) ? undefined : `privacy_set: ${JSON.stringify(e.arg)} is not listed=yes|no or followable=anyone|approved|nobody`;
    default:
      return undefined;
  }
}

/** "tue,thu" (or "tue thu"): weekday numbers, 0 Sunday, sorted; undefined if not weekdays. */
export function weekdaysOf(arg: string): number[] | undefined {
  return readWeekdays(arg.split(/[\s,]+/).filter(Boolean));
}

/** Reads and checks a round file; a malformed one stops the run with what is wrong (never silently judged). */
export function readHubRound(path: string): HubRound {
  const round = JSON.parse(readFileSync(path, 'utf8')) as HubRound;
  const problems: string[] = [];
  if (Number.isNaN(new Date(round.now).getTime())) problems.push(`"now" is not a time: ${round.now}`);
  if (!Array.isArray(round.messages)) problems.push('no "messages" array');
  const ids = new Set<string>();
  for (const m of round.messages ?? []) {
    const where = `${m.id ?? '?'}:`;
    if (ids.has(m.id)) problems.push(`${where} the id is used twice`);
    ids.add(m.id);
    if (typeof m.from !== 'string' || m.from.trim() === '') problems.push(`${where} "from" is not a name`);
    if (typeof m.say !== 'string') problems.push(`${where} "say" is not a string`);
    if (m.where !== 'dm' && m.where !== 'stream') problems.push(`${where} "where" is ${String(m.where)}`);
    if (typeof m.expect?.intent !== 'string') problems.push(`${where} "expect.intent" is not a string`);
    else {
      const expected = expectedOf(m.expect.intent);
      if (expected.length === 0) problems.push(`${where} "expect.intent" is empty`);
      for (const e of expected) {
        const problem = problemWith(e);
        if (problem) problems.push(`${where} ${problem}`);
      }
    }
    if (typeof m.expect?.ask_ok !== 'boolean') problems.push(`${where} "expect.ask_ok" is not true or false`);
  }
  if (problems.length > 0) throw new Error(`${path} is not a hub round:\n  ${problems.join('\n  ')}`);
  return round;
}
