/** An answer larger than we will hold in memory: a failed exchange, never a crash. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  readonly code = 'EBODYTOOLARGE';
  constructor(readonly limitBytes: number) {
    super(`response body over ${Math.round(limitBytes / 1024)} KiB; not read`);
  }
}
