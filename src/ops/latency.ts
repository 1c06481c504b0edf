/** The durations of the last `size` exchanges with a server, for the `status` command's p50/p95. */
export class RecentLatency {
  readonly #ms: number[] = [];

  constructor(private readonly size = 200) {}

  record(ms: number): void {
    this.#ms.push(ms);
    if (this.#ms.length > this.size) this.#ms.shift();
  }

  /** Nearest-rank percentiles of what was recorded; undefined before the first exchange. */
  summary(): { p50: number; p95: number; count: number } | undefined {
    if (this.#ms.length === 0) return undefined;
    const sorted = [...this.#ms].sort((a, b) => a - b);
    const rank = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
    return { p50: rank(50), p95: rank(95), count: sorted.length };
  }
}
