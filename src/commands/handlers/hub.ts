import type { Handler } from '../context.js';
import { answerFollow, follow, followers, following, unfollow } from './hub-follows.js';
import { forgetMe, privacy, setting } from './hub-privacy.js';
import { away, forecastDay, myPlans, reminders, routine, skip } from './hub-routines.js';
import { whoKnows } from './hub-who-knows.js';

/** The hub's features (issue 26): one command kind, one handler per intent. */
export const hub: Handler<'hub'> = (cmd, ctx) => {
  const action = cmd.action;
  switch (action.intent) {
    case 'follow':
      return follow(action, ctx);
    case 'unfollow':
      return unfollow(action, ctx);
    case 'following':
      return following(ctx);
    case 'followers':
      return followers(ctx);
    case 'answerFollow':
      return answerFollow(action, ctx);
    case 'routine':
      return routine(action, ctx);
    case 'skip':
      return skip(action, ctx);
    case 'away':
      return away(action, ctx);
    case 'reminders':
      return reminders(action, ctx);
    case 'myPlans':
      return myPlans(ctx);
    case 'forecast':
      return forecastDay(action, ctx);
    case 'whoKnows':
      return whoKnows(action, ctx);
    case 'privacy':
      return privacy(ctx);
    case 'listed':
    case 'followable':
    case 'ghost':
      return setting(action, ctx);
    case 'forgetMe':
      return forgetMe(ctx);
  }
};
