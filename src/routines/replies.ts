import { orSend } from '../text/yes-no.js';
import { templates } from '../text/templates.js';

/**
 * What routines send members: the reminder (read back by its first words,
 * REMINDER_START in src/routines/reminders.ts), the answers to it, and the
 * lines of `my plans`. Days arrive as shortDate text.
 */
export const routinesReplies = templates('routines', {
  reminder: (start: string, day: string, short: string, date: string) =>
    `${start}${day} (${short})? React ✅ to plan the visit, or ❌ to skip it; no answer changes nothing.\n` +
    `${orSend(`checkin ${date}`, `skip ${date}`)} \`reminders off\` stops these.)`,
  answerTooLate: (day: string) => `${day} has passed, so that answer changes nothing.`,
  planned: (day: string) => `Planned: a visit on ${day}. See you then!`,
  // A skip with a visit still planned that day is no "no visit": the visit stays until cancelled.
  stillPlanned: (day: string, date: string) => `OK, I won't ask about ${day} again, but you still have a visit planned that day: send \`cancel ${date}\` to remove it.`,
  skipped: (day: string) => `OK, no visit on ${day}; I won't ask about it again.`,
  plannedLine: (label: string, routine: string | null) =>
    `- ${label}: planned visit${routine === 'skipped' || routine === 'away' ? ` (though you said you'd be ${routine === 'away' ? 'away' : 'skipping it'})` : ''}`,
  hereLine: (label: string) => `- ${label}: checked in`,
  usualLine: (label: string) => `- ${label}: usually in (not planned yet)`,
  skippingLine: (label: string) => `- ${label}: skipping`,
  awayLine: (label: string) => `- ${label}: away`,
});
