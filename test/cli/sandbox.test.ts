import { describe, expect, it } from 'vitest';
import { spawnFrontdesk } from '../support/child.js';
import { call } from '../support/http.js';

describe('frontdesk sandbox (compiled CLI)', () => {
  it('starts, prints its URL and token, answers every endpoint, and stops on SIGTERM', async () => {
    const child = spawnFrontdesk(['sandbox', '--port', '0'], { SANDBOX_TOKEN: 'cli-test-token' });
    await child.waitFor(/Ctrl-C stops it/);
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(child.stdout())?.[1];
    expect(child.stdout()).toContain('token:   from SANDBOX_TOKEN (not printed)');
    expect(child.stdout() + child.stderr()).not.toContain('cli-test-token');
    const api = (method: string, path: string, form?: Record<string, string>) =>
      call(url!, method, `/api/v1${path}`, { token: 'cli-test-token', form });

    const me = (await api('GET', '/profiles/me')).body as { id: number; email: string };
    const checks: Array<[string, string, number, Record<string, string>?]> = [
      ['GET', '/hub_visits', 200],
      ['GET', '/hub_visits?date=2026-11-20', 200],
      ['PATCH', `/hub_visits/${me.id}/2030-01-02`, 200, { notes: 'from curl' }],
      ['GET', `/hub_visits/${me.id}/2030-01-02`, 200],
      ['PATCH', `/hub_visits/${me.id}/2030-01-02/notes`, 200, { notes: 'replaced' }],
      ['DELETE', `/hub_visits/${me.id}/2030-01-02`, 204],
      ['GET', '/profiles?query=rust', 200],
      ['GET', `/profiles/${me.id}`, 200],
      ['GET', `/profiles/${encodeURIComponent(me.email)}`, 200],
    ];
    for (const [method, path, status, form] of checks) {
      expect((await api(method, path, form)).status, `${method} ${path}`).toBe(status);
    }
    child.kill('SIGTERM');
    expect(await child.exited).toBe(0);
    expect(child.stdout()).toContain('sandbox stopped');
  });

  it('rejects an unknown flag with usage and exit code 2', async () => {
    const child = spawnFrontdesk(['sandbox', '--prot', '1']);
    expect(await child.exited).toBe(2);
    expect(child.stderr()).toMatch(/Unknown option '--prot'/);
    expect(child.stderr()).toContain('frontdesk sandbox --help');
  });
});
