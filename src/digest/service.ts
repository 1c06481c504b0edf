import { withCallCount } from '../bot/call-count.js';
import type { BotSettings, Deps, DigestPreviewer } from '../commands/context.js';
import { withAttachments } from '../charts/attach.js';
import { weekChart, weekComparison } from '../charts/week.js';
import { mondayOf } from '../charts/data.js';
import { WEEKDAY_NAMES, type WeekdayName } from '../config/schema.js';
import type { Logger } from '../log.js';
import { addDaysIso, weekdayOf, type IsoDate } from '../time/hub-date.js';
import { collect } from '../util/collect.js';
import { composeDigest } from './compose.js';
import { DigestGatherer } from './gather.js';
import { postOnce, type DigestChannel, type PostOutcome } from './once.js';

export interface DigestServiceOptions {
  deps: Pick<Deps, 'directory' | 'members'>;
  settings: Pick<BotSettings, 'maxMessageLength'>;
  skipEmpty: boolean;
  log: Logger;
  jitterMs?: number;
  /** The weekday whose digest carries the week's picture; false or absent: none. */
  weeklyChart?: WeekdayName | false;
}

/** Weeks the weekly picture compares against. */
const WEEKS_COMPARED = 4;

/** Gather, compose, and post (exactly once) or preview a date's digest. */
export class DigestService implements DigestPreviewer {
  readonly #gatherer: DigestGatherer;
  /** Where `post` goes; unset where the digest can only be previewed (the shell, or no digest.stream). */
  channel: DigestChannel | undefined;

  constructor(private readonly opts: DigestServiceOptions) {
    this.#gatherer = new DigestGatherer(opts.deps);
  }

  /** The digest's messages; none when nobody came and `skipEmpty` holds. */
  async compose(date: IsoDate, options: { skipEmpty: boolean }, signal?: AbortSignal): Promise<string[]> {
    const input = await this.#gatherer.gather(date, signal);
    return composeDigest(input, { maxMessageLength: this.opts.settings.maxMessageLength, skipEmpty: options.skipEmpty });
  }

  /** For the `digest` command: always shows something, even for an empty day. */
  async preview(date: IsoDate, signal?: AbortSignal): Promise<string> {
    return (await this.compose(date, { skipEmpty: false }, signal)).join('\n\n');
  }

  /** Posts the digest for `date` unless it is already there; one log line per run. */
  async post(date: IsoDate, signal?: AbortSignal): Promise<PostOutcome> {
    const { channel } = this;
    const { log } = this.opts;
    if (!channel) throw new Error('no digest channel configured (digest.stream)');
    const started = performance.now();
    const { result, calls } = await withCallCount(async () => {
      const parts = await this.compose(date, { skipEmpty: this.opts.skipEmpty }, signal);
      if (parts.length > 0 && this.#isChartDay(date)) await this.#addWeekChart(channel, date, parts, signal);
      const outcome = await postOnce(channel, date, parts, { log, jitterMs: this.opts.jitterMs ?? 0, signal });
      return { parts: parts.length, outcome };
    });
    log.info({ date, ...result, ms: Math.round(performance.now() - started), directoryCalls: calls }, 'digest');
    return result.outcome;
  }

  #isChartDay(date: IsoDate): boolean {
    const day = this.opts.weeklyChart;
    return day !== undefined && day !== false && WEEKDAY_NAMES[weekdayOf(date)] === day;
  }

  /**
   * Adds the week's picture (and its summary) to the digest's last part. Not
   * when part 1 is already posted (nothing would show it), nor when it would
   * push the part over the size limit; a failed picture costs only the link.
   */
  async #addWeekChart(channel: DigestChannel, date: IsoDate, parts: string[], signal?: AbortSignal): Promise<void> {
    const { log } = this.opts;
    if ((await channel.findPosted(date)).some((p) => p.part === 1)) return;
    const from = addDaysIso(mondayOf(date), -7 * WEEKS_COMPARED);
    const visits = await collect(this.opts.deps.directory.walkHubVisits({ start_date: from, end_date: date }, signal));
    const chart = weekChart(weekComparison(visits, date, WEEKS_COMPARED), WEEKS_COMPARED);
    const last = parts.length - 1;
    const text = await withAttachments(parts[last]!, [{ kind: 'chart', chart }], channel.upload, log);
    if ([...text].length <= this.opts.settings.maxMessageLength) parts[last] = text;
    else log.warn({ date }, 'the weekly picture would not fit in the digest message; posted without it');
  }
}
