import { neverSent } from '../util/never-sent.js';
import { ExchangeTimeoutError, HttpExchange } from '../util/http-exchange.js';
import { ZULIP_MAX_BODY_BYTES } from './limits.js';
import { StoreError, StoreRefusedError } from '../store/errors.js';
import type { BotStorageWire } from '../store/zulip-store.js';
import { USER_AGENT } from '../version.js';
import type { ZulipApi } from './api.js';

/**
 * Zulip's bot storage over HTTP (PUT/GET/DELETE /api/v1/bot_storage, one
 * request budget and keep-alive connections with every other call), with
 * errors of the store's own (StoreError says whether a write may have been
 * applied). A stored value may be far longer than a URL can be, so PUT sends
 * a form body. Parameters are
 * JSON-encoded (`storage` an object of strings, `keys` a list of strings);
 * Zulip reads them from the body or the query alike.
 */
export class ZulipBotStorage implements BotStorageWire {
  /** The API's keep-alive connections when it has them (a stand-in API may not). */
  readonly #http: HttpExchange;

  constructor(
    private readonly api: Pick<ZulipApi, 'credentials' | 'budget' | 'timed'> & Partial<Pick<ZulipApi, 'exchange'>>,
    private readonly timeoutMs = 15_000,
  ) {
    this.#http = api.exchange ?? new HttpExchange();
  }

  async get(keys?: readonly string[]): Promise<Record<string, string>> {
    const body = await this.#call('GET', keys === undefined ? {} : { keys: JSON.stringify(keys) });
    const storage = body.storage;
    if (!storage || typeof storage !== 'object' || Array.isArray(storage)) throw new StoreError('GET /bot_storage: a success without a storage object');
    // Tolerant: a value that is not a string is left out (and can be written again).
    return Object.fromEntries(Object.entries(storage as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'));
  }

  async put(storage: Readonly<Record<string, string>>): Promise<void> {
    await this.#call('PUT', { storage: JSON.stringify(storage) });
  }

  async remove(keys: readonly string[]): Promise<void> {
    // An empty list would mean every key to Zulip: never sent.
    if (keys.length === 0) return;
    await this.#call('DELETE', { keys: JSON.stringify(keys) });
  }

  async #call(method: 'GET' | 'PUT' | 'DELETE', params: Record<string, string>): Promise<Record<string, unknown>> {
    const endpoint = `${method} /bot_storage`;
    // A closed budget means shutdown: the last writes (the handoff note) go at once rather than fail.
    if (!this.api.budget?.closed) await this.api.budget?.acquire();
    return this.api.timed(endpoint, async () => {
      const { site, email, apiKey } = this.api.credentials;
      let res;
      try {
        // Not retried here: the store's callers decide (a write's outcome is unknown after a timeout).
        res = await this.#http.send({
          method,
          url: `${site}/api/v1/bot_storage`,
          ...(method === 'PUT' ? { form: params } : { query: params }),
          headers: { authorization: `Basic ${Buffer.from(`${email}:${apiKey}`).toString('base64')}`, 'user-agent': USER_AGENT },
          timeoutMs: this.timeoutMs,
          maxBodyBytes: ZULIP_MAX_BODY_BYTES,
        });
      } catch (error) {
        // A read changes nothing; a write that never connected (refused, or timed out before the
        // connection was up) was never applied; any other failure (a timeout while waiting for the
        // answer, a connection cut mid-way) leaves its outcome unknown: the server may have applied it.
        const code = (error as { code?: unknown }).code;
        const unsent = neverSent(code) || (error instanceof ExchangeTimeoutError && error.phase !== 'response');
        const outcome = method === 'GET' || unsent ? 'none' : 'unknown';
        throw new StoreError(`${endpoint}: ${(error as Error).message}`, { cause: error, outcome });
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(res.body) as Record<string, unknown>;
      } catch {
        throw new StoreError(`${endpoint}: HTTP ${res.status}, not JSON`);
      }
      if (body.result === 'success') return body;
      const msg = typeof body.msg === 'string' ? body.msg : `HTTP ${res.status}`;
      // 429 and 5xx are the server's trouble, not a refusal of this request. A 429 was never applied.
      if (res.status === 429 || res.status >= 500) {
        throw Object.assign(new StoreError(`${endpoint}: ${msg}`, { outcome: res.status === 429 ? 'none' : 'failed' }), { code: body.code });
      }
      throw new StoreRefusedError(msg);
    });
  }
}
