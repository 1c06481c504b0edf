import type { Handler } from '../context.js';
import { COMMAND_SPECS, specOf } from '../specs.js';

const DATES_HELP =
  'Dates: `today`, `tomorrow`, `yesterday`, `fri`, `next mon`, `last fri`, `11/23`, `nov 23`, `2026-11-23`.\n' +
  'Ranges: `this week`, `last week`, `this month`, `last 7 days`, `since mon`, `nov 1..nov 15`, `nov 1 to nov 15`.';

export const help: Handler<'help'> = async (cmd, ctx) => {
  if (cmd.topic) {
    const spec = specOf(cmd.topic);
    const lines = [
      `**\`${spec.usage}\`**: ${spec.summary}.`,
      ...spec.details,
      spec.aliases.length > 1 ? `Also: ${spec.aliases.filter((a) => a !== spec.name).map((a) => `\`${a}\``).join(', ')}.` : '',
      `Examples: ${spec.examples.map((e) => `\`${e}\``).join(', ')}`,
    ].filter(Boolean);
    await ctx.reply(lines.join('\n'));
    return 'ok';
  }
  const list = COMMAND_SPECS.map((s) => `- \`${s.usage}\`: ${s.summary}`);
  await ctx.reply(
    [
      "Here's what I can do. Talk to me in a direct message, or start a stream message with a mention of me.",
      ...list,
      DATES_HELP,
      'Send `help COMMAND` for details, e.g. `help checkin`.',
    ].join('\n'),
  );
  return 'ok';
};
