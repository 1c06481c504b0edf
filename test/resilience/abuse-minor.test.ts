import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { bidiNotes } from '../../bench/extra/abuse/minor.js';

/** Issue 24, finding 12 (this branch's part): notes echoed in streams, the sandbox's request log. */
describe('the minor findings', () => {
  it('notes echoed in a stream carry no bidi controls and no zero-width characters of the member', async () => {
    const r = await bidiNotes();
    console.log('bidi notes', JSON.stringify(r));
    expect(r.noteLineInStream).toContain('room');
    expect(r.notTheNeutralisersOwn).toBe(0);
    expect(r.invisibleCharacters.filter((c) => c !== 'U+200B')).toEqual([]);
  });

  it('300 PATCHes of 1 MB: the sandbox keeps what its log shows (4 KB each), not the bodies', () => {
    // Its own process, with gc exposed, so the heap figure is the sandbox's alone.
    const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/extra/abuse/run.ts', '--only', 'sandboxLog', '--print-only'], { encoding: 'utf8' });
    const figures = JSON.parse(/sandboxLog \(\d+ s\): (\{.*\})/.exec(run.stdout)?.[1] ?? 'null') as { heapGrowthMb: number; ofWhichVisitNotesMb: number; logShowsKb: number } | null;
    console.log('sandbox log', JSON.stringify(figures));
    expect(figures).not.toBeNull();
    expect(figures!.heapGrowthMb).toBeLessThan(figures!.ofWhichVisitNotesMb + 30);
  });
});
