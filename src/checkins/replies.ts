import { templates } from '../text/templates.js';

/**
 * What reactions on the check-in posts get the member told, by DM. `emoji`
 * is the reaction's name, `day` a dayLabel, `what` "check-in" or "planned visit".
 */
export const reactionReplies = templates('checkins.reactions', {
  pastAdded: (emoji: string) => `your :${emoji}: there changes nothing`,
  pastRemoved: () => 'removing your reaction changes nothing',
  pastHowToRecord: (date: string) => `To record a past visit, send me \`checkin ${date}\`.`,
  pastHowToCancel: (date: string) => `To cancel that visit, send me \`checkout ${date}\`.`,
  past: (day: string, what: string, how: string) => `That post is for ${day}, which has passed, so ${what}. ${how}`,
  checkIn: () => 'check-in',
  plannedVisit: () => 'planned visit',
  loading: (emoji: string, what: string) => `I'm still loading the member list, so your :${emoji}: did not record a ${what} yet. Remove it and react again in a minute.`,
  noProfile: (emoji: string, what: string, day: string) =>
    `I couldn't find a directory profile linked to your Zulip account, so your :${emoji}: did not record a ${what} ${day}. ` +
    'Add your Zulip account to your directory profile, then react again.',
  typed: (day: string, emoji: string, date: string) =>
    `You sent me a command about your visit ${day}, and a typed command wins over a reaction, so your :${emoji}: changes nothing. Send me \`checkin ${date}\` to check in.`,
  addFailed: (failure: string, emoji: string, day: string, date: string) =>
    `${failure} (That was your :${emoji}: ${day}.) Remove it and react again, or send me \`checkin ${date}\`.`,
  checkedIn: (day: string) => `Checked in for ${day}.`,
  planned: (day: string) => `Planned: a visit ${day}.`,
  cancelled: (day: string) => `Cancelled your visit ${day}.`,
  kept: (day: string, reason: string, date: string) => `I kept your visit ${day}: ${reason}. Send me \`checkout ${date}\` if you want it gone.`,
  removeFailed: (failure: string, day: string, date: string) => `${failure} Your visit ${day} may still be there: send me \`checkout ${date}\` to cancel it.`,
});
