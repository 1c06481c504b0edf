import { describe, expect, it } from 'vitest';
import { collect } from '../../src/util/collect.js';
import { SeenVisits } from '../../src/directory/seen-visits.js';
import { clientFor, testSandbox } from '../support/sandbox.js';

/**
 * A message's handlers look up visits the conversation has just listed: the
 * list answers them (one round trip less per check-in), until the day is written.
 */
describe('directory client: visits already listed', () => {
  it('answers a listed day from the list, asks for any other, and asks again once the day is written', async () => {
    const sandbox = await testSandbox();
    const [ada, bram] = sandbox.store.profiles();
    sandbox.store.upsertVisit(ada!.id, '2026-11-20', { notes: 'pairing' }, null);
    sandbox.store.deleteVisit(ada!.id, '2026-11-21');
    const { client } = clientFor(sandbox);
    const window = { start: '2026-11-19', end: '2026-11-21' };
    const listed = await collect(client.walkHubVisits({ person_id: ada!.id, start_date: window.start, end_date: window.end }));
    const view = client.knowing(new SeenVisits(ada!.id, window, listed));
    const asked = () => sandbox.requests.length;
    const before = asked();

    expect(await view.findHubVisit(ada!.id, '2026-11-20')).toMatchObject({ notes: 'pairing' });
    expect(await view.findHubVisit(ada!.id, '2026-11-21')).toBeNull();
    expect(asked()).toBe(before);

    // Outside the window, or someone else: the directory is asked.
    await view.findHubVisit(ada!.id, '2026-11-22');
    await view.findHubVisit(bram!.id, '2026-11-20');
    expect(asked()).toBe(before + 2);

    // Written (here by someone else meanwhile, then by this view): the day is asked for again, and the answer is the new one.
    sandbox.store.replaceNotes(ada!.id, '2026-11-20', 'changed elsewhere', null);
    await view.upsertHubVisit(ada!.id, '2026-11-21');
    expect(await view.findHubVisit(ada!.id, '2026-11-21')).not.toBeNull();
    await view.replaceHubVisitNotes(ada!.id, '2026-11-20', 'mine');
    expect(await view.findHubVisit(ada!.id, '2026-11-20')).toMatchObject({ notes: 'mine' });
    await view.deleteHubVisit(ada!.id, '2026-11-20');
    expect(await view.findHubVisit(ada!.id, '2026-11-20')).toBeNull();
    expect(asked()).toBe(before + 2 + 6);

    // The client it came from never answers from a list.
    await client.findHubVisit(ada!.id, '2026-11-19');
    expect(asked()).toBe(before + 9);
  });
});
