import { withAttachments } from '../../charts/attach.js';
import { WEEKDAY_NAMES, type WeekdayName } from '../../config/schema.js';
import { CallCount } from '../../directory/call-count.js';
import type { Logger } from '../../log.js';
import type { Metrics } from '../../ops/metrics.js';
import { weekdayOf, type IsoDate } from '../../time/hub-date.js';
import { postOnce, type DigestChannel, type PostOutcome } from '../shared/once.js';
import type { DigestService } from './service.js';

export interface DigestPosterOptions {
  digest: Pick<DigestService, 'counting'>;
  /** The digest stream and topic: where parts go and where earlier posts are looked for. */
  channel: DigestChannel;
  /** The server's limit, learned when the transport started. */
  maxMessageLength: number;
  skipEmpty: boolean;
  log: Logger;
  jitterMs?: number;
  /** The weekday whose digest carries the week's picture (digest.weeklyChart); false or absent: none. */
  weeklyChart?: WeekdayName | false;
  /** The process's metrics, where each run's outcome is counted (none: a one-shot command). */
  metrics?: Pick<Metrics, 'digestRuns'> | undefined;
}

/** Posts a date's digest to its channel, exactly once; one log line per run. */
export class DigestPoster {
  constructor(private readonly opts: DigestPosterOptions) {}

  async post(date: IsoDate, signal?: AbortSignal): Promise<PostOutcome> {
    const { channel, log, skipEmpty, maxMessageLength } = this.opts;
    const started = performance.now();
    // This run's directory requests, counted apart from any command in flight.
    const count = new CallCount();
    const digest = this.opts.digest.counting(count);
    const result = await (async () => {
      const parts = await digest.compose(date, { skipEmpty, maxMessageLength }, signal);
      if (parts.length > 0 && this.#isChartDay(date)) await this.#addWeekChart(digest, date, parts, signal);
      const outcome = await postOnce(channel, date, parts, { log, jitterMs: this.opts.jitterMs ?? 0, signal });
      return { parts: parts.length, outcome };
    })().catch((error: unknown) => {
      this.opts.metrics?.digestRuns.inc({ outcome: 'failed' });
      throw error;
    });
    this.opts.metrics?.digestRuns.inc({ outcome: result.outcome });
    log.info({ date, ...result, ms: Math.round(performance.now() - started), directoryCalls: count.calls }, 'digest');
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
  async #addWeekChart(digest: Pick<DigestService, 'weekChart'>, date: IsoDate, parts: string[], signal?: AbortSignal): Promise<void> {
    const { channel, log, maxMessageLength } = this.opts;
    if ((await channel.findPosted(date)).some((p) => p.part === 1)) return;
    const chart = await digest.weekChart(date, signal);
    const last = parts.length - 1;
    // The link is its alt text and a path of under 120 characters: judge the fit before drawing anything.
    const room = maxMessageLength - [...parts[last]!].length - [...chart.summary].length - [...chart.alt].length - 130;
    if (room < 0) {
      log.warn({ date }, 'the weekly picture would not fit in the digest message; posted without it');
      return;
    }
    const text = await withAttachments(parts[last]!, [{ kind: 'chart', chart }], channel, log);
    if ([...text].length <= maxMessageLength) parts[last] = text;
    else log.warn({ date }, 'the weekly picture would not fit in the digest message; posted without it');
  }
}
