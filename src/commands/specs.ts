import type { CommandKind, CommandSpec } from './command.js';

/** The command language (DESIGN.md §2). Order is the order of `help`. */
export const COMMAND_SPECS: CommandSpec[] = [
  {
    kind: 'checkin',
    name: 'checkin',
    aliases: ['checkin', 'check in', 'check-in', 'in'],
    usage: 'checkin [DATE] [NOTES…]',
    summary: 'check in for today (or plan a visit on DATE), with optional notes',
    details: [
      'Without notes, notes you already wrote for that day are kept.',
      'A future DATE plans a visit; a bare weekday means the next one (today included).',
    ],
    examples: ['checkin', 'checkin pairing on a parser', 'checkin tomorrow', 'checkin fri working on my ray tracer'],
  },
  {
    kind: 'checkout',
    name: 'checkout',
    aliases: ['checkout', 'check out', 'check-out', 'cancel', 'uncheckin', 'out'],
    usage: 'checkout [DATE]',
    summary: 'cancel your visit for today (or DATE)',
    details: ['Removes the visit record; the directory has no separate "left the hub" state.'],
    examples: ['checkout', 'cancel tomorrow', 'out next mon'],
  },
  {
    kind: 'note',
    name: 'note',
    aliases: ['note', 'notes'],
    usage: 'note [DATE] [TEXT | clear]',
    summary: 'show, replace or clear the notes of your visit',
    details: ['`note` alone shows your notes for today; `note TEXT` replaces them; `note clear` clears them.'],
    examples: ['note', 'note pairing on a compiler this afternoon', 'note tomorrow clear'],
  },
  {
    kind: 'whosHere',
    name: "who's here",
    aliases: ["who's here", 'whos here', 'who is here', 'here?', 'who'],
    usage: "who's here [DATE | RANGE]",
    summary: 'who is at the hub today (or on DATE); a RANGE gives counts per day',
    details: ['A bare weekday means the most recent one (today included).'],
    examples: ["who's here", 'who is here yesterday', "who's here this week", 'who last 7 days'],
  },
  {
    kind: 'whois',
    name: 'whois',
    aliases: ['whois', 'who is'],
    usage: 'whois QUERY',
    summary: 'look someone up by email, @-mention, person id or name',
    details: ['Emails are shown only in direct messages; phone numbers never.'],
    examples: ['whois ada@example.org', 'whois @**Ada Quillfeather**', 'whois 5012', 'whois ada'],
  },
  {
    kind: 'visits',
    name: 'visits',
    aliases: ['visits', 'history'],
    usage: 'visits [WHO] [RANGE]',
    summary: 'visit history of you (or WHO) over RANGE (default: the last 30 days)',
    details: ['WHO is an @-mention or an email.'],
    examples: ['visits', 'visits this month', 'visits @**Ada Quillfeather** last week', 'history since nov 1'],
  },
  {
    kind: 'digest',
    name: 'digest',
    aliases: ['digest'],
    usage: 'digest [DATE]',
    summary: 'preview the hub-attendance digest for today (or DATE), just for you',
    details: ['The real digest is posted on schedule; a preview never posts to the stream.'],
    examples: ['digest', 'digest yesterday'],
  },
  {
    kind: 'chart',
    name: 'chart',
    aliases: ['chart', 'attendance'],
    usage: 'chart [RANGE]',
    summary: 'a picture of hub visitors per day over RANGE (default: the last 4 weeks); per week over longer ranges',
    details: ['Weekdays and weekends in two colours, with the average; the key numbers come in text too.', 'Ranges over two months are drawn week by week.'],
    examples: ['chart', 'chart this month', 'chart last 90 days', 'attendance since sep 1'],
  },
  {
    kind: 'help',
    name: 'help',
    aliases: ['help', 'commands', '?'],
    usage: 'help [COMMAND]',
    summary: 'this list, or the details of one command',
    details: [],
    examples: ['help', 'help checkin'],
  },
];

export function specOf(kind: CommandKind): CommandSpec {
  const spec = COMMAND_SPECS.find((s) => s.kind === kind);
  if (!spec) throw new RangeError(`no spec for ${kind}`);
  return spec;
}

/** Every alias with its command, longest first, so "who is here" wins over "who is" and "who". */
export const ALIASES: Array<{ alias: string; kind: CommandKind }> = COMMAND_SPECS.flatMap((s) =>
  s.aliases.map((alias) => ({ alias, kind: s.kind })),
).sort((a, b) => b.alias.length - a.alias.length);
