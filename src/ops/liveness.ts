import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/** What `/livez` answers: alive or not, and the event loop's delays it judged by. */
export interface LivenessReport {
  live: boolean;
  detail: string;
  /** Over the last window: mean and max delay of the event loop, in ms. */
  meanDelayMs: number;
  maxDelayMs: number;
}

/** The event loop's delays over a window, in ms (a stand-in in tests). */
export interface DelaySampler {
  /** Mean and max since the last `reset`. */
  read(): { meanMs: number; maxMs: number; samples: number };
  reset(): void;
  stop(): void;
}

/** Node's own sampler: a timer every 20 ms whose lateness is the loop's delay. */
export function eventLoopSampler(): DelaySampler {
  const histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  return {
    read: () => ({ meanMs: histogram.count ? histogram.mean / 1e6 : 0, maxMs: histogram.count ? histogram.max / 1e6 : 0, samples: histogram.count }),
    reset: () => histogram.reset(),
    stop: () => histogram.disable(),
  };
}

/**
 * Liveness (`/livez`): the process answers and its event loop is not stuck. It
 * says nothing of Zulip or the directory (an outage is waited out, not cured by
 * a restart: that is readiness). Judged on the last full window (10 s) of the
 * loop's delays: dead when the mean delay exceeds `maxMeanDelayMs` (the loop
 * is saturated: a busy loop, a runaway synchronous task), not on one long
 * pause, which the bot has survived by the time anyone asks.
 */
export class Liveness {
  readonly #sampler: DelaySampler;
  readonly #timer: NodeJS.Timeout;
  #lastWindow: { meanMs: number; maxMs: number } = { meanMs: 0, maxMs: 0 };

  constructor(
    private readonly options: { maxMeanDelayMs?: number; windowMs?: number; sampler?: DelaySampler } = {},
  ) {
    this.#sampler = options.sampler ?? eventLoopSampler();
    this.#timer = setInterval(() => this.#roll(), options.windowMs ?? 10_000);
    this.#timer.unref();
  }

  report(): LivenessReport {
    const current = this.#sampler.read();
    // The window just closed, unless the current one already has more to say (a loop stuck since).
    const window = current.samples > 0 && current.meanMs > this.#lastWindow.meanMs ? current : this.#lastWindow;
    const limit = this.options.maxMeanDelayMs ?? 1_000;
    const live = window.meanMs <= limit;
    const delays = `event loop delay: mean ${window.meanMs.toFixed(1)} ms, max ${window.maxMs.toFixed(1)} ms`;
    return { live, detail: live ? delays : `${delays}: the loop is saturated (mean above ${limit} ms)`, meanDelayMs: window.meanMs, maxDelayMs: window.maxMs };
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#sampler.stop();
  }

  #roll(): void {
    const { meanMs, maxMs } = this.#sampler.read();
    this.#lastWindow = { meanMs, maxMs };
    this.#sampler.reset();
  }
}
