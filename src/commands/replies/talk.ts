import { templates } from '../../text/templates.js';

/** Smalltalk's answers (said without looking at the directory) and `help`. */
export const smalltalkReplies = templates('commands.smalltalk', {
  hello: () => "Hi! I'm the hub's front desk. Tell me \"I'm here\" to check in, \"coming in friday\" to plan a visit, or ask \"who's here?\". Send `help` for more.",
  thanks: () => "You're welcome! 🙂",
  ack: () => '👍',
  bye: () => "Bye! If you're leaving the hub, tell me \"leaving\" and I'll note the time.",
  about: () =>
    "I'm frontdesk, the hub's front desk bot: I keep the directory's visit list (who's in, who's coming) from what members tell me here. Send `help` to see what I understand.",
  // True whether or not they have a visit today ("back in 10" may come before arriving).
  stepOut: () =>
    "Enjoy! If you're checked in, your visit stays as it is; if you're not here yet, tell me \"I'm here\" when you arrive. If you head home for the day, tell me \"leaving\" and I'll note the time.",
  notYet: () =>
    "Safe travels! I haven't recorded anything: I'll check you in when you arrive, so tell me \"I'm here\" (or send `checkin`) then. To plan today's visit now anyway, send `checkin today`.",
  leaveLater: () => "Noted, but I haven't changed anything: tell me \"leaving\" when you head out and I'll note the time then.",
  chat: () => "👋 (That one didn't sound meant for me, so I did nothing. Send `help` to see what I can do.)",
});

const DATES_HELP =
  'Dates: `today`, `tomorrow` (`tmr`), `fri`, `next mon`, `in 2 days`, `nov 23`, `11/23`, `2026-11-23`. ' +
  'Ranges: `this week`, `last month`, `last 7 days`, `since mon`, `nov 1..nov 15`.';

/** How members talk to the bot, one line each: what `help` shows first. */
const NATURAL = [
  '"I\'m here, pairing on a parser": check in today, with notes',
  '"coming in tomorrow" / "sign me up for friday": plan a visit',
  '"can\'t make it friday": cancel a visit',
  '"heading out": note that you left (the visit stays)',
  '"who\'s around?" / "who\'s coming tomorrow?" / "is Bram here?"',
  '"update my note to: …" / "show my notes" / "clear my notes"',
  '"am I checked in?" / "my visits this month" / "when was I last here?"',
  '"tell me about Ada": look someone up',
  '"tell me when Ada comes in" / "I come in on tuesdays and thursdays" / "who\'s here into rust?" / `privacy`',
];

export const helpReplies = templates('commands.help', {
  usage: (usage: string, summary: string) => `**\`${usage}\`**: ${summary}.`,
  also: (aliases: string[]) => `Also: ${aliases.map((a) => `\`${a}\``).join(', ')}.`,
  examples: (examples: readonly string[]) => `Say it like: ${examples.map((e) => `\`${e}\``).join(', ')}`,
  overview: (commands: readonly { usage: string; summary: string }[]) =>
    [
      "Here's what I can do. Talk to me the way you'd talk to a front desk, in a direct message or a stream message that starts with a mention of me:",
      ...NATURAL.map((line) => `- ${line}`),
      '',
      'Or use the exact commands:',
      ...commands.map((s) => `- \`${s.usage}\`: ${s.summary}`),
      DATES_HELP,
      'Send `help COMMAND` for details, e.g. `help checkin`.',
    ].join('\n'),
});
