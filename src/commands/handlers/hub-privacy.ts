import { HISTORY_START } from '../../directory/client.js';
import { shortDate } from '../../time/hub-date.js';
import { collect } from '../../util/collect.js';
import { weekdayList } from '../../routines/weekdays.js';
import type { HubAction } from '../hub-action.js';
import type { CommandContext, Outcome } from '../context.js';
import { attempt } from '../failures.js';
import { hubAndMe, saving, withZulipId } from './hub-common.js';
import { privacyReplies } from '../replies/privacy.js';

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

/** `privacy`: what frontdesk holds about the sender, and their settings, each with the command that changes it. */
export async function privacy(ctx: CommandContext): Promise<Outcome> {
  const got = await hubAndMe(ctx);
  if ('outcome' in got) return got.outcome;
  const { hub, me, today } = got;
  const r = hub.records.get(me.id);
  const followers = hub.records.followersOf(me.id, today).length;
  const reminders = r.reminders === 'off' ? 'off' : r.reminders === 'morning' ? privacyReplies.remindersMorning(hub.reminders.morningHour) : privacyReplies.remindersEvening(hub.reminders.eveningHour);
  const lines = [
    privacyReplies.settingsHeader(),
    privacyReplies.listedLine(yesNo(r.listed), r.listed ? 'no' : 'yes'),
    privacyReplies.followableLine(r.followable),
    privacyReplies.remindersLine(reminders),
    privacyReplies.ghostLine(yesNo(r.ghost === today), r.ghost === today ? 'off' : 'today'),
    '',
    privacyReplies.heldHeader(),
    privacyReplies.routineLine(
      r.routine.length ? weekdayList(r.routine) : 'none',
      r.skips.length ? r.skips.map(shortDate).join(', ') : 'none',
      r.away.length ? r.away.map(([a, b]) => privacyReplies.awaySpan(shortDate(a), shortDate(b))).join(', ') : 'none',
    ),
    privacyReplies.followsLine(r.following.length + Object.keys(r.once).length, followers),
    privacyReplies.zulipIdLine(r.zulipId ?? 'not yet'),
    '',
    privacyReplies.directoryNote(),
  ];
  await ctx.reply(lines.join('\n'));
  return 'ok';
}

export async function setting(action: Extract<HubAction, { intent: 'listed' | 'followable' | 'ghost' }>, ctx: CommandContext): Promise<Outcome> {
  const got = await hubAndMe(ctx);
  if ('outcome' in got) return got.outcome;
  const { hub, me, today } = got;
  return saving(ctx, async () => {
    await hub.records.update(me.id, today, (r) => {
      const mine = withZulipId(ctx, r);
      if (action.intent === 'listed') return { ...mine, listed: action.listed };
      if (action.intent === 'followable') return { ...mine, followable: action.followable };
      return { ...mine, ghost: action.on ? today : null };
    });
    const text =
      action.intent === 'listed'
        ? action.listed
          ? privacyReplies.listed()
          : privacyReplies.notListed()
        : action.intent === 'followable'
          ? {
              anyone: privacyReplies.followableAnyone,
              approved: privacyReplies.followableApproved,
              nobody: privacyReplies.followableNobody,
            }[action.followable]()
          : action.on
            ? privacyReplies.ghostOn()
            : privacyReplies.ghostOff();
    await ctx.reply(text);
    return 'ok';
  });
}

/** `forget me`: every key of the member goes, follows both ways too; says what the directory still holds. */
export async function forgetMe(ctx: CommandContext): Promise<Outcome> {
  const got = await hubAndMe(ctx);
  if ('outcome' in got) return got.outcome;
  const { hub, me } = got;
  const held = hub.records.has(me.id) || hub.records.followersOf(me.id, got.today).length > 0;
  const outcome = await saving(ctx, async () => {
    await hub.records.forget(me.id);
    return 'ok';
  });
  if (outcome !== 'ok') return outcome;
  const visits = await attempt(ctx, () => collect(ctx.deps.directory.walkHubVisits({ person_id: me.id, start_date: HISTORY_START }, ctx.signal)));
  const count = 'value' in visits ? privacyReplies.visitCount(visits.value.length) : privacyReplies.someVisits();
  await ctx.reply(
    [
      held ? privacyReplies.forgotten() : privacyReplies.heldNothing(),
      privacyReplies.directoryKeeps(count),
    ].join(' '),
  );
  return 'ok';
}
