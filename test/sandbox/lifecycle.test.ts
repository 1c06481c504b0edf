import { describe, expect, it } from 'vitest';
import { call } from '../support/http.js';
import { testSandbox, TEST_TOKEN } from '../support/sandbox.js';

// The visit lifecycle table of directory-api-spec.md, row by row.
describe('sandbox: hub visit lifecycle', () => {
  async function setup(quirks?: 'spec' | 'production') {
    const sandbox = await testSandbox({ quirks });
    const id = sandbox.store.profiles()[0]!.id;
    const path = `/api/v1/hub_visits/${id}/2026-12-01`;
    const api = (method: string, p: string, opts: Parameters<typeof call>[3] = {}) => call(sandbox.url, method, p, { token: TEST_TOKEN, ...opts });
    return { sandbox, id, path, api };
  }

  it('no record + PATCH: the record is created and returned', async () => {
    const { api, path, id } = await setup();
    const res = await api('PATCH', path, { form: { notes: 'hello' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ person: { id }, date: '2026-12-01', notes: 'hello', app_data: {} });
    expect((await api('GET', path)).status).toBe(200);
  });

  it('record + PATCH: only the supplied fields change', async () => {
    const { api, path } = await setup();
    await api('PATCH', path, { form: { notes: 'keep me', app_data: '{"a":1}' } });
    const onlyAppData = await api('PATCH', path, { form: { app_data: '{"b":2}' } });
    expect(onlyAppData.body).toMatchObject({ notes: 'keep me', app_data: { b: 2 } });
    const onlyNotes = await api('PATCH', path, { form: { notes: 'new' } });
    expect(onlyNotes.body).toMatchObject({ notes: 'new', app_data: { b: 2 } });
    const nothing = await api('PATCH', path);
    expect(nothing.body).toMatchObject({ notes: 'new', app_data: { b: 2 } });
  });

  it('accepts JSON bodies too, as production does', async () => {
    const { api, path } = await setup();
    const res = await api('PATCH', path, { json: { notes: 'json body', app_data: { x: [1, 2] } } });
    expect(res.body).toMatchObject({ notes: 'json body', app_data: { x: [1, 2] } });
  });

  it('record + PATCH notes: notes are replaced entirely (and cleared by "")', async () => {
    const { api, path } = await setup();
    await api('PATCH', path, { form: { notes: 'one', app_data: '{"keep":true}' } });
    const replaced = await api('PATCH', `${path}/notes`, { form: { notes: 'two' } });
    expect(replaced.body).toMatchObject({ notes: 'two', app_data: { keep: true } });
    const cleared = await api('PATCH', `${path}/notes`, { form: { notes: '' } });
    expect(cleared.body).toMatchObject({ notes: '' });
  });

  it('no record + PATCH notes: not found', async () => {
    const { api, path } = await setup();
    const res = await api('PATCH', `${path}/notes`, { form: { notes: 'x' } });
    expect(res).toMatchObject({ status: 404, body: { message: 'not_found' } });
  });

  it('record + DELETE: no record, no content', async () => {
    const { api, path } = await setup();
    await api('PATCH', path);
    const res = await api('DELETE', path);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await api('GET', path)).status).toBe(404);
  });

  it('no record + DELETE: not found (spec), 200 with no content (production quirks)', async () => {
    const spec = await setup();
    expect(await spec.api('DELETE', spec.path)).toMatchObject({ status: 404, body: { message: 'not_found' } });
    const production = await setup('production');
    const res = await production.api('DELETE', production.path);
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
  });

  it('production quirks: PATCH appends notes after a blank line and merges app_data', async () => {
    const { api, path } = await setup('production');
    await api('PATCH', path, { form: { notes: 'morning', app_data: '{"a":1}' } });
    const res = await api('PATCH', path, { form: { notes: 'afternoon', app_data: '{"b":2}' } });
    expect(res.body).toMatchObject({ notes: 'morning\n\nafternoon', app_data: { a: 1, b: 2 } });
  });

  it('stamps created_at / updated_at in hub time with an offset', async () => {
    const { api, path } = await setup();
    const res = await api('PATCH', path);
    // TEST_NOW is 15:00Z = 10:00 in New York (EST, -05:00).
    expect(res.body).toMatchObject({ created_at: '2026-11-20T10:00:00-05:00', updated_at: '2026-11-20T10:00:00-05:00' });
  });
});
