import { badRequest, success, type Answer } from './answers.js';
import type { Ctx } from './context.js';

/** Zulip's USER_STATE_SIZE_LIMIT: keys and values of one bot together, in characters. */
const SIZE_LIMIT = 10_000_000;

function keysParam(ctx: Ctx): string[] | undefined {
  const raw = ctx.params.optional('keys');
  if (raw === undefined) return undefined;
  const parsed = JSON.parse(raw) as unknown;
  if (!Array.isArray(parsed) || !parsed.every((k) => typeof k === 'string')) throw new Error('keys is not a list of strings');
  return parsed;
}

/** GET /bot_storage: `{storage: {...}}`, all keys or the ones asked for; an unknown key is an error, as in Zulip. */
export function getStorage(ctx: Ctx): Answer {
  const store = ctx.state.botStorage(ctx.user.id);
  const keys = keysParam(ctx);
  if (!keys) return success({ storage: Object.fromEntries(store) });
  const missing = keys.find((k) => !store.has(k));
  if (missing !== undefined) return badRequest(`Key does not exist.`);
  return success({ storage: Object.fromEntries(keys.map((k) => [k, store.get(k)!])) });
}

/** PUT /bot_storage with `storage`, a JSON object of string values; refused whole past the size limit. */
export function putStorage(ctx: Ctx): Answer {
  const parsed = JSON.parse(ctx.params.required('storage')) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return badRequest('storage is not a dict');
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (!entries.every(([, v]) => typeof v === 'string')) return badRequest('Value type is str, expected str');
  const store = ctx.state.botStorage(ctx.user.id);
  const after = new Map(store);
  for (const [k, v] of entries) after.set(k, v as string);
  let size = 0;
  for (const [k, v] of after) size += k.length + v.length;
  if (size > SIZE_LIMIT) return badRequest(`Request exceeds storage limit by ${size - SIZE_LIMIT} characters. The limit is ${SIZE_LIMIT} characters.`);
  for (const [k, v] of entries) store.set(k, v as string);
  return success();
}

/** DELETE /bot_storage: the keys asked for (an unknown one is an error), or all. */
export function deleteStorage(ctx: Ctx): Answer {
  const store = ctx.state.botStorage(ctx.user.id);
  const keys = keysParam(ctx);
  if (!keys) {
    store.clear();
    return success();
  }
  if (keys.some((k) => !store.has(k))) return badRequest('Key does not exist.');
  for (const k of keys) store.delete(k);
  return success();
}
