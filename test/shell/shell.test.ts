import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runShell } from '../../src/cli/shell.js';
import { configSchema } from '../../src/config/schema.js';
import { spawnFrontdesk } from '../support/child.js';
import { testClock } from '../support/test-clock.js';

describe('frontdesk shell', () => {
  it('runs piped commands one per line and prints each reply (compiled CLI, embedded sandbox)', async () => {
    const child = spawnFrontdesk(['shell']);
    child.write("checkin today pairing on a parser\nwho's here\nwhois ada quillfeather\n");
    child.proc.stdin?.end();
    expect(await child.exited).toBe(0);
    const out = child.stdout();
    expect(out).toMatch(/^✅ (Checked you in for today|You were already checked in for today) \(\w{3} \w{3} \d+\)/);
    expect(out).toContain('Notes: pairing on a parser');
    expect(out).toMatch(/\*\*\d+ (person|people)\*\* at the hub today/);
    expect(out).toContain('**Ada Quillfeather**');
    expect(child.stderr()).toContain('using the built-in sandbox directory');
    // Replies come back in the order the commands were given, whether or not Ada had a visit already.
    const at = [/✅ (Checked you in|You were already checked in)/, /at the hub today/, /\*\*Ada Quillfeather\*\*/].map((reply) => out.search(reply));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it('acts as another member with --as, by email or Zulip id', async () => {
    const byEmail = spawnFrontdesk(['shell', '--as', 'bramcopperfieldnye@example.org']);
    byEmail.write('visits\n');
    byEmail.proc.stdin?.end();
    expect(await byEmail.exited).toBe(0);
    expect(byEmail.stdout()).toMatch(/visits?\*\* by you|No visits by you/);

    const unknown = spawnFrontdesk(['shell', '--as', 'nobody@example.org']);
    expect(await unknown.exited).toBe(1);
    expect(unknown.stderr()).toContain('no directory profile has the email nobody@example.org');
  });

  it('works interactively through readline: a prompt, replies, help, and quit', async () => {
    const input = Object.assign(new PassThrough(), { isTTY: true as const });
    const output = Object.assign(new PassThrough(), { isTTY: true as const, columns: 120 });
    let printed = '';
    output.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
    const controller = new AbortController();
    const running = runShell(configSchema.parse({ directory: { index: false } }), undefined, {
      env: {},
      stdin: input,
      stdout: output,
      stderr: { write: () => true },
      shutdownSignal: controller.signal,
      clock: testClock,
    });
    // Resolves on the output event that brings `text` (the test's timeout bounds it).
    const waitFor = (text: string) =>
      new Promise<void>((resolve) => {
        const check = () => printed.includes(text) && (output.off('data', check), resolve());
        output.on('data', check);
        check();
      });
    await waitFor('frontdesk>');
    expect(printed).toContain('you are Ada Quillfeather (Zulip user 1001)');
    input.write('help checkin\r');
    await waitFor('`checkin [DATE] [NOTES…]`');
    input.write('checkin tomorrow\r');
    await waitFor('📅 Planned a visit for you');
    input.write('quit\r');
    expect(await running).toBe(0);
  });
});
