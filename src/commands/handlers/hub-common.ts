import type { Hub } from '../../follows/hub.js';
import type { Party } from '../../follows/follows.js';
import type { Profile } from '../../directory/schemas.js';
import { StoreError, StoreFullError, StoreUncertainError } from '../../store/errors.js';
import { hubToday, type IsoDate } from '../../time/hub-date.js';
import type { CommandContext, Outcome } from '../context.js';
import { resolveSelf } from '../targets.js';
import { hubReplies } from '../replies/hub.js';

/** The hub's features and the sender's own profile, or the reply already given (off, or no profile). */
export async function hubAndMe(ctx: CommandContext): Promise<{ hub: Hub; me: Profile; party: Party; today: IsoDate } | { outcome: Outcome }> {
  const hub = ctx.deps.hub;
  if (!hub) {
    await ctx.reply(hubReplies.unavailable());
    return { outcome: 'rejected' };
  }
  const self = await resolveSelf(ctx);
  if ('outcome' in self) return self;
  const me = self.profile;
  return { hub, me, party: { personId: me.id, name: me.name, zulipId: ctx.sender.zulipId }, today: hubToday(ctx.deps.clock.now(), ctx.deps.settings.timeZone) };
}

/**
 * Runs a change of what frontdesk holds; when the store refuses or fails,
 * says so (nothing was changed, or that it can't tell yet) instead of the runner's generic apology.
 */
export async function saving(ctx: CommandContext, change: () => Promise<Outcome>): Promise<Outcome> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof StoreFullError) {
      await ctx.reply(hubReplies.storageFull(ctx.deps.hub?.adminsHear === true));
      return 'failed';
    }
    if (error instanceof StoreError) {
      ctx.deps.log.warn({ err: error, senderId: ctx.sender.zulipId }, 'store failed');
      // A write whose answer never came may still land: "nothing changed" would be a guess.
      await ctx.reply(error instanceof StoreUncertainError ? hubReplies.storageUncertain() : hubReplies.storageFailed());
      return 'failed';
    }
    throw error;
  }
}

/** The sender's record is stamped with their Zulip id on every change, so DMs (alerts, reminders) reach them. */
export function withZulipId<T extends { zulipId: number | null }>(ctx: CommandContext, record: T): T {
  return { ...record, zulipId: ctx.sender.zulipId };
}
