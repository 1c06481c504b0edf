import { neutralise, personRef } from '../../text/markdown.js';
import { templates } from '../../text/templates.js';

/** What every command may say: who the sender is, whom a command is about, limits, and the directory's failures. */

export const targetReplies = templates('commands.targets', {
  stillLoading: () => "I'm still loading the member directory after a restart, so I can't tell yet who that is. Try again in a minute.",
  oneMoment: () => 'One moment: I am still loading the member directory…',
  noProfile: (zulipId: number, email: string | null | undefined) =>
    [
      `I couldn't find a directory profile linked to your Zulip account (Zulip user id ${zulipId}).`,
      `Check that your directory profile lists this Zulip account${email ? ` or uses the same email (${neutralise(email)})` : ''}, then try again in a minute.`,
    ].join(' '),
  linkHint: (name: string) =>
    `ℹ️ I found your directory profile (${neutralise(name)}) by your email, but it isn't linked to your Zulip account. ` +
    'Link it in your directory profile settings (connect your Zulip account there), so that mentions of you, ' +
    "`who's here` and the digest can find you too. I'll only mention this once.",
  adminsOnly: (action: string | undefined) => `Only frontdesk admins can ${action} someone else. To ${action} yourself, leave out the name.`,
  theEmail: (email: string) => `the email ${neutralise(email)}`,
  thatEmail: () => 'that email',
  notFound: (who: string) => `I couldn't find a directory profile for ${who}.`,
  cannotTell: () => "I can't tell you about that member.",
  matchLine: (name: string, zulipId: number | null, id: number) => `- ${personRef(name, zulipId)} (\`whois ${id}\`)`,
  manyMatch: (count: number, shown: string[]) =>
    `${count >= 50 ? 'At least 50' : count} people match that; which one do you mean? Ask again with a full name or an @-mention.\n${shown.join('\n')}`,
});

export const limitReplies = templates('commands.limits', {
  spanBackwards: (span: string) => `${span} ends before it starts.`,
  commandTooLong: (n: number, max: number) =>
    `That message is too long for a command (${n.toLocaleString('en-US')} characters; the limit is ${max.toLocaleString('en-US')}). Send \`help\` to see what I can do.`,
  notesTooLong: (n: number, max: number) =>
    `Those notes are too long (${n.toLocaleString('en-US')} characters; the limit is ${max.toLocaleString('en-US')}). Nothing was saved; shorten them and send again.`,
  andMore: (rest: number) => `…and ${rest} more. Send me the same command in a direct message for the full list.`,
});

/** How a member checks a write we could not confirm, without doing it twice. */
const HOW_TO_CHECK = 'Send `note` (with the same date, if it was not today) to see whether it is there before trying again.';

/** `what` names a write ("check-in", "notes"); `was` agrees with it. */
export const failureReplies = templates('commands.failures', {
  notRecorded: (what: string, was: string) => `; your ${what} ${was} not recorded`,
  cantTell: (why: string, what: string | undefined) => `${why}, so I can't tell whether your ${what} went through. ${HOW_TO_CHECK}`,
  busy: (notRecorded: string, wait: string) => `The directory is busy right now${notRecorded}. Try again ${wait}.`,
  inAMinute: () => 'in a minute',
  credentials: (what: string | undefined, was: string) =>
    `The directory refused my credentials${what ? `, so your ${what} ${was} not recorded` : ''}. This needs the bot's operator; it's in the logs.`,
  timedOut: () => "The directory didn't answer in time",
  broke: () => 'The connection to the directory broke after my request went out',
  misunderstood: () => "The directory answered in a way I didn't understand",
  unreadable: () => "The directory sent an answer I didn't understand. Try again later; it's in the logs.",
  rejected: (status: number, notRecorded: string) => `The directory rejected that request (${status})${notRecorded}.`,
  serverError: (status: number) => `The directory had an error (${status})`,
  serverErrorRead: (status: number) => `The directory had an error (${status}). Try again in a minute.`,
  noAnswer: (notRecorded: string) => `The directory didn't answer${notRecorded}. Try again in a minute.`,
});
