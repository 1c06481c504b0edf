import { withCallCount } from '../bot/call-count.js';
import type { BotSettings, Deps, DigestPreviewer } from '../commands/context.js';
import type { Logger } from '../log.js';
import type { IsoDate } from '../time/hub-date.js';
import { composeDigest } from './compose.js';
import { DigestGatherer } from './gather.js';
import { postOnce, type DigestChannel, type PostOutcome } from './once.js';

export interface DigestServiceOptions {
  deps: Pick<Deps, 'directory' | 'members'>;
  settings: Pick<BotSettings, 'maxMessageLength'>;
  skipEmpty: boolean;
  log: Logger;
  jitterMs?: number;
}

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
      const outcome = await postOnce(channel, date, parts, { log, jitterMs: this.opts.jitterMs ?? 0, signal });
      return { parts: parts.length, outcome };
    });
    log.info({ date, ...result, ms: Math.round(performance.now() - started), directoryCalls: calls }, 'digest');
    return result.outcome;
  }
}
