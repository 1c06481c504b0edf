import { forecast } from '../../routines/forecast.js';
import { planLines, PLAN_DAYS } from '../../routines/plans.js';
import { pluralDay, weekdayPhrase } from '../../routines/weekdays.js';
import { addDaysIso, hubToday, shortDate, weekdayOf } from '../../time/hub-date.js';
import { collect } from '../../util/collect.js';
import type { HubAction } from '../hub-action.js';
import type { CommandContext, Outcome } from '../context.js';
import { attempt } from '../failures.js';
import { resolveSelf } from '../targets.js';
import { dayLabel } from '../format.js';
import { checkout } from './checkout.js';
import { hubAndMe, saving, withZulipId } from './hub-common.js';

const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;

export async function routine(action: Extract<HubAction, { intent: 'routine' }>, ctx: CommandContext): Promise<Outcome> {
  const got = await hubAndMe(ctx);
  if ('outcome' in got) return got.outcome;
  const { hub, me, today } = got;
  return saving(ctx, async () => {
    const r = await hub.records.update(me.id, today, (r) => ({ ...withZulipId(ctx, r), routine: action.days }));
    if (action.days.length === 0) {
      await ctx.reply('Your routine is cleared: no more reminders.');
      return 'ok';
    }
    const when =
      r.reminders === 'off'
        ? 'Reminders are off (`reminders on` turns them on).'
        : r.reminders === 'morning'
          ? `Each of those mornings at ${hourText(hub.reminders.morningHour)} I'll ask whether you're coming: ✅ plans the visit, ❌ skips it.`
          : `The evening before each (at ${hourText(hub.reminders.eveningHour)}) I'll ask whether you're coming: ✅ plans the visit, ❌ skips it.`;
    await ctx.reply(`Got it: you usually come on ${weekdayPhrase(action.days)}. That writes no visit. ${when} \`my plans\` shows the next two weeks.`);
    return 'ok';
  });
}

/** `skip DATE`: no reminder for that day, and a visit planned for it is cancelled (what "skip friday" always meant). */
export async function skip(action: Extract<HubAction, { intent: 'skip' }>, ctx: CommandContext): Promise<Outcome> {
  const got = await hubAndMe(ctx);
  if ('outcome' in got) return got.outcome;
  const { hub, me, today } = got;
  if (action.date < today) {
    await ctx.reply(`${shortDate(action.date)} has passed; there is nothing to skip.`);
    return 'rejected';
  }
  const planned = await attempt(ctx, () => ctx.deps.directory.findHubVisit(me.id, action.date, ctx.signal));
  if ('outcome' in planned) return planned.outcome;
  const saved = await saving(ctx, async () => {
    await hub.records.update(me.id, today, (r) => ({ ...withZulipId(ctx, r), skips: [...new Set([...r.skips, action.date])] }));
    return 'ok';
  });
  if (saved !== 'ok') return saved;
  if (planned.value) return checkout({ kind: 'checkout', target: { kind: 'self' }, date: action.date }, ctx);
  await ctx.reply(`OK: no visit and no reminder ${dayLabel(action.date, today)}.`);
  return 'ok';
}

export async function away(action: Extract<HubAction, { intent: 'away' }>, ctx: CommandContext): Promise<Outcome> {
  const got = await hubAndMe(ctx);
  if ('outcome' in got) return got.outcome;
  const { hub, me, today } = got;
  if (action.to < today) {
    await ctx.reply('That time has passed already.');
    return 'rejected';
  }
  return saving(ctx, async () => {
    await hub.records.update(me.id, today, (r) => ({ ...withZulipId(ctx, r), away: [...r.away, [action.from, action.to] as [string, string]] }));
    const span = action.from === action.to ? shortDate(action.from) : `${shortDate(action.from)} to ${shortDate(action.to)}`;
    await ctx.reply(`Away ${span}: no reminders then. Visits already planned in that time stay (\`my plans\` shows them).`);
    return 'ok';
  });
}

