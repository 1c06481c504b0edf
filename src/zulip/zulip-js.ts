import { createRequire, Module } from 'node:module';
import { dirname, join } from 'node:path';
import type zulipInit from 'zulip-js';

/**
 * zulip-js 2.1.0 sends every request through one module of its own,
 * `lib/helper.js`, which exports the `fetch` and the `FormData` it uses (looked
 * up at each call). Loaded as it is, that module requires isomorphic-form-data,
 * which replaces Node's global FormData with the `form-data` package, and
 * isomorphic-fetch (node-fetch 2), with no User-Agent, no timeout and no body
 * limit.
 *
 * So frontdesk gives zulip-js that module itself: before zulip-js is first
 * loaded, its helper's entry in the CommonJS module cache is filled with
 * frontdesk's own `{ fetch, FormData }`. zulip-js then never loads
 * isomorphic-form-data or isomorphic-fetch, and no global is written. Done once
 * per process, with the settings below, by whoever first needs zulip-js (the
 * Zulip setup, src/zulip/setup.ts, through ZulipApi.connect).
 */
export interface ZulipJsHttp {
  userAgent: string;
  /** Every zulip-js request gives up after this long (a client may give up sooner: ZulipApi's requestTimeoutMs). */
  timeoutMs: number;
  /** A larger answer is a failed exchange (node-fetch's `size`), not a full heap. */
  maxBodyBytes: number;
}

type NodeFetchInit = { headers?: Record<string, string>; signal?: AbortSignal } & Record<string, unknown>;
type NodeFetch = (url: string, init?: NodeFetchInit) => Promise<unknown>;
type ZulipJs = typeof zulipInit;

const require = createRequire(import.meta.url);
let loaded: { zulip: ZulipJs; http: ZulipJsHttp } | undefined;

/**
 * zulip-js with frontdesk's HTTP. The module cache is one per process, so is
 * zulip-js: a second call with other settings is a bug, and throws.
 */
export function loadZulipJs(http: ZulipJsHttp): ZulipJs {
  if (loaded) {
    const same = loaded.http.userAgent === http.userAgent && loaded.http.timeoutMs === http.timeoutMs && loaded.http.maxBodyBytes === http.maxBodyBytes;
    if (!same) throw new Error('zulip-js is loaded once per process, with one set of HTTP settings; it was asked for another');
    return loaded.zulip;
  }
  const helperPath = join(dirname(require.resolve('zulip-js')), 'helper.js');
  const helper = { fetch: fetchFor(http), FormData: URLSearchParams };
  if (require.cache[helperPath]) {
    // Someone loaded zulip-js before us (a test of zulip-js itself): use its helper module, with our two parts.
    Object.assign(require.cache[helperPath].exports as object, helper);
  } else {
    const module = new Module(helperPath);
    Object.assign(module, { filename: helperPath, loaded: true, exports: helper });
    require.cache[helperPath] = module;
  }
  loaded = { zulip: require('zulip-js') as ZulipJs, http };
  return loaded.zulip;
}

/**
 * node-fetch 2 (zulip-js's own, through isomorphic-fetch's dependency) with a
 * User-Agent, a timeout (an AbortSignal node-fetch honours) and a body limit.
 * POST bodies: zulip-js builds them with `new FormData()` and `append`; given
 * URLSearchParams (same `append`), they go out urlencoded in one write, the
 * content type Zulip's API description gives for these endpoints.
 */
function fetchFor(http: ZulipJsHttp): NodeFetch {
  const fromZulipJs = createRequire(require.resolve('zulip-js'));
  const nodeFetch = createRequire(fromZulipJs.resolve('isomorphic-fetch'))('node-fetch') as NodeFetch;
  return (url, init = {}) =>
    nodeFetch(url, {
      ...init,
      headers: { ...init.headers, 'User-Agent': http.userAgent },
      signal: init.signal ?? AbortSignal.timeout(http.timeoutMs),
      size: http.maxBodyBytes,
    });
}
