import { hubToday } from '../../time/hub-date.js';
import type { Handler } from '../context.js';
import { isPrivateWith } from '../privacy.js';
import { renderStatus } from '../status-report.js';
import { myVisit } from './my-visit.js';
import { statusReplies } from '../replies/lookups.js';

/**
 * The bot's own status, for admins (`config.admins`) in a 1:1 DM only: it
 * shows operational details (failures, schedules, load) that a stream or a
 * group DM should not. Anyone else most likely meant their own visit ("my
 * status"): they are told the bot's status is for admins, and get that answer.
 */
export const status: Handler<'status'> = async (_cmd, ctx) => {
  const { settings, clock } = ctx.deps;
  if (!settings.admins.includes(ctx.sender.zulipId)) {
    let first = true;
    const reply = (text: string) => {
      const prefix = first ? statusReplies.forAdmins() : '';
      first = false;
      return ctx.reply(`${prefix}${text}`);
    };
    const outcome = await myVisit({ kind: 'myVisit', date: hubToday(clock.now(), settings.timeZone) }, { ...ctx, reply });
    return outcome === 'ok' ? 'rejected' : outcome;
  }
  if (!isPrivateWith(ctx.place, ctx.sender)) {
    await ctx.reply(statusReplies.dmOnly());
    return 'rejected';
  }
  const source = ctx.deps.status;
  // As for the digest: the assembled bot (buildCore, src/app/core.ts) always gathers a status; only hand-made dependencies lack one.
  if (!source) throw new Error('no status source in these dependencies');
  await ctx.reply(renderStatus(source.report(), clock.now(), settings.timeZone));
  return 'ok';
};
