import { describe, expect, it } from 'vitest';
import { Bot } from '../../src/bot/bot.js';
import { Dispatcher } from '../../src/bot/dispatch.js';
import { FloodGuard } from '../../src/bot/flood-guard.js';
import { silentLogger } from '../../src/log.js';
import { hubToday } from '../../src/time/hub-date.js';
import { DM, identityOf, recordingTransport, testBot } from '../support/bot.js';
import { TEST_NOW } from '../support/sandbox.js';

/**
 * The claim is one step of the member pipeline, after admission and before the
 * handler, asked of the transport (an explicit dependency, no hidden context):
 * a command another process claimed is neither read, written nor answered,
 * and a message over the member's limit is never claimed at all.
 */
describe('the claim step', () => {
  async function claimingBot(won: boolean, guard?: FloodGuard) {
    const { runner, sandbox, ada } = await testBot();
    const { transport, sent, reactions, deliver } = recordingTransport();
    const claims: number[] = [];
    const handled: number[] = [];
    transport.claim = (message) => Promise.resolve(void claims.push(message.id)).then(() => won);
    transport.handled = (message) => void handled.push(message.id);
    const bot = new Bot({ transport, runner, dispatcher: new Dispatcher(4, silentLogger), log: silentLogger, floodGuard: guard });
    await bot.start();
    let id = 0;
    const say = (text: string) => deliver({ kind: 'message', message: { id: ++id, sender: identityOf(ada), text, place: DM } });
    return { sandbox, ada, sent, reactions, say, claims, handled };
  }

  it('won: the check-in is read, written and answered once', async () => {
    const { sandbox, ada, sent, reactions, say, claims, handled } = await claimingBot(true);
    await say('checkin today pairing on a parser');
    expect(claims).toEqual([1]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Checked you in for today');
    expect(reactions).toEqual([]);
    expect(sandbox.store.visit(ada.id, hubToday(new Date(TEST_NOW), 'America/New_York'))?.notes).toBe('pairing on a parser');
    expect(handled).toEqual([1]);
  });

  it('lost: nothing read, nothing written, no answer, no reaction; the message counts as done (the other process answers it)', async () => {
    const { sandbox, sent, reactions, say, handled } = await claimingBot(false);
    await say('checkin today pairing on a parser');
    await say('help');
    expect(sandbox.requests).toEqual([]);
    expect(sent).toEqual([]);
    expect(reactions).toEqual([]);
    expect(handled).toEqual([1, 2]);
  });

  it('a message over the member limit is never claimed: admission comes first', async () => {
    const guard = new FloodGuard({ commandsPerMember: 2, memberWindowMs: 60_000, repliesPerConversation: 0, conversationWindowMs: 60_000 });
    const { say, claims, sent, handled } = await claimingBot(true, guard);
    for (let i = 0; i < 6; i++) await say('help');
    // Two admitted, one "slow down" (a reply, so claimed), three ignored without a claim.
    expect(claims).toEqual([1, 2, 3]);
    expect(sent.filter((m) => /faster than I can answer/.test(m.text))).toHaveLength(1);
    expect(handled).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
