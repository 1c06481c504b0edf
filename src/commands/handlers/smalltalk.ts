import type { Handler } from '../context.js';
import { smalltalkReplies } from '../replies/talk.js';

/** Greetings, thanks and goodbyes get a short answer, never "I didn't understand". */
export const smalltalk: Handler<'smalltalk'> = async (cmd, ctx) => {
  await ctx.reply(smalltalkReplies[cmd.says]());
  return 'ok';
};
