import type { Sleep } from '../util/sleep.js';
import type { KeyValueStore } from './store.js';

/**
 * "Do this once": which of `ids` this process may act on under `key` (today's
 * arrival alerts, tomorrow's reminders), once across restarts, and once when
 * two processes run by mistake. Bot storage has no compare-and-set, so a
 * claim is written, left to settle, and read back: the value names each id
 * with the process that claimed it ("12:a1b2,40:a1b2,7:c3d4"), and a process
 * acts only on the ids still its own. Two processes claiming the same id at
 * the same moment: the later write wins it. An id whose claim another write
 * wiped out belongs to nobody, and is offered again (`lost`). A crash between
 * claim and action loses that action: at most once, never twice.
 */
export interface ClaimOptions {
  /** This process's name in claims (random per process, no ":" or ","). */
  instance: string;
  /** How long a claim settles before it is read back (default 2 s; tests: fake time). */
  settleMs?: number;
  sleep: Sleep;
  signal?: AbortSignal | undefined;
}

export interface Claimed {
  /** This process's to act on. */
  mine: number[];
  /** Claimed by nobody after all: try again later. */
  lost: number[];
}

/** Claims as stored: id -> the process that claimed it. */
export function readClaims(value: string | undefined): Map<number, string> {
  const claims = new Map<number, string>();
  for (const part of (value ?? '').split(',')) {
    const [id, by = ''] = part.split(':');
    const n = Number(id);
    if (id !== '' && Number.isInteger(n) && n >= 0) claims.set(n, by);
  }
  return claims;
}

export const writeClaims = (claims: ReadonlyMap<number, string>): string => [...claims].map(([id, by]) => `${id}:${by}`).join(',');

export async function claimOnce(store: KeyValueStore, key: string, ids: readonly number[], options: ClaimOptions): Promise<Claimed> {
  const before = readClaims((await store.get([key], { fresh: true })).get(key));
  const wanted = [...new Set(ids)].filter((id) => !before.has(id));
  if (wanted.length === 0) return { mine: [], lost: [] };
  for (const id of wanted) before.set(id, options.instance);
  await store.put({ [key]: writeClaims(before) });
  await options.sleep(options.settleMs ?? 2_000, options.signal);
  const after = readClaims((await store.get([key], { fresh: true })).get(key));
  return { mine: wanted.filter((id) => after.get(id) === options.instance), lost: wanted.filter((id) => !after.has(id)) };
}

/** Takes `id` out of every claim under `prefix` (forget me): no value names the member any more. */
export async function unclaim(store: KeyValueStore, prefix: string, id: number): Promise<void> {
  const changed: Record<string, string> = {};
  for (const key of store.keys(prefix)) {
    const claims = readClaims(store.peek(key));
    if (claims.delete(id)) changed[key] = writeClaims(claims);
  }
  await store.put(changed);
}
