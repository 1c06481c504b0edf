import { describe, expect, it } from 'vitest';
import { spawnFrontdesk } from '../support/child.js';

// The compiled CLI on the embedded sandbox and the embedded store (it reads the machine's date: every check here holds on any date).
describe('frontdesk shell: arrivals, plans and privacy on the embedded store', () => {
  it('keeps a routine, shows plans and settings, and forgets the member', async () => {
    const child = spawnFrontdesk(['shell']);
    child.write('usually tue thu\nmy plans\nfollowable anyone\nprivacy\nforget me\nprivacy\nhelp follow\n');
    child.proc.stdin?.end();
    expect(await child.exited).toBe(0);
    const out = child.stdout();
    expect(out).toContain('Got it: you usually come on Tuesdays and Thursdays. That writes no visit.');
    expect(out).toMatch(/\*\*Your next two weeks\*\*[^\n]*\n(- [^\n]+\n)*- [^\n]*usually in \(not planned yet\)/);
    expect(out).toContain('Anyone may follow your arrivals now.');
    expect(out).toContain('- Who may follow your arrivals: **anyone**');
    expect(out).toContain('- Routine: Tue, Thu;');
    expect(out).toMatch(/Done: I deleted everything I held about you[^\n]*The directory still holds your profile and \d+ hub visits?/);
    expect(out.lastIndexOf('- Routine: none;')).toBeGreaterThan(out.indexOf('Done: I deleted'));
    expect(out).toContain('`follow NAME` (or "tell me when Ada comes in", for today)');
  });
});
