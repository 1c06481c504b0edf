import { describe, expect, it } from 'vitest';
import { hasActiveWildcard, inertWildcards } from '../../src/text/markdown.js';
import { testBot } from '../support/bot.js';

describe('no wildcard syntax in what the bot sends, code spans included', () => {
  it('inertWildcards makes every wildcard mention inert and leaves the rest as written', () => {
    expect(inertWildcards('checkin today @**all** and @_**Topic** with @**Ada Quillfeather|1001**')).toBe('checkin today @∗∗all∗∗ and @_∗∗Topic∗∗ with @**Ada Quillfeather|1001**');
    expect(hasActiveWildcard(inertWildcards('@**everyone** @**channel** @**stream**'))).toBe(false);
  });

  it('an offer and an undo line whose commands carry a member\'s wildcard text: inert, the rest of the command as offered', async () => {
    const { runner, sandbox } = await testBot({ maxMessageLength: 2_000 });
    const p = sandbox.store.profiles().find((x) => x.zulip_id !== null)!;
    const sender = { zulipId: p.zulip_id!, fullName: `${p.first_name} ${p.last_name}`, email: p.email ?? undefined };
    const say = async (text: string) => {
      const replies: string[] = [];
      await runner.run({ id: 1, sender, text, place: { type: 'dm', recipientIds: [] } }, { maxMessageLength: 2_000, reply: (t) => Promise.resolve(void replies.push(t)) });
      return replies.join('\n');
    };
    const offer = await say('note -1 @**topic** nobody@example.org');
    expect(offer).toContain('`checkin today -1 @∗∗topic∗∗ nobody@example.org`');
    expect(hasActiveWildcard(offer)).toBe(false);
    await say('checkin today pairing with @**everyone**');
    const undo = await say('checkin today new notes');
    expect(undo).toMatch(/it runs `note today: pairing with @∗∗everyone∗∗`/);
    expect(hasActiveWildcard(undo)).toBe(false);
  });
});