export async function reminders(action: Extract<HubAction, { intent: 'reminders' }>, ctx: CommandContext): Promise<Outcome> {
  const got = await hubAndMe(ctx);
  if ('outcome' in got) return got.outcome;
  const { hub, me, today } = got;
  return saving(ctx, async () => {
    const r = await hub.records.update(me.id, today, (r) => ({ ...withZulipId(ctx, r), reminders: action.when }));
    const routineNote = r.routine.length ? '' : ' You have no routine yet: `usually tue thu` sets one.';
    const text =
      action.when === 'off'
        ? 'Reminders off: I will not ask whether you are coming.'
        : action.when === 'morning'
          ? `Reminders in the morning: at ${hourText(hub.reminders.morningHour)} on each routine day.${routineNote}`
          : `Reminders the evening before each routine day, at ${hourText(hub.reminders.eveningHour)}.${routineNote}`;
    await ctx.reply(text);
    return 'ok';
  });
}

export async function myPlans(ctx: CommandContext): Promise<Outcome> {
  // Without the hub's storage (not read yet, or none here) the planned visits are still the directory's to show.
  if (!ctx.deps.hub) return plannedOnly(ctx);
  const got = await hubAndMe(ctx);
  if ('outcome' in got) return got.outcome;
  const { hub, me, today } = got;
  const end = addDaysIso(today, PLAN_DAYS - 1);
  const visits = await attempt(ctx, () => collect(ctx.deps.directory.walkHubVisits({ person_id: me.id, start_date: today, end_date: end }, ctx.signal)));
  if ('outcome' in visits) return visits.outcome;
  const record = hub.records.get(me.id);
  const lines = planLines(record, new Set(visits.value.map((v) => v.date)), today);
  const routine = record.routine.length ? `You usually come on ${weekdayPhrase(record.routine)}.` : 'No routine set (`usually tue thu` sets one).';
  if (lines.length === 0) {
    await ctx.reply(`Nothing planned for the next two weeks. ${routine} \`checkin fri\` plans a visit.`);
    return 'ok';
  }
  await ctx.reply([`**Your next two weeks** (to ${shortDate(end)}):`, ...lines, routine].join('\n'));
  return 'ok';
}

export async function forecastDay(action: Extract<HubAction, { intent: 'forecast' }>, ctx: CommandContext): Promise<Outcome> {
  const today = hubToday(ctx.deps.clock.now(), ctx.deps.settings.timeZone);
  if (action.date < today) {
    await ctx.reply(`${shortDate(action.date)} has passed: \`who's here ${action.date}\` shows who came.`);
    return 'rejected';
  }
  const hub = ctx.deps.hub;
  const result = await attempt(ctx, () => forecast({ directory: ctx.deps.directory, records: hub?.records, policy: hub?.policy }, action.date, today, ctx.signal));
  if ('outcome' in result) return result.outcome;
  const f = result.value;
  const range = f.low === f.high ? `about ${f.low}` : `${f.low} to ${f.high}`;
  const day = pluralDay(weekdayOf(f.date));
  const parts = [`**Forecast for ${dayLabel(f.date, today)}: ${range} ${f.high === 1 ? 'person' : 'people'}.**`, `${f.planned} planned so far`];
  if (f.usual) parts.push(`${f.usual} more usually ${f.usual === 1 ? 'comes' : 'come'} on ${day}`);
  const history = f.history.length ? `the last ${f.history.length} ${day} had ${Math.min(...f.history)} to ${Math.max(...f.history)}` : `no earlier ${day} to compare with`;
  parts.push(history);
  await ctx.reply(`${parts[0]} ${parts.slice(1).join('; ')}.`);
  return 'ok';
}

/** "my plans" while routines can't be read: the planned visits of the next two weeks, and why the routine is missing. */
async function plannedOnly(ctx: CommandContext): Promise<Outcome> {
  const self = await resolveSelf(ctx);
  if ('outcome' in self) return self.outcome;
  const today = hubToday(ctx.deps.clock.now(), ctx.deps.settings.timeZone);
  const end = addDaysIso(today, PLAN_DAYS - 1);
  const visits = await attempt(ctx, () => collect(ctx.deps.directory.walkHubVisits({ person_id: self.profile.id, start_date: today, end_date: end }, ctx.signal)));
  if ('outcome' in visits) return visits.outcome;
  const lines = planLines({ routine: [], skips: [], away: [] }, new Set(visits.value.map((v) => v.date)), today);
  const note = "(I can't read routines right now, so only planned visits are shown.)";
  await ctx.reply(lines.length ? [`**Your next two weeks** (to ${shortDate(end)}):`, ...lines, note].join('\n') : `Nothing planned for the next two weeks. ${note} \`checkin fri\` plans a visit.`);
  return 'ok';
}
