import { describe, expect, it } from 'vitest';
import { Bot } from '../../src/bot/bot.js';
import { Dispatcher } from '../../src/bot/dispatch.js';
import { silentLogger } from '../../src/log.js';
import { hubToday } from '../../src/time/hub-date.js';
import { DM, identityOf, recordingTransport, testBot } from '../support/bot.js';
import { TEST_NOW } from '../support/sandbox.js';

/**
 * Two processes on one account: the Zulip transport hands each message on at
 * once with its claim in flight (`claimed`). Reading may overlap the claim;
 * writing, answering and reacting wait for it, and a lost claim leaves no trace.
 */
describe('a command whose claim is in flight', () => {
  async function claimingBot() {
    const { runner, sandbox, ada } = await testBot();
    const { transport, sent, reactions, deliver } = recordingTransport();
    const bot = new Bot({ transport, runner, dispatcher: new Dispatcher(4, silentLogger), log: silentLogger });
    await bot.start();
    const say = (text: string, claimed: Promise<boolean>) =>
      deliver({ kind: 'message', message: { id: 1, sender: identityOf(ada), text, place: DM, claimed } });
    const writes = () => sandbox.requests.filter((r) => r.method !== 'GET');
    /** A claim that settles with `won` when the directory takes the command's first GET: proof the read did not wait for it. */
    const settledOnFirstRead = (won: boolean) =>
      new Promise<boolean>((resolve) => sandbox.injectFault({ match: (method) => method === 'GET', onTaken: () => resolve(won) }));
    return { sandbox, ada, sent, reactions, say, writes, settledOnFirstRead };
  }

  it('won: the read goes ahead before the verdict, then the check-in is written and answered once', async () => {
    const { sandbox, ada, sent, reactions, say, writes, settledOnFirstRead } = await claimingBot();
    await say('checkin today pairing on a parser', settledOnFirstRead(true));
    expect(writes().map((r) => r.method)).toContain('PATCH');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Checked you in for today');
    expect(reactions).toEqual(['check']);
    expect(sandbox.store.visit(ada.id, hubToday(new Date(TEST_NOW), 'America/New_York'))?.notes).toBe('pairing on a parser');
  });

  it('lost after reading: nothing written, no answer, no reaction', async () => {
    const { sent, reactions, say, writes, settledOnFirstRead } = await claimingBot();
    await say('checkin today pairing on a parser', settledOnFirstRead(false));
    expect(writes()).toEqual([]);
    expect(sent).toEqual([]);
    expect(reactions).toEqual([]);
  });

  it('lost on a command that needs no directory: no answer either', async () => {
    const { sent, say } = await claimingBot();
    await say('help', Promise.resolve(false));
    await say('flibbertigibbet', Promise.resolve(false));
    expect(sent).toEqual([]);
  });

  it('a claim that could not be made counts as won (the transport says so): answered', async () => {
    const { sent, say } = await claimingBot();
    await say('help', Promise.resolve(true));
    expect(sent).toHaveLength(1);
  });
});
