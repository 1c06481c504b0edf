import { describe, expect, it } from 'vitest';
import { BOT_STORAGE_LIMIT } from '../support/fake-zulip/api-storage.js';
import { ALICE, api, BOT, startFake } from './helpers.js';

// The fake's bot storage answers as Zulip's zerver/views/storage.py does (checked against zerver/lib/bot_storage.py).
describe('fake Zulip: bot storage', () => {
  it('stores string values per user; GET with keys, and without (every key)', async () => {
    const fake = await startFake();
    expect((await api(fake, BOT, 'PUT', '/bot_storage', { storage: { a: '1', b: 'two' } })).body).toEqual({ result: 'success', msg: '' });
    expect((await api(fake, BOT, 'GET', '/bot_storage', { keys: ['b'] })).body.storage).toEqual({ b: 'two' });
    expect((await api(fake, BOT, 'GET', '/bot_storage')).body.storage).toEqual({ a: '1', b: 'two' });
    // An empty list is "every key" too (Python's `keys or all keys`).
    expect((await api(fake, BOT, 'GET', '/bot_storage', { keys: [] })).body.storage).toEqual({ a: '1', b: 'two' });
    // Another user's storage is their own.
    expect((await api(fake, ALICE, 'GET', '/bot_storage')).body.storage).toEqual({});
  });

  it('a missing key fails the whole GET and the whole DELETE with "Key does not exist."', async () => {
    const fake = await startFake();
    await api(fake, BOT, 'PUT', '/bot_storage', { storage: { a: '1' } });
    for (const method of ['GET', 'DELETE']) {
      const reply = await api(fake, BOT, method, '/bot_storage', { keys: ['a', 'nope'] });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ result: 'error', msg: 'Key does not exist.', code: 'BAD_REQUEST' });
    }
    expect((await api(fake, BOT, 'GET', '/bot_storage', { keys: ['a'] })).body.storage).toEqual({ a: '1' });
    // A key named twice in a DELETE counts as missing, as Zulip compares rows found with keys named.
    expect((await api(fake, BOT, 'DELETE', '/bot_storage', { keys: ['a', 'a'] })).body.msg).toBe('Key does not exist.');
  });

  it('DELETE without keys, or with an empty list, deletes everything', async () => {
    const fake = await startFake();
    await api(fake, BOT, 'PUT', '/bot_storage', { storage: { a: '1', b: '2' } });
    await api(fake, BOT, 'DELETE', '/bot_storage', { keys: [] });
    expect((await api(fake, BOT, 'GET', '/bot_storage')).body.storage).toEqual({});
  });

  it('refuses values that are not strings, and malformed parameters, as typed_endpoint words it', async () => {
    const fake = await startFake();
    expect((await api(fake, BOT, 'PUT', '/bot_storage', { storage: { a: 1 } })).body.msg).toBe('storage["a"] is not a string');
    expect((await api(fake, BOT, 'PUT', '/bot_storage', {})).body).toMatchObject({ code: 'REQUEST_VARIABLE_MISSING', msg: "Missing 'storage' argument" });
    expect((await api(fake, BOT, 'PUT', '/bot_storage', { storage: ['a'] })).body.msg).toBe('storage is not a dict');
    expect((await api(fake, BOT, 'GET', '/bot_storage', { keys: 'a' })).body.msg).toBe('keys is not valid JSON');
    expect((await api(fake, BOT, 'GET', '/bot_storage', { keys: [1] })).body.msg).toBe('keys[0] is not a string');
  });

  it('refuses a write past the size limit whole, counting code points of keys and values', async () => {
    const fake = await startFake();
    const chunk = 'x'.repeat(2_500_000);
    for (const key of ['k1', 'k2', 'k3']) expect((await api(fake, BOT, 'PUT', '/bot_storage', { storage: { [key]: chunk } })).body.result).toBe('success');
    const used = 3 * (2 + chunk.length);
    const room = BOT_STORAGE_LIMIT - used;
    // Two entries, together one character past the limit: neither is stored. An emoji is one character, as Zulip counts.
    const past = await api(fake, BOT, 'PUT', '/bot_storage', { storage: { k4: 'y'.repeat(room - 5), k5: '🙂🙂' } });
    expect(past.status).toBe(400);
    expect(past.body.msg).toBe(`Request exceeds storage limit by 1 characters. The limit is ${BOT_STORAGE_LIMIT} characters.`);
    expect(Object.keys((await api(fake, BOT, 'GET', '/bot_storage')).body.storage as object)).toEqual(['k1', 'k2', 'k3']);
    // Exactly at the limit is allowed; replacing a value counts only the difference.
    expect((await api(fake, BOT, 'PUT', '/bot_storage', { storage: { k4: 'y'.repeat(room - 5), k5: '🙂' } })).body.result).toBe('success');
    expect((await api(fake, BOT, 'PUT', '/bot_storage', { storage: { k5: '' } })).body.result).toBe('success');
  }, 60_000);
});
