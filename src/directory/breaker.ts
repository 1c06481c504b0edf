/**
 * A circuit breaker for the directory: after `threshold` consecutive failures
 * that cost a timeout (or a 5xx), requests fail fast for `cooldownMs` instead
 * of each member waiting out the same dead server; then one request is let
 * through to test it (half-open): an answer closes the circuit, another failure
 * opens it again.
 */
export class CircuitBreaker {
  #failures = 0;
  #openUntil = 0;
  #probing = false;

  constructor(
    private readonly threshold = 5,
    private readonly cooldownMs = 30_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Milliseconds left before a request may go out, or 0 when it may (the probe included). */
  blockedFor(): number {
    if (this.#failures < this.threshold) return 0;
    const left = this.#openUntil - this.now();
    if (left > 0) return left;
    if (this.#probing) return this.cooldownMs; // one probe at a time
    this.#probing = true;
    return 0;
  }

  /** The outcome of a request that went out. */
  record(ok: boolean): void {
    this.#probing = false;
    if (ok) {
      this.#failures = 0;
      return;
    }
    this.#failures += 1;
    if (this.#failures >= this.threshold) this.#openUntil = this.now() + this.cooldownMs;
  }

  get open(): boolean {
    return this.#failures >= this.threshold && this.#openUntil > this.now();
  }
}
