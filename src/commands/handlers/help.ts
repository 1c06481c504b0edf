import type { Handler } from '../context.js';
import { COMMAND_SPECS, specOf } from '../specs.js';
import { helpReplies } from '../replies/talk.js';

export const help: Handler<'help'> = async (cmd, ctx) => {
  if (cmd.topic) {
    const spec = specOf(cmd.topic);
    const also = spec.aliases.filter((a) => a !== spec.name);
    const lines = [
      helpReplies.usage(spec.usage, spec.summary),
      ...spec.details,
      also.length > 0 ? helpReplies.also(also) : '',
      helpReplies.examples(spec.examples),
    ].filter(Boolean);
    await ctx.reply(lines.join('\n'));
    return 'ok';
  }
  await ctx.reply(helpReplies.overview(COMMAND_SPECS));
  return 'ok';
};
