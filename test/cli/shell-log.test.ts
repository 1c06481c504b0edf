import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { shellLogger } from '../../src/cli/shell-log.js';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'frontdesk-shell-log-'));
  dirs.push(dir);
  return dir;
}

describe("the shell's logger", () => {
  it('the terminal gets warnings and errors as one line each, secrets blanked; the file gets every JSON line', async () => {
    const file = join(await tempDir(), 'logs', 'shell.log');
    let terminal = '';
    const { log, close } = shellLogger({ level: 'debug', secrets: ['s3cret-token'], terminal: { write: (t: string) => (terminal += t) }, file });
    log.debug('quiet detail');
    log.info({ kind: 'whosHere' }, 'command');
    log.warn({ err: new Error('GET /api/v1/hub_visits answered 503\nwith token s3cret-token') }, 'directory call failed');
    log.error('the parser crashed');
    close();
    expect(terminal.split('\n').filter(Boolean)).toEqual([
      `frontdesk: directory call failed: GET /api/v1/hub_visits answered 503 with token [redacted] (details in ${file})`,
      'frontdesk: the parser crashed',
    ]);
    const lines = (await readFile(file, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { msg: string; err?: { stack?: string } });
    expect(lines.map((l) => l.msg)).toEqual(['quiet detail', 'command', 'directory call failed', 'the parser crashed']);
    expect(lines[2]!.err!.stack).toMatch(/\n\s+at /);
    expect(JSON.stringify(lines)).not.toContain('s3cret-token');
  });

  it('a log file that cannot be opened: the terminal lines alone, naming no file', async () => {
    const blocker = join(await tempDir(), 'not-a-dir');
    await writeFile(blocker, '');
    let terminal = '';
    const { log, close } = shellLogger({ level: 'info', secrets: [], terminal: { write: (t: string) => (terminal += t) }, file: join(blocker, 'shell.log') });
    log.warn('the directory is slow');
    close();
    expect(terminal).toBe('frontdesk: the directory is slow\n');
  });
});
