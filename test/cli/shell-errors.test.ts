import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnFrontdesk } from '../support/child.js';
import { testSandbox, TEST_TOKEN } from '../support/sandbox.js';

/** Lines of terminal output that are JSON objects (log lines), which a person at the shell should not get. */
function jsonLines(text: string): string[] {
  return text.split('\n').filter((line) => {
    try {
      const value = JSON.parse(line) as unknown;
      return typeof value === 'object' && value !== null;
    } catch {
      return false;
    }
  });
}

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('frontdesk shell when something fails', () => {
  it('a directory that fails: one human line on the terminal saying what failed, no JSON and no stack', async () => {
    const sandbox = await testSandbox();
    // Who you are is found; then every visit request fails, as a directory going down would.
    sandbox.injectFault({ status: 503, body: '{"message":"service_unavailable"}', times: 1_000, match: (_m, path) => path.startsWith('/api/v1/hub_visits') });
    const dir = await mkdtemp(join(tmpdir(), 'frontdesk-shell-log-'));
    dirs.push(dir);
    const logFile = join(dir, 'shell.log');
    const child = spawnFrontdesk(['shell', '--as', '1001'], { DIRECTORY_BASE_URL: sandbox.url, DIRECTORY_TOKEN: TEST_TOKEN, LOG_LEVEL: 'debug', FRONTDESK_SHELL_LOG: logFile });
    child.write("who's here\n");
    child.proc.stdin?.end();
    expect(await child.exited).toBe(0);
    const terminal = `${child.stdout()}\n${child.stderr()}`;
    // The member's answer, and the operator's one line.
    expect(child.stdout()).toMatch(/directory/i);
    expect(child.stderr()).toMatch(/^frontdesk: .*503/m);
    expect(terminal).not.toContain('"stack"');
    expect(terminal).not.toMatch(/^\s+at /m);
    expect(jsonLines(terminal)).toEqual([]);
    // The details are in the log file the shell names: the JSON lines, the stack included.
    expect(child.stderr()).toContain(`(details in ${logFile})`);
    const logged = (await readFile(logFile, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { level: number; msg: string; err?: { stack?: string } });
    expect(logged.find((r) => r.level >= 40 && r.err?.stack?.includes('503'))).toBeDefined();
    expect(logged.some((r) => r.msg === 'command')).toBe(true);
  }, 30_000);
});
