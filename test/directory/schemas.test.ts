import { describe, expect, it } from 'vitest';
import { profileShape, visitShape } from '../../src/directory/schemas.js';
import type { Shape } from '../../src/util/tolerant/shape.js';

/** The decoded record, or a test failure naming why it was skipped. */
function decode<T>(shape: Shape<T>, raw: unknown): T {
  const decoded = shape.decode(raw);
  if (!decoded.ok) throw new Error(`${shape.name} skipped: ${decoded.field} was ${decoded.problem}`);
  return decoded.value;
}
import { clientFor, testSandbox } from '../support/sandbox.js';

const minimalVisit = { person: { id: 7, name: 'Edie Larkspurr' }, date: '2026-11-20', created_at: '2026-11-20T09:00:00-05:00', updated_at: '2026-11-20T09:05:00-05:00' };
const minimalProfile = {
  id: 7,
  first_name: 'Edie',
  last_name: 'Larkspurr',
  name: 'Edie Larkspurr',
  name_hl: 'Edie Larkspurr',
  email: 'edie@example.org',
  slug: '7-edie',
  image_path: '',
  stints: [],
};

describe('directory schemas', () => {
  it('fills defaults for absent optional visit fields', () => {
    expect(visitShape.decode(minimalVisit)).toEqual({
      ok: true,
      value: {
        ...minimalVisit,
        app_data: null,
        notes: '',
        created_by_app: null,
        updated_by_app: null,
      },
    });
  });

  it('accepts null where the spec says optional, and unknown fields', () => {
    const visit = decode(visitShape, { ...minimalVisit, notes: null, app_data: null, created_by_app: null, brand_new: 1 });
    expect(visit).toMatchObject({ notes: '', created_by_app: null });
    expect('brand_new' in visit).toBe(false);
    const profile = decode(profileShape, {
      ...minimalProfile,
      zulip_id: null,
      github: null,
      current_location: null,
      company: undefined,
      future_field: { nested: true },
      stints: [{ type: 'retreat', batch: null, start_date: '2026-09-01', end_date: null, in_progress: true, for_half_batch: false, extra: 1 }],
    });
    expect(profile.zulip_id).toBeNull();
    expect(profile.company).toBeNull();
    expect(profile.stints[0]!.type).toBe('retreat');
  });

  it('reads the stint kind from the spec\'s stint_type as well as production\'s type', () => {
    const profile = decode(profileShape, { ...minimalProfile, stints: [{ stint_type: 'residency', start_date: '2026-01-01' }] });
    expect(profile.stints[0]!.type).toBe('residency');
  });

  it('rejects a profile without an id or without any name, and a visit with a bad date', () => {
    const { id: _id, ...noId } = minimalProfile;
    expect(profileShape.decode(noId)).toEqual({ ok: false, field: 'id', problem: 'nothing' });
    expect(profileShape.decode({ ...minimalProfile, name: null, first_name: '', last_name: null })).toEqual({ ok: false, field: 'first_name', problem: 'an empty text' });
    expect(profileShape.decode({ ...minimalProfile, name: undefined }).ok).toBe(true);
    expect(visitShape.decode({ ...minimalVisit, date: 'tomorrow' })).toEqual({ ok: false, field: 'date', problem: 'a text that is not a date' });
  });

  it('parses a response with an extra unknown field end to end', async () => {
    const sandbox = await testSandbox();
    sandbox.injectFault({ status: 200, body: JSON.stringify([{ ...minimalVisit, mood: 'sunny', notes: 'hi' }]) });
    const { client } = clientFor(sandbox);
    const [visit] = await client.listHubVisits();
    expect(visit).toMatchObject({ person: { id: 7 }, notes: 'hi' });
  });
});
