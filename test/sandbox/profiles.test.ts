import { describe, expect, it } from 'vitest';
import { call } from '../support/http.js';
import { makeProfile, testSandbox, TEST_TOKEN } from '../support/sandbox.js';

type ApiProfile = Record<string, unknown> & { id: number; name: string };

describe('sandbox: profiles', () => {
  async function search(query: string, seed?: Parameters<typeof testSandbox>[0]) {
    const sandbox = await testSandbox(seed);
    const res = await call(sandbox.url, 'GET', `/api/v1/profiles${query}`, { token: TEST_TOKEN });
    expect(res.status).toBe(200);
    return { sandbox, hits: res.body as ApiProfile[] };
  }

  const texts = { bio: '', before_rc: '', during_rc: '', interests: '', employer_info: '', skills: '' };
  const people = [
    makeProfile(1, { first_name: 'Nadia', last_name: 'Orchardine', texts: { ...texts, bio: 'I love Zeppelins.' } }),
    makeProfile(2, { texts: { ...texts, before_rc: 'Taught zeppelin history.' } }),
    makeProfile(3, { texts: { ...texts, during_rc: 'Building a zeppelin simulator.' } }),
    makeProfile(4, { texts: { ...texts, interests: 'zeppelins, kites' } }),
    makeProfile(5, { texts: { ...texts, employer_info: 'Engineer at Zeppelin Works' } }),
    makeProfile(6, { github: 'zeppelinfan' }),
    makeProfile(7, { texts: { ...texts, skills: 'zeppelin repair' } }),
    makeProfile(8, { first_name: 'Zeppelin', last_name: 'Quarrington' }),
    makeProfile(9, { texts: { ...texts, bio: 'Nothing to see <here>.' } }),
  ];

  it('searches name, bio, before/during, interests, employer, GitHub and skills', async () => {
    const { hits } = await search('?query=zeppelin&limit=50', { data: { profiles: people, visits: [] } });
    // Name matches rank first, then by id.
    expect(hits.map((p) => p.id)).toEqual([8, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('fills *_match and *_hl (HTML-escaped, <span class="highlight">) for each text', async () => {
    const { hits } = await search('?query=zeppelin', { data: { profiles: people, visits: [] } });
    const byId = new Map(hits.map((p) => [p.id, p]));
    expect(byId.get(1)).toMatchObject({ bio_match: true, bio_hl: 'I love <span class="highlight">Zeppelin</span>s.', interests_match: false });
    expect(byId.get(4)).toMatchObject({ interests_match: true, bio_match: false });
    expect(byId.get(6)).toMatchObject({ github_match: true });
    expect(byId.get(8)!.name_hl).toBe('<span class="highlight">Zeppelin</span> Quarrington');
    const { hits: escaped } = await search('?query=see', { data: { profiles: people, visits: [] } });
    expect(escaped[0]!.bio_hl).toBe('Nothing to <span class="highlight">see</span> &#60;here&#62;.');
    expect(escaped[0]!.bio_rendered).toBe('<p>Nothing to see &#60;here&#62;.</p>');
  });

  it('needs every word of a multi-word query (a full name finds its person)', async () => {
    const { hits } = await search('?query=Nadia%20Orchardine', { data: { profiles: people, visits: [] } });
    expect(hits.map((p) => p.id)).toEqual([1]);
  });

  it('lists newest first on an empty query, 20 by default, at most 50, from offset', async () => {
    const { sandbox, hits } = await search('');
    expect(hits).toHaveLength(20);
    const get = async (q: string) => (await call(sandbox.url, 'GET', `/api/v1/profiles${q}`, { token: TEST_TOKEN })).body as ApiProfile[];
    expect(await get('?limit=500')).toHaveLength(50);
    const all = [...(await get('?limit=50')), ...(await get('?limit=50&offset=50'))];
    expect(new Set(all.map((p) => p.id)).size).toBe(sandbox.store.profiles().length);
    expect(all[0]!.id).toBeGreaterThan(all.at(-1)!.id);
  });

  it('filters by batch, location, role and scope', async () => {
    const { sandbox } = await search('');
    const get = async (q: string) => (await call(sandbox.url, 'GET', `/api/v1/profiles?limit=50${q}`, { token: TEST_TOKEN })).body as ApiProfile[];
    const store = sandbox.store.profiles();
    const inBatch = store.filter((p) => p.stints.some((s) => s.batch?.id === 104)).length;
    expect(await get('&batch_id=104')).toHaveLength(Math.min(50, inBatch));
    const atLocation = store.filter((p) => p.current_location?.id === 2).length;
    expect(await get('&location_id=2')).toHaveLength(atLocation);
    const residents = await get('&role=resident');
    expect(residents.length).toBeGreaterThan(0);
    expect(residents.every((p) => (p.stints as Array<{ type: string }>).some((s) => s.type === 'residency' || s.type === 'research_fellowship'))).toBe(true);
    const current = await get('&scope=current');
    expect(current.length).toBeGreaterThan(0);
    expect(current.every((p) => (p.stints as Array<{ in_progress: boolean }>).some((s) => s.in_progress))).toBe(true);
    expect((await get('&scope=overlap')).length).toBeGreaterThan(0);
  });

  it('answers by id, by email (case-insensitive, encoded or not) and me', async () => {
    const sandbox = await testSandbox({ data: { profiles: [makeProfile(1, { email: 'a+b@x.org' }), makeProfile(2)], visits: [] }, tokenOwner: 2 });
    const get = (p: string) => call(sandbox.url, 'GET', `/api/v1/profiles/${p}`, { token: TEST_TOKEN });
    expect(((await get('1')).body as ApiProfile).id).toBe(1);
    expect(((await get('a%2Bb%40x.org')).body as ApiProfile).id).toBe(1);
    expect(((await get('A%2BB@X.ORG')).body as ApiProfile).id).toBe(1);
    expect(((await get('me')).body as ApiProfile).id).toBe(2);
    expect((await get('c@x.org')).status).toBe(404);
  });

  it('sends every required field and the optional ones as values or null', async () => {
    const { hits } = await search('?limit=50');
    for (const p of hits) {
      for (const field of ['id', 'first_name', 'last_name', 'name', 'name_hl', 'email', 'slug', 'image_path', 'stints']) {
        expect(p[field], field).toBeDefined();
      }
      expect('zulip_id' in p && 'phone_number' in p && 'current_location' in p).toBe(true);
    }
  });
});
