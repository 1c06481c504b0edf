import { ApiFailure, badRequest, missingArgument, success, type Answer } from './answers.js';
import type { Ctx, Handler } from './context.js';
import type { FakeState } from './state.js';

/**
 * Bot storage as Zulip keeps it (zerver/views/storage.py, zerver/lib/bot_storage.py),
 * per user (the bot): string keys and values; `storage` and `keys` JSON-encoded
 * (body or query); GET and DELETE without `keys`, or with an empty list, mean
 * every key; one key that does not exist fails the whole request with
 * "Key does not exist." (a DELETE naming a key twice too, as Zulip counts the
 * rows it found); a write that would pass the size limit (10,000,000
 * characters, keys and values, counted as Python's len counts: code points) is
 * refused whole. The limit is a server setting (FakeZulipOptions.botStorageLimit).
 */
export const BOT_STORAGE_LIMIT = 10_000_000;

const stores = new WeakMap<FakeState, Map<number, Map<string, string>>>();

function storeOf({ state, user }: Ctx): Map<string, string> {
  let byUser = stores.get(state);
  if (!byUser) stores.set(state, (byUser = new Map<number, Map<string, string>>()));
  let store = byUser.get(user.id);
  if (!store) byUser.set(user.id, (store = new Map<string, string>()));
  return store;
}

/** Python's len: code points (a surrogate pair is one), counted without building an array of a 10-million-character string. */
const len = (text: string): number => text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);

/** Zulip's typed_endpoint messages for a Json[...] parameter. */
function jsonParam(ctx: Ctx, name: string): unknown {
  const raw = ctx.params.optional(name);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new ApiFailure(badRequest(`${name} is not valid JSON`));
  }
}

function keysParam(ctx: Ctx): string[] | undefined {
  const keys = jsonParam(ctx, 'keys');
  if (keys === undefined) return undefined;
  if (!Array.isArray(keys)) throw new ApiFailure(badRequest('keys is not a list'));
  keys.forEach((k, i) => {
    if (typeof k !== 'string') throw new ApiFailure(badRequest(`keys[${i}] is not a string`));
  });
  return keys as string[];
}

const missingKey = (): Answer => badRequest('Key does not exist.');

export const updateStorage: Handler = (ctx) => {
  if (ctx.params.optional('storage') === undefined) return missingArgument('storage');
  const storage = jsonParam(ctx, 'storage');
  if (typeof storage !== 'object' || storage === null || Array.isArray(storage)) return badRequest('storage is not a dict');
  const entries = Object.entries(storage as Record<string, unknown>);
  for (const [key, value] of entries) if (typeof value !== 'string') return badRequest(`storage[${JSON.stringify(key)}] is not a string`);
  const store = storeOf(ctx);
  let total = 0;
  for (const [key, value] of store) total += len(key) + len(value);
  let difference = 0;
  for (const [key, value] of entries as Array<[string, string]>) {
    const old = store.get(key);
    difference += len(key) + len(value) - (old === undefined ? 0 : len(key) + len(old));
  }
  const after = total + difference;
  const limit = ctx.state.botStorageLimit ?? BOT_STORAGE_LIMIT;
  if (after > limit) {
    return badRequest(`Request exceeds storage limit by ${after - limit} characters. The limit is ${limit} characters.`);
  }
  for (const [key, value] of entries as Array<[string, string]>) store.set(key, value);
  return success();
};

export const getStorage: Handler = (ctx) => {
  const store = storeOf(ctx);
  const keys = keysParam(ctx);
  const wanted = keys && keys.length > 0 ? keys : [...store.keys()];
  const found: Record<string, string> = {};
  for (const key of wanted) {
    const value = store.get(key);
    if (value === undefined) return missingKey();
    found[key] = value;
  }
  return success({ storage: found });
};

export const removeStorage: Handler = (ctx) => {
  const store = storeOf(ctx);
  const keys = keysParam(ctx);
  if (!keys || keys.length === 0) {
    store.clear();
    return success();
  }
  // Zulip compares the rows found with the keys named: a repeated key counts as missing.
  if (new Set(keys).size < keys.length || keys.some((k) => !store.has(k))) return missingKey();
  for (const key of keys) store.delete(key);
  return success();
};

export const BOT_STORAGE_ROUTES = [
  { method: 'PUT', pattern: /^\/bot_storage$/, handler: updateStorage },
  { method: 'GET', pattern: /^\/bot_storage$/, handler: getStorage },
  { method: 'DELETE', pattern: /^\/bot_storage$/, handler: removeStorage },
];
