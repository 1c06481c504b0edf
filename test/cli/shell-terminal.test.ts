import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testSandbox } from '../support/sandbox.js';
import { inTerminal } from '../support/terminal.js';
import { testClock, testDayText, testToday } from '../support/test-clock.js';

// `npm start` as a newcomer types it: in a terminal, not through a pipe. readline runs in terminal mode only
// there, which is where the secret-redacting output once broke it ("output.on is not a function").
const HELP_END = 'Send `help COMMAND` for details';
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function scratch(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'frontdesk-pty-'));
  dirs.push(dir);
  return dir;
}

/** A clean environment: no Zulip credentials, the shell's log file out of the way. */
async function newcomerEnv(extra: NodeJS.ProcessEnv = {}): Promise<NodeJS.ProcessEnv> {
  const dir = await scratch();
  return { PATH: process.env.PATH, HOME: dir, FRONTDESK_SHELL_LOG: join(dir, 'shell.log'), ...extra };
}

/** The day of "who's here" today, as the reply names it: "today (Wed Nov 25)". */
const todayLabel = () => `today (${testDayText(testToday())})`;

describe('npm start in a real terminal', () => {
  it('opens the shell on the built-in sandbox; help and who\'s here answer; Ctrl-D leaves with 0', async () => {
    const term = inTerminal('npm start', await newcomerEnv());
    await term.waitFor('you are Ada Quillfeather (Zulip user 1001)');
    await term.waitFor('frontdesk> ');
    let from = term.screen().length;
    term.type('help\r');
    await term.waitFor(HELP_END, from);
    from = term.screen().length;
    term.type("who's here\r");
    const day = todayLabel().replace(/[()]/g, '\\$&');
    await term.waitFor(new RegExp(`\\*\\*\\d+ (person|people)\\*\\* at the hub ${day}:|Nobody has checked in for ${day}`), from);
    term.type('\x04');
    expect(await term.exited).toBe(0);
    expect(term.screen()).not.toMatch(/is not a function|fatal|Error/);
  }, 90_000);

  it('still redacts a secret in a reply on the terminal', async () => {
    // The directory token, echoed back by the directory in two members' notes (as is, and base64): the shell
    // never typed it, so anything of it on the screen came from a reply.
    const secret = 'ptyDirectoryToken-5be1c0ffee42';
    const sandbox = await testSandbox({ clock: testClock, token: secret });
    const [ada, bram] = sandbox.store.profiles();
    sandbox.store.upsertVisit(ada!.id, testToday(), { notes: `pasted ${secret} by mistake` }, null);
    sandbox.store.upsertVisit(bram!.id, testToday(), { notes: `mine is ${Buffer.from(secret).toString('base64')}` }, null);
    const dir = await scratch();
    const config = join(dir, 'config.json');
    await writeFile(config, JSON.stringify({ directory: { baseUrl: sandbox.url, token: secret, index: false } }));

    const term = inTerminal('npm start', await newcomerEnv({ FRONTDESK_CONFIG: config }));
    await term.waitFor('frontdesk> ');
    const from = term.screen().length;
    term.type("who's here\r");
    await term.waitFor(new RegExp(`at the hub ${todayLabel().replace(/[()]/g, '\\$&')}:[^]*frontdesk> `), from);
    term.type('\x04');
    expect(await term.exited).toBe(0);
    const reply = term.screen().slice(from);
    expect(reply).toContain('pasted [redacted] by mistake');
    expect(reply).toContain('mine is [redacted]');
    for (const form of [secret, Buffer.from(secret).toString('base64'), Buffer.from(secret).toString('base64url')]) expect(term.screen()).not.toContain(form);
  }, 90_000);
});
