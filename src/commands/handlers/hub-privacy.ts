import { HISTORY_START } from '../../directory/client.js';
import { shortDate } from '../../time/hub-date.js';
import { collect } from '../../util/collect.js';
import { weekdayList } from '../../routines/weekdays.js';
import type { HubAction } from '../hub-action.js';
import type { CommandContext, Outcome } from '../context.js';
import { attempt } from '../failures.js';
import { hubAndMe, saving, withZulipId } from './hub-common.js';

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

/** `privacy`: what frontdesk holds about the sender, and their settings, each with the command that changes it. */
export async function privacy(ctx: CommandContext): Promise<Outcome> {
  const got = await hubAndMe(ctx);
  if ('outcome' in got) return got.outcome;
  const { hub, me, today } = got;
  const r = hub.records.get(me.id);
  const followers = hub.records.followersOf(me.id, today).length;
  const reminders = r.reminders === 'off' ? 'off' : r.reminders === 'morning' ? `the morning of (${hub.reminders.morningHour}:00)` : `the evening before (${hub.reminders.eveningHour}:00)`;
  const lines = [
    '**Your settings**',
    `- Listed by name in who's here, the digest and reports: **${yesNo(r.listed)}** (\`listed ${r.listed ? 'no' : 'yes'}\`; not listed, you are counted without your name)`,
    `- Who may follow your arrivals: **${r.followable}** (\`followable anyone\`, \`followable approved\`, \`followable nobody\`)`,
    `- Reminders of your routine: **${reminders}** (\`reminders morning\`, \`reminders evening\`, \`reminders off\`)`,
    `- Ghost today (not listed or announced today; your visit is still recorded): **${yesNo(r.ghost === today)}** (\`ghost ${r.ghost === today ? 'off' : 'today'}\`)`,
    '',
    "**What I hold about you** (in the bot's storage: Zulip's bot storage when on Zulip; nothing on disk)",
    `- Routine: ${r.routine.length ? weekdayList(r.routine) : 'none'}; skipped days: ${r.skips.length ? r.skips.map(shortDate).join(', ') : 'none'}; away: ${r.away.length ? r.away.map(([a, b]) => `${shortDate(a)} to ${shortDate(b)}`).join(', ') : 'none'}`,
    `- You follow ${r.following.length + Object.keys(r.once).length} member(s) (\`following\`); ${followers} follow(s) you (\`followers\`)`,
    `- Your Zulip user id, to send you DMs: ${r.zulipId ?? 'not yet'}`,
    '',
    'Your profile and your visits are the directory\'s, not mine. `forget me` deletes everything above.',
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
          ? "Listed: your name shows in who's here, the digest and reports."
          : "Not listed: who's here, the digest and reports count you without your name."
        : action.intent === 'followable'
          ? {
              anyone: 'Anyone may follow your arrivals now.',
              approved: "Followers need your yes now: I'll ask you by DM (✅ or ❌) when someone wants to follow you.",
              nobody: 'Nobody may follow your arrivals now; followers are told nothing, not even that you chose this.',
            }[action.followable]
          : action.on
            ? "Ghost today: you are not listed or announced today. Your visit is still recorded (and counted)."
            : 'Ghost off: you are listed and announced again today.';
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
  const count = 'value' in visits ? `${visits.value.length} hub visit${visits.value.length === 1 ? '' : 's'}` : 'your hub visits';
  await ctx.reply(
    [
      held
        ? 'Done: I deleted everything I held about you (your settings, routine, follows both ways, alerts waiting for you).'
        : 'I held nothing about you, so there was nothing to delete.',
      `The directory still holds your profile and ${count}; those are the directory's, not mine (\`cancel DATE\` removes one visit).`,
    ].join(' '),
  );
  return 'ok';
}
