/** The store refused a write: it would pass the size limit. Nothing of that write was stored. */
export class StoreFullError extends Error {
  override name = 'StoreFullError';
  constructor(
    /** Characters the store would hold after the write. */
    readonly wanted: number,
    readonly limit: number,
    options?: ErrorOptions,
  ) {
    super(`the write needs ${wanted} characters of storage; the limit is ${limit}`, options);
  }
}

/**
 * What a failed request did to the store: `none` (it certainly never took effect: a 429, a
 * connection refused), `failed` (the server answered with an error; a read-back tells whether
 * it wrote anyway), `unknown` (no answer came: a timeout, a connection cut; the server may have
 * applied it, or may still).
 */
export type StoreErrorOutcome = 'none' | 'failed' | 'unknown';

/** The store could not be read or written (network, server error): the caller's change did not happen, or is unknown. */
export class StoreError extends Error {
  override name = 'StoreError';
  readonly outcome: StoreErrorOutcome;
  constructor(message: string, options?: ErrorOptions & { outcome?: StoreErrorOutcome }) {
    super(message, options);
    this.outcome = options?.outcome ?? 'failed';
  }
}

/**
 * A write whose answer never came, and a read-back did not show it applied: it may
 * still land. Saying "nothing changed" would be a guess; the member is told so.
 */
export class StoreUncertainError extends StoreError {
  override name = 'StoreUncertainError';
}

/**
 * The server answered the request with an error of its own (Zulip's
 * `{"result": "error", "msg": …}`), word for word: "Key does not exist.", or
 * "Request exceeds storage limit by N characters. The limit is L characters."
 */
export class StoreRefusedError extends StoreError {
  override name = 'StoreRefusedError';
  constructor(readonly msg: string, options?: ErrorOptions) {
    super(`the store refused the request: ${msg}`, { ...options, outcome: 'none' });
  }
}
