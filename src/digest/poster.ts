import { withCallCount } from '../directory/call-count.js';
import type { Logger } from '../log.js';
import { metrics } from '../ops/metrics.js';
import type { IsoDate } from '../time/hub-date.js';
import { postOnce, type DigestChannel, type PostOutcome } from './once.js';
import type { DigestService } from './service.js';

export interface DigestPosterOptions {
  digest: Pick<DigestService, 'compose'>;
  /** The digest stream and topic: where parts go and where earlier posts are looked for. */
  channel: DigestChannel;
  /** The server's limit, learned when the transport started. */
  maxMessageLength: number;
  skipEmpty: boolean;
  log: Logger;
  jitterMs?: number;
}

/** Posts a date's digest to its channel, exactly once; one log line per run. */
export class DigestPoster {
  constructor(private readonly opts: DigestPosterOptions) {}

  async post(date: IsoDate, signal?: AbortSignal): Promise<PostOutcome> {
    const { digest, channel, log, skipEmpty, maxMessageLength } = this.opts;
    const started = performance.now();
    const { result, calls } = await withCallCount(async () => {
      const parts = await digest.compose(date, { skipEmpty, maxMessageLength }, signal);
      const outcome = await postOnce(channel, date, parts, { log, jitterMs: this.opts.jitterMs ?? 0, signal });
      return { parts: parts.length, outcome };
    }).catch((error: unknown) => {
      metrics.digestRuns.inc({ outcome: 'failed' });
      throw error;
    });
    metrics.digestRuns.inc({ outcome: result.outcome });
    log.info({ date, ...result, ms: Math.round(performance.now() - started), directoryCalls: calls }, 'digest');
    return result.outcome;
  }
}
