import type { Smalltalk } from '../command.js';
import type { Handler } from '../context.js';

const ANSWERS: Record<Smalltalk, string> = {
  hello: "Hi! I'm the hub's front desk. Tell me \"I'm here\" to check in, \"coming in friday\" to plan a visit, or ask \"who's here?\". Send `help` for more.",
  thanks: "You're welcome! 🙂",
  ack: '👍',
  bye: "Bye! If you're leaving the hub, tell me \"leaving\" and I'll note the time.",
  about: "I'm frontdesk, the hub's front desk bot: I keep the directory's visit list (who's in, who's coming) from what members tell me here. Send `help` to see what I understand.",
  // Said without looking at the directory: true whether or not they have a visit today ("back in 10" may come before arriving).
  stepOut:
    "Enjoy! If you're checked in, your visit stays as it is; if you're not here yet, tell me \"I'm here\" when you arrive. If you head home for the day, tell me \"leaving\" and I'll note the time.",
  notYet: "Safe travels! I haven't recorded anything: I'll check you in when you arrive, so tell me \"I'm here\" (or send `checkin`) then. To plan today's visit now anyway, send `checkin today`.",
  leaveLater: "Noted, but I haven't changed anything: tell me \"leaving\" when you head out and I'll note the time then.",
  chat: "👋 (That one didn't sound meant for me, so I did nothing. Send `help` to see what I can do.)",
};

/** Greetings, thanks and goodbyes get a short answer, never "I didn't understand". */
export const smalltalk: Handler<'smalltalk'> = async (cmd, ctx) => {
  await ctx.reply(ANSWERS[cmd.says]);
  return 'ok';
};
