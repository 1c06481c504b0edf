import type { Smalltalk } from '../command.js';
import type { Handler } from '../context.js';

const ANSWERS: Record<Smalltalk, string> = {
  hello: "Hi! I'm the hub's front desk. Tell me \"I'm here\" to check in, \"coming in friday\" to plan a visit, or ask \"who's here?\". Send `help` for more.",
  thanks: "You're welcome! 🙂",
  ack: '👍',
  bye: "Bye! If you're leaving the hub, tell me \"leaving\" and I'll note the time.",
};

/** Greetings, thanks and goodbyes get a short answer, never "I didn't understand". */
export const smalltalk: Handler<'smalltalk'> = async (cmd, ctx) => {
  await ctx.reply(ANSWERS[cmd.says]);
  return 'ok';
};
