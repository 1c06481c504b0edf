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

/** The store could not be read or written (network, server error): the caller's change did not happen, or is unknown. */
export class StoreError extends Error {
  override name = 'StoreError';
}

/**
 * The server answered the request with an error of its own (Zulip's
 * `{"result": "error", "msg": …}`), word for word: "Key does not exist.", or
 * "Request exceeds storage limit by N characters. The limit is L characters."
 */
export class StoreRefusedError extends StoreError {
  override name = 'StoreRefusedError';
  constructor(readonly msg: string, options?: ErrorOptions) {
    super(`the store refused the request: ${msg}`, options);
  }
}
