import type { ReactionHandler } from '../bot/bot.js';
import type { Metrics } from '../ops/metrics.js';

/** The check-ins' reaction handler, each reaction counted by op and outcome (ok, error) in `metrics`. */
export function countedReactions(handler: ReactionHandler, metrics: Pick<Metrics, 'reactionsHandled'>): ReactionHandler {
  return {
    async handle(reaction, signal) {
      try {
        await handler.handle(reaction, signal);
        metrics.reactionsHandled.inc({ op: reaction.op, outcome: 'ok' });
      } catch (error) {
        metrics.reactionsHandled.inc({ op: reaction.op, outcome: 'error' });
        throw error;
      }
    },
    resync: (submit, signal) => handler.resync(submit, signal),
  };
}
