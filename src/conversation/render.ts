import type { Command, Target } from '../commands/command.js';
import { dayLabel, onDay } from '../commands/format.js';
import { hubCommandText } from '../commands/hub-intents.js';
import { neutralise } from '../text/markdown.js';
import { addDaysIso, type IsoDate } from '../time/hub-date.js';
import { offerReplies } from './replies.js';

/**
 * The exact command that does `command`: what the bot offers in a question
 * and carries in an undo. Reading it back gives the same command (a property
 * test holds it to that), so a tap on the question does exactly what it said.
 */
export function commandText(command: Command, today: IsoDate): string {
  switch (command.kind) {
    case 'checkin':
      if (command.returning) return join('undo leaving', target(command.target));
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
      if (command.when.type === 'days') return join("who's here", command.when.dates.join(' and '));
      return join("who's here", `${command.when.range.start}..${command.when.range.end}`);
    case 'hub':
      return hubCommandText(command.action);
    default:
      return command.kind;
  }
}

/** What doing `command` means, in words: "plan a visit for you on Mon Nov 23". */
export function promise(command: Command, today: IsoDate): string {
  const whom = 'target' in command && command.target.kind !== 'self' ? 'them' : 'you';
  const whose = whom === 'you' ? 'your' : 'their';
  switch (command.kind) {
    case 'checkin': {
      if (command.returning) return offerReplies.back(whom);
      const notes = command.notes === undefined ? '' : offerReplies.withNotes(neutralise(command.notes));
      if (command.date > today) return offerReplies.plan(whom, onDay(command.date, today), notes);
      if (command.date < today) return offerReplies.recordPast(whom, onDay(command.date, today), notes);
      return offerReplies.checkIn(whom, dayLabel(command.date, today), notes);
    }
    case 'checkout':
      return offerReplies.cancel(whose, onDay(command.date, today));
    case 'leave':
      return offerReplies.leave(whom);
    case 'note':
      // (Showing notes is a read: only writes are offered, so it never comes here.)
      if (command.action.type === 'clear') return offerReplies.clearNotes(whose, onDay(command.date, today));
      if (command.action.type === 'set') return offerReplies.setNotes(whose, onDay(command.date, today), neutralise(command.action.text));
      return offerReplies.doThat();
    default:
      return offerReplies.doThat();
  }
}

/** A day as the strict syntax spells it: nothing for today (unless `always`), "tomorrow", or the ISO date. */
function dateWord(date: IsoDate, today: IsoDate, always: boolean): string | undefined {
  if (date === today) return always ? 'today' : undefined;
  if (date === addDaysIso(today, 1)) return 'tomorrow';
  return date;
}

/** Whose visit, as the strict syntax names them: nothing for the sender, the email, or the mention as Zulip writes it. */
function target(t: Target): string | undefined {
  if (t.kind === 'self') return undefined;
  if (t.kind === 'email') return t.email;
  return t.zulipId === null ? `@**${t.name}**` : `@**${t.name}|${t.zulipId}**`;
}

function join(...parts: Array<string | undefined>): string {
  return parts.filter((p) => p !== undefined && p !== '').join(' ');
}
