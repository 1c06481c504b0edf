import { inlineCode, neutralise } from '../text/markdown.js';
import { addDaysIso, type IsoDate } from '../time/hub-date.js';
import type { Command, Target } from './command.js';
import { dayLabel, onDay } from './format.js';

/**
 * The strict command that does exactly `command`: what a clarification tells
 * the member to send. Parsing it gives the same command back (a property test
 * holds it to that).
 */
export function commandText(command: Command, today: IsoDate): string {
  switch (command.kind) {
    case 'checkin':
      return join('checkin', target(command.target), dateWord(command.date, today, command.notes !== undefined), command.notes);
    case 'checkout':
      return join('cancel', target(command.target), dateWord(command.date, today, true));
    case 'leave':
      return join('leaving', target(command.target));
    case 'note': {
      // New text after "DATE:" is taken as written ("note today: to self, buy milk").
      if (command.action.type === 'set') return join('note', target(command.target), `${dateWord(command.date, today, true)}:`, command.action.text);
      return join('note', target(command.target), dateWord(command.date, today, true), command.action.type === 'clear' ? 'clear' : undefined);
    }
    case 'whosHere':
      if (command.when.type === 'day') return join("who's here", dateWord(command.when.date, today, false));
      if (command.when.type === 'days') return join("who's here", dateWord(command.when.dates[0]!, today, false));
      return join("who's here", `${command.when.range.start}..${command.when.range.end}`);
    default:
      return command.kind;
  }
}

/** What the bot will do when sent `commandText(command)`: "plan a visit for you on Mon Nov 23". */
export function promise(command: Command, today: IsoDate): string {
  const whom = command.kind !== 'whosHere' && 'target' in command && command.target.kind !== 'self' ? 'them' : 'you';
  const whose = whom === 'you' ? 'your' : 'their';
  switch (command.kind) {
    case 'checkin': {
      const notes = command.notes === undefined ? '' : ', with those notes';
      if (command.date > today) return `plan a visit for ${whom} ${onDay(command.date, today)}${notes}`;
      if (command.date < today) return `record a visit for ${whom} ${onDay(command.date, today)}${notes}`;
      return `check ${whom} in for ${dayLabel(command.date, today)}${notes}`;
    }
    case 'checkout':
      return `cancel ${whose} visit ${onDay(command.date, today)}`;
    case 'leave':
      return `note that ${whom === 'you' ? 'you' : 'they'} left the hub (the visit stays)`;
    case 'note':
      return command.action.type === 'clear'
        ? `clear ${whose} notes ${onDay(command.date, today)}`
        : command.action.type === 'set'
          ? `replace ${whose} notes ${onDay(command.date, today)} with that`
          : `show ${whose} notes ${onDay(command.date, today)}`;
    default:
      return 'do that';
  }
}

/**
 * Several days in one message: nothing is written; each day's exact command is listed.
 * "You named 2 days (tomorrow (Sat Nov 21), Thu Nov 26); I change one day per message, so nothing is changed yet. Send each: `checkin tomorrow`, `checkin 2026-11-26`."
 */
export function oneDayEach(commands: Command[], today: IsoDate): string {
  const days = commands.map((c) => ('date' in c ? dayLabel(c.date, today) : '')).join(', ');
  const texts = commands.map((c) => inlineCode(neutralise(commandText(c, today)))).join(', ');
  return `You named ${commands.length} days (${days}); I change one day per message, so nothing is changed yet. Send each one you mean: ${texts}.`;
}

/** "Did you mean `checkin tomorrow`? Send that and I'll plan a visit for you tomorrow (Sat Nov 21)." */
export function didYouMean(command: Command, today: IsoDate, why?: string): { error: string; didYouMean: string } {
  const text = commandText(command, today);
  const ask = `Did you mean ${inlineCode(neutralise(text))}? Send that and I'll ${promise(command, today)}.`;
  return { error: why ? `${why} ${ask}` : ask, didYouMean: text };
}

export function dateWord(date: IsoDate, today: IsoDate, always: boolean): string | undefined {
  if (date === today) return always ? 'today' : undefined;
  if (date === addDaysIso(today, 1)) return 'tomorrow';
  return date;
}

export function target(t: Target): string | undefined {
  if (t.kind === 'self') return undefined;
  if (t.kind === 'email') return t.email;
  return t.zulipId === null ? `@**${t.name}**` : `@**${t.name}|${t.zulipId}**`;
}

export function join(...parts: Array<string | undefined>): string {
  return parts.filter((p) => p !== undefined && p !== '').join(' ');
}
