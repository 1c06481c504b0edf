import { templates } from '../../text/templates.js';

/** What `privacy`, the privacy settings and `forget me` say. */
export const privacyReplies = templates('commands.privacy', {
  settingsHeader: () => '**Your settings**',
  listedLine: (listed: string, flip: string) =>
    `- Listed by name in who's here, the digest and reports: **${listed}** (\`listed ${flip}\`; not listed, you are counted without your name)`,
  followableLine: (followable: string) => `- Who may follow your arrivals: **${followable}** (\`followable anyone\`, \`followable approved\`, \`followable nobody\`)`,
  remindersMorning: (hour: number) => `the morning of (${hour}:00)`,
  remindersEvening: (hour: number) => `the evening before (${hour}:00)`,
  remindersLine: (reminders: string) => `- Reminders of your routine: **${reminders}** (\`reminders morning\`, \`reminders evening\`, \`reminders off\`)`,
  ghostLine: (ghost: string, flip: string) => `- Ghost today (not listed or announced today; your visit is still recorded): **${ghost}** (\`ghost ${flip}\`)`,
  heldHeader: () => "**What I hold about you** (in the bot's storage: Zulip's bot storage when on Zulip; nothing on disk)",
  routineLine: (routine: string, skips: string, away: string) => `- Routine: ${routine}; skipped days: ${skips}; away: ${away}`,
  awaySpan: (from: string, to: string) => `${from} to ${to}`,
  followsLine: (following: number, followers: number) => `- You follow ${following} member(s) (\`following\`); ${followers} follow(s) you (\`followers\`)`,
  zulipIdLine: (id: string | number) => `- Your Zulip user id, to send you DMs: ${id}`,
  directoryNote: () => 'Your profile and your visits are the directory\'s, not mine. `forget me` deletes everything above.',
  listed: () => "Listed: your name shows in who's here, the digest and reports.",
  notListed: () => "Not listed: who's here, the digest and reports count you without your name.",
  followableAnyone: () => 'Anyone may follow your arrivals now.',
  followableApproved: () => "Followers need your yes now: I'll ask you by DM (✅ or ❌) when someone wants to follow you.",
  followableNobody: () => 'Nobody may follow your arrivals now; followers are told nothing, not even that you chose this.',
  ghostOn: () => "Ghost today: you are not listed or announced today. Your visit is still recorded (and counted).",
  ghostOff: () => 'Ghost off: you are listed and announced again today.',
  visitCount: (n: number) => `${n} hub visit${n === 1 ? '' : 's'}`,
  someVisits: () => 'your hub visits',
  forgotten: () => 'Done: I deleted everything I held about you (your settings, routine, follows both ways, alerts waiting for you).',
  heldNothing: () => 'I held nothing about you, so there was nothing to delete.',
  directoryKeeps: (count: string) => `The directory still holds your profile and ${count}; those are the directory's, not mine (\`cancel DATE\` removes one visit).`,
});
