import { createRequire } from 'node:module';
import type zulipInit from 'zulip-js';

/**
 * Loading zulip-js, with two quirks contained here:
 * - its dependency isomorphic-form-data replaces Node's global FormData with
 *   the `form-data` package on load; we put Node's back for everyone else;
 * - it sets no User-Agent and no timeout. Its requests all go through the
 *   `fetch` property of its helper module, looked up at call time, so we wrap
 *   that once to add our User-Agent and a timeout (an AbortSignal node-fetch honours);
 * - it builds every POST body with `new helper.FormData()` and `append`, which
 *   node-fetch streams as multipart in several socket writes. URLSearchParams
 *   has the same `append` and goes out urlencoded in one write, the content
 *   type Zulip's API description gives for these endpoints.
 */
type NodeFetchInit = { headers?: Record<string, string>; signal?: AbortSignal } & Record<string, unknown>;
type NodeFetch = ((url: string, init?: NodeFetchInit) => Promise<unknown>) & { frontdesk?: true };

const require = createRequire(import.meta.url);
const nodeFormData = globalThis.FormData;
export const zulip = require('zulip-js') as typeof zulipInit;
const helper = require('zulip-js/lib/helper.js') as { fetch: NodeFetch; FormData: unknown };
globalThis.FormData = nodeFormData;
helper.FormData = URLSearchParams;

const settings = { userAgent: 'frontdesk', timeoutMs: 30_000, maxBodyBytes: 8 * 1024 * 1024 };

if (!helper.fetch.frontdesk) {
  const original = helper.fetch;
  const wrapped: NodeFetch = (url, init = {}) =>
    original(url, {
      ...init,
      headers: { ...init.headers, 'User-Agent': settings.userAgent },
      signal: init.signal ?? AbortSignal.timeout(settings.timeoutMs),
      // node-fetch's own body limit: a larger answer rejects (type 'max-size') instead of filling the heap.
      size: settings.maxBodyBytes,
    });
  wrapped.frontdesk = true;
  helper.fetch = wrapped;
}

/** Sets the User-Agent and per-request timeout of every zulip-js call in this process. */
export function configureZulipJs(options: { userAgent?: string; timeoutMs?: number; maxBodyBytes?: number }): void {
  if (options.userAgent) settings.userAgent = options.userAgent;
  if (options.maxBodyBytes) settings.maxBodyBytes = options.maxBodyBytes;
  if (options.timeoutMs) settings.timeoutMs = options.timeoutMs;
}
