import { describe, expect, it } from 'vitest';
import { MAX_NOTES_LENGTH } from '../../src/commands/limits.js';
import { DM, STREAM, testBot } from '../support/bot.js';
import { crowd, testSandbox, TEST_TODAY } from '../support/sandbox.js';

describe('input limits', () => {
  it('a command over 2,000 characters gets a clear reply before any parsing or directory call', async () => {
    const { say } = await testBot();
    const said = await say(`checkin today ${'x'.repeat(100_000)}`);
    expect(said.replies).toEqual([expect.stringContaining('too long for a command (100,014 characters; the limit is 2,000)')]);
    expect(said.requests).toEqual([]);
    expect(said.result.kind).toBe('unparsed');
  });

  it('notes over the limit are refused with the limit named, and nothing is written', async () => {
    const { say, sandbox, ada } = await testBot();
    const long = 'n'.repeat(MAX_NOTES_LENGTH + 1);
    for (const command of [`checkin today ${long}`, `note today ${long}`]) {
      const said = await say(command);
      expect(said.replies).toEqual([`Those notes are too long (1,001 characters; the limit is 1,000). Nothing was saved; shorten them and send again.`]);
      expect(said.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    }
    expect(sandbox.store.visit(ada.id, TEST_TODAY)?.notes ?? '').not.toContain('nnnn');
    expect((await say(`checkin today ${'n'.repeat(MAX_NOTES_LENGTH)}`)).result.outcome).toBe('ok');
  });

  it("a long list in a stream is cut, with the full list offered in a DM; a DM gets it all", async () => {
    const data = crowd(40, TEST_TODAY);
    const { say } = await testBot({ sandbox: await testSandbox({ data }) });
    const inStream = await say("who's here", { place: STREAM });
    expect(inStream.text.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(15);
    expect(inStream.text).toContain('…and 25 more. Send me the same command in a direct message for the full list.');
    const inDm = await say("who's here", { place: DM });
    expect(inDm.text.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(40);
  });
});
