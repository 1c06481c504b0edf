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

  it('"as WHO: …" answers as another member, in order: a follow request approved from the same terminal (by typing yes)', async () => {
    const child = spawnFrontdesk(['shell']);
    child.write(['follow Bram Copperfield-Nye', 'following', 'as bramcopperfieldnye@example.org: yes', 'following', 'as nobody@example.org: followers', 'visits'].join('\n') + '\n');
    child.proc.stdin?.end();
    expect(await child.exited).toBe(0);
    const out = child.stdout();
    // Before Bram answers, Ada's follow waits; his "yes" to the request DM allows it; after it, it no longer waits.
    const before = out.indexOf('(waiting for them to agree)');
    const allowed = out.indexOf('said yes: I\'ll tell you when they arrive');
    const lastList = out.lastIndexOf('You follow one member:');
    expect(before).toBeGreaterThan(-1);
    expect(allowed).toBeGreaterThan(before);
    expect(lastList).toBeGreaterThan(allowed);
    expect(out.slice(lastList)).not.toContain('waiting');
    // An unknown member is said so, and the lines after it still run.
    expect(child.stderr() + out).toContain('no directory profile has the email nobody@example.org');
    expect(out).toMatch(/visits?\*\* by you|No visits by you/);
  });
});
