import { describe, expect, it } from 'vitest';
import { sigtermBurst, sigtermMidCheckin, sigtermSlowSends } from '../../bench/extra/abuse/restarts.js';

/**
 * Issue 24, "nothing lost across restarts": a graceful SIGTERM with commands
 * claimed, queued and in flight; the next process answers every one exactly
 * once. No state file: the bot has no disk, as on a Procfile host.
 */
describe('nothing lost across a graceful restart', () => {
  it('20 commands, slow sends, SIGTERM mid-way: the next process answers every one exactly once', async () => {
    const r = await sigtermSlowSends({ useStateFile: false });
    console.log('sigterm, slow sends', JSON.stringify(r));
    expect(r).toMatchObject({ exactlyOnce: 20, missing: 0, duplicated: 0 });
  });

  it('a burst of 100, SIGTERM at 5 s: 100 of 100 answered exactly once', async () => {
    const r = await sigtermBurst({ useStateFile: false });
    console.log('sigterm, burst', JSON.stringify(r));
    expect(r).toMatchObject({ exactlyOnce: 100, missing: 0, duplicated: 0 });
  });

  it('a check-in whose first write is in flight at SIGTERM: the next process completes it (notes written) and tells the member', async () => {
    const r = await sigtermMidCheckin({ useStateFile: false });
    console.log('sigterm, mid check-in', JSON.stringify(r));
    expect(r.visitAtEnd).toEqual({ notes: 'pairing on the parser' });
    expect(r.repliesToMember).toHaveLength(1);
    expect(r.repliesToMember[0]).toMatch(/restarted while I was handling this message/);
  });
});
