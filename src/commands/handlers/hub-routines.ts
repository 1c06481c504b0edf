import { arrivedAt } from '../../watcher/visit-state.js';
import { forecast } from '../../routines/forecast.js';
import { planLines, PLAN_DAYS } from '../../routines/plans.js';
import { pluralDay, weekdayPhrase } from '../../routines/weekdays.js';
import { addDaysIso, hubToday, shortDate, weekdayOf, type IsoDate } from '../../time/hub-date.js';
import type { HubVisit } from '../../directory/schemas.js';
import { collect } from '../../util/collect.js';
import type { HubAction } from '../hub-action.js';
import type { CommandContext, Outcome } from '../context.js';
import { attempt } from '../failures.js';
import { resolveSelf } from '../targets.js';
import { dayLabel } from '../format.js';
import { checkout } from './checkout.js';
import { hubAndMe, saving, withZulipId } from './hub-common.js';
import { forecastReplies, plansReplies, remindersReplies, routineReplies } from '../replies/hub.js';

const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;

export async function routine(action: Extract<HubAction, { intent: 'routine' }>, ctx: CommandContext): Promise<Outcome> {
  const got = await hubAndMe(ctx);
  if ('outcome' in got) return got.outcome;
  const { hub, me, today } = got;
  return saving(ctx, async () => {
    const r = await hub.records.update(me.id, today, (r) => ({ ...withZulipId(ctx, r), routine: action.days }));
    if (action.days.length === 0) {
      await ctx.reply(routineReplies.cleared());
      return 'ok';
    }
    const when =
      r.reminders === 'off'
        ? routineReplies.remindersOff()
        : r.reminders === 'morning'
          ? routineReplies.askMorning(hourText(hub.reminders.morningHour))
          : routineReplies.askEvening(hourText(hub.reminders.eveningHour));
    await ctx.reply(routineReplies.set(weekdayPhrase(action.days), when));
    return 'ok';
  });
}

/**
 * `skip DATE`: no reminder for that day, and a visit planned for it is cancelled (what "skip friday" always meant),
 * unless the visit carries notes: a member who skips a routine day may mean only "no reminder" ("skip tomorrow, no
 * reminder needed"), and notes are what a cancel would lose. Then the skip is kept, the visit too, and the reply
 * offers the cancel.
 */
export async function skip(action: Extract<HubAction, { intent: 'skip' }>, ctx: CommandContext): Promise<Outcome> {
  const got = await hubAndMe(ctx);
  if ('outcome' in got) return got.outcome;
  const { hub, me, today } = got;
  if (action.date < today) {
    await ctx.reply(routineReplies.skipPassed(shortDate(action.date)));
    return 'rejected';
  }
  const planned = await attempt(ctx, () => ctx.deps.directory.findHubVisit(me.id, action.date, ctx.signal));
  if ('outcome' in planned) return planned.outcome;
  const saved = await saving(ctx, async () => {
    await hub.records.update(me.id, today, (r) => ({ ...withZulipId(ctx, r), skips: [...new Set([...r.skips, action.date])] }));
    return 'ok';
  });
  if (saved !== 'ok') return saved;
  if (planned.value && planned.value.notes.trim() !== '') {
    await ctx.reply(routineReplies.skippedKeptVisit(dayLabel(action.date, today), action.date));
    return 'ok';
  }
  if (planned.value) return checkout({ kind: 'checkout', target: { kind: 'self' }, date: action.date }, ctx);
  await ctx.reply(routineReplies.skipped(dayLabel(action.date, today)));
  return 'ok';
}

export async function away(action: Extract<HubAction, { intent: 'away' }>, ctx: CommandContext): Promise<Outcome> {
  const got = await hubAndMe(ctx);
  if ('outcome' in got) return got.outcome;
  const { hub, me, today } = got;
  if (action.to < today) {
    await ctx.reply(routineReplies.awayPassed());
    return 'rejected';
  }
  return saving(ctx, async () => {
    await hub.records.update(me.id, today, (r) => ({ ...withZulipId(ctx, r), away: [...r.away, [action.from, action.to] as [string, string]] }));
    const span = action.from === action.to ? shortDate(action.from) : routineReplies.awaySpan(shortDate(action.from), shortDate(action.to));
    await ctx.reply(routineReplies.away(span));
    return 'ok';
  });
}

