import type { Uploader } from '../charts/attach.js';
import type { ChatLimits, Place } from '../chat.js';
import type { Logger } from '../log.js';
import type { ScheduledPost } from '../ops/schedule-board.js';
import type { IsoDate } from '../time/hub-date.js';
import type { ZulipApi } from '../zulip/api.js';
import { ZulipDigestChannel } from '../zulip/digest-channel.js';
import type { PostOutcome } from './shared/once.js';
import type { Pictures } from '../charts/picture.js';

/**
 * One scheduled post: when it runs, where it goes, what a run posts and how it
 * is kept to one per date. The board's entry (name, where, the settings, the
 * command that posts by hand) is part of it; `schedulePost` (app/schedules.ts)
 * turns a declaration into its running scheduler.
 */
export interface PostDeclaration extends ScheduledPost {
  /** A cron expression in the hub's time zone, the hub date a run is about, and how late a missed run is still posted on start. */
  when: { schedule: string; timeZone: string; day: 'today' | 'yesterday'; catchUpMinutes: number; catchUpSetting?: string };
  /** The stream and topic settings' values, for the "<name> scheduled" log line. */
  stream: string | undefined;
  topic: string;
  /** One attempt at `date`'s post; throws to be retried. */
  run: (date: IsoDate, signal: AbortSignal) => Promise<PostOutcome>;
  /** How a second run for the same date (a restart, a second process) finds the first and posts nothing: in words, for the reader; `run` does the keeping. */
  once: string;
  /** Where "<name> scheduled" and a failed catch-up are logged. */
  log: Logger;
  /** The scheduler logs under this component (a child of `log`), or on `log` itself when absent. */
  component?: string;
}

/** The bot on Zulip as the digest and the report reach it: the API to read its posts back, a sender, the server's limits. */
export interface ZulipDigestTarget {
  api: Pick<ZulipApi, 'getMessages' | 'deleteMessage'>;
  /** The bot's own user id: its earlier posts are the record of what was posted. */
  botUserId: number;
  /** Posts a message, resolving with its id (the transport's or the CLI's rate-limited sender). */
  post: (place: Place, text: string) => Promise<number>;
  limits: ChatLimits;
  /** Stores a file a post can link (the weekly picture, the report's chart and CSV); the transport's or the CLI's. */
  upload?: Uploader | undefined;
  /** Draws the pictures posts carry: the process's. */
  pictures?: Pick<Pictures, 'draw'> | undefined;
}

/** A stream and topic as a post's channel and ledger: `partOf` tells the post's own earlier messages there. */
export function zulipChannel(
  target: Omit<ZulipDigestTarget, 'limits'>,
  where: { stream: string; topic: string },
  partOf: (content: string, date: IsoDate) => number | null,
  log: Logger,
): ZulipDigestChannel {
  const { stream, topic } = where;
  return new ZulipDigestChannel(target.api, (text) => target.post({ type: 'stream', stream, topic }, text), { stream, topic, botUserId: target.botUserId }, log, {
    upload: target.upload,
    pictures: target.pictures,
    partOf,
  });
}
