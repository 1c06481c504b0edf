import type { Handler } from '../context.js';
import { COMMAND_SPECS, specOf } from '../specs.js';

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

export const help: Handler<'help'> = async (cmd, ctx) => {
  if (cmd.topic) {
    const spec = specOf(cmd.topic);
    const also = spec.aliases.filter((a) => a !== spec.name);
    const lines = [
      `**\`${spec.usage}\`**: ${spec.summary}.`,
      ...spec.details,
      also.length > 0 ? `Also: ${also.map((a) => `\`${a}\``).join(', ')}.` : '',
      `Say it like: ${spec.examples.map((e) => `\`${e}\``).join(', ')}`,
    ].filter(Boolean);
    await ctx.reply(lines.join('\n'));
    return 'ok';
  }
  await ctx.reply(
    [
      "Here's what I can do. Talk to me the way you'd talk to a front desk, in a direct message or a stream message that starts with a mention of me:",
      ...NATURAL.map((line) => `- ${line}`),
      '',
      'Or use the exact commands:',
      ...COMMAND_SPECS.map((s) => `- \`${s.usage}\`: ${s.summary}`),
      DATES_HELP,
      'Send `help COMMAND` for details, e.g. `help checkin`.',
    ].join('\n'),
  );
  return 'ok';
};