export async function reminders(action: Extract<HubAction, { intent: 'reminders' }>, ctx: CommandContext): Promise<Outcome> {
  const got = await hubAndMe(ctx);
  if ('outcome' in got) return got.outcome;
  const { hub, me, today } = got;
  return saving(ctx, async () => {
    const r = await hub.records.update(me.id, today, (r) => ({ ...withZulipId(ctx, r), reminders: action.when }));
    const routineNote = r.routine.length ? '' : remindersReplies.noRoutine();
    const text =
      action.when === 'off'
        ? remindersReplies.off()
        : action.when === 'morning'
          ? remindersReplies.morning(hourText(hub.reminders.morningHour), routineNote)
          : remindersReplies.evening(hourText(hub.reminders.eveningHour), routineNote);
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
  const lines = planLines(record, new Set(visits.value.map((v) => v.date)), today, hereToday(visits.value, today, ctx.deps.settings.timeZone));
  const routine = record.routine.length ? plansReplies.usually(weekdayPhrase(record.routine)) : plansReplies.noRoutine();
  if (lines.length === 0) {
    await ctx.reply(plansReplies.nothing(routine));
    return 'ok';
  }
  await ctx.reply([plansReplies.header(shortDate(end)), ...lines, routine].join('\n'));
  return 'ok';
}

export async function forecastDay(action: Extract<HubAction, { intent: 'forecast' }>, ctx: CommandContext): Promise<Outcome> {
  const today = hubToday(ctx.deps.clock.now(), ctx.deps.settings.timeZone);
  if (action.date < today) {
    await ctx.reply(forecastReplies.passed(shortDate(action.date), action.date));
    return 'rejected';
  }
  const hub = ctx.deps.hub;
  const result = await attempt(ctx, () => forecast({ directory: ctx.deps.directory, records: hub?.records, policy: hub?.policy }, action.date, today, ctx.signal));
  if ('outcome' in result) return result.outcome;
  const f = result.value;
  const range = f.low === f.high ? forecastReplies.about(f.low) : forecastReplies.between(f.low, f.high);
  const day = pluralDay(weekdayOf(f.date));
  const parts = [forecastReplies.headline(dayLabel(f.date, today), range, f.high === 1), forecastReplies.planned(f.planned)];
  if (f.usual) parts.push(forecastReplies.usual(f.usual, day));
  const history = f.history.length ? forecastReplies.history(f.history.length, day, Math.min(...f.history), Math.max(...f.history)) : forecastReplies.noHistory(day);
  parts.push(history);
  await ctx.reply(forecastReplies.sentence(parts));
  return 'ok';
}

/** Whether today's visit among `visits` shows the member came (touched on its day by any app). */
function hereToday(visits: HubVisit[], today: IsoDate, timeZone: string): boolean {
  const visit = visits.find((v) => v.date === today);
  return visit !== undefined && arrivedAt(visit, timeZone) !== null;
}

/** "my plans" while routines can't be read: the planned visits of the next two weeks, and why the routine is missing. */
async function plannedOnly(ctx: CommandContext): Promise<Outcome> {
  const self = await resolveSelf(ctx);
  if ('outcome' in self) return self.outcome;
  const today = hubToday(ctx.deps.clock.now(), ctx.deps.settings.timeZone);
  const end = addDaysIso(today, PLAN_DAYS - 1);
  const visits = await attempt(ctx, () => collect(ctx.deps.directory.walkHubVisits({ person_id: self.profile.id, start_date: today, end_date: end }, ctx.signal)));
  if ('outcome' in visits) return visits.outcome;
  const lines = planLines({ routine: [], skips: [], away: [] }, new Set(visits.value.map((v) => v.date)), today, hereToday(visits.value, today, ctx.deps.settings.timeZone));
  const note = plansReplies.noRoutines();
  await ctx.reply(lines.length ? [plansReplies.header(shortDate(end)), ...lines, note].join('\n') : plansReplies.nothing(note));
  return 'ok';
}
