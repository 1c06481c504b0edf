import type { CancelableRequest, Response } from 'got';

/** An answer larger than we will hold in memory: a failed exchange, never a crash. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  readonly code = 'EBODYTOOLARGE';
  constructor(readonly limitBytes: number) {
    super(`response body over ${Math.round(limitBytes / 1024)} KiB; not read`);
  }
}

/**
 * got buffers a whole body before handing it over, and has no size limit: one
 * 50 MB answer (a broken proxy, a server bug) would take the worker past its
 * heap cap. This cancels the download as soon as the announced or received size
 * passes `maxBytes`, and rejects with BodyTooLargeError.
 */
export async function withBodyCap<T>(request: CancelableRequest<Response<T>>, maxBytes: number): Promise<Response<T>> {
  let tooLarge = false;
  void request.on('downloadProgress', (progress: { transferred: number; total?: number }) => {
    if (tooLarge) return;
    if (progress.transferred > maxBytes || (progress.total ?? 0) > maxBytes) {
      tooLarge = true;
      request.cancel();
    }
  });
  try {
    return await request;
  } catch (error) {
    if (tooLarge) throw new BodyTooLargeError(maxBytes);
    throw error;
  }
}
