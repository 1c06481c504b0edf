import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reapRegistry, watchRegistry } from './child-registry.js';
import { killTracked, registryDir, spawnTracked } from './children.js';

/** Running, not a zombie waiting to be reaped. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** Resolves once `pid` is gone (the kernel reaps the group's orphans on its own schedule); the test's timeout bounds it. */
async function gone(pid: number): Promise<void> {
  while (alive(pid)) await new Promise((resolve) => setImmediate(resolve));
}

/** A shell that starts a grandchild (as `npm start` and `sh -c` do) and prints its pid. */
function shellWithGrandchild() {
  const proc = spawnTracked('sh', ['-c', 'sleep 300 & echo $!; wait']);
  const grandchild = new Promise<number>((resolve) => proc.stdout!.once('data', (d: Buffer) => resolve(Number(d.toString().trim()))));
  return { proc, grandchild };
}

let leftFromPreviousTest: number[] = [];

describe('the registry of child processes started by tests', () => {
  it('lists a running child, and killing the tracked kills its whole group, grandchildren too', async () => {
    const { proc, grandchild } = shellWithGrandchild();
    const pids = [proc.pid!, await grandchild];
    expect(pids.every(alive)).toBe(true);
    expect(readdirSync(registryDir())).toContain(String(proc.pid));
    expect(killTracked()).toBe(1);
    await Promise.all(pids.map(gone));
    expect(readdirSync(registryDir())).not.toContain(String(proc.pid));
  });

  it('(a) a test that leaves a child and its grandchild running…', async () => {
    const { proc, grandchild } = shellWithGrandchild();
    leftFromPreviousTest = [proc.pid!, await grandchild];
    expect(leftFromPreviousTest.every(alive)).toBe(true);
  });

  it('(b) …finds them killed by the after-each hook when the next test starts', async () => {
    expect(leftFromPreviousTest).toHaveLength(2);
    await Promise.all(leftFromPreviousTest.map(gone));
    expect(leftFromPreviousTest.some(alive)).toBe(false);
  });

  it('the global teardown kills what a crashed worker left listed, and removes the registry', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'children-registry-'));
    const orphan = spawn('sh', ['-c', 'sleep 300 & wait'], { detached: true, stdio: 'ignore' });
    writeFileSync(join(dir, String(orphan.pid)), 'sh -c sleep 300 & wait\n');
    try {
      expect(alive(orphan.pid!)).toBe(true);
      expect(reapRegistry(dir)).toBe(1);
      await gone(orphan.pid!);
      expect(existsSync(dir)).toBe(false);
    } finally {
      try {
        process.kill(-orphan.pid!, 'SIGKILL');
      } catch {
        // already gone: what the test expects
      }
    }
  });
  it('a runner killed from outside (no teardown): its watchdog kills what the registry lists, removes it, and exits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'children-registry-'));
    const runner = spawnTracked('sleep', ['300']); // stands in for the test runner's process
    const orphan = spawn('sh', ['-c', 'sleep 300 & wait'], { detached: true, stdio: 'ignore' });
    writeFileSync(join(dir, String(orphan.pid)), 'sh -c sleep 300 & wait\n');
    const watchdog = watchRegistry(runner.pid!, dir)!;
    try {
      expect([runner.pid!, orphan.pid!, watchdog].every(alive)).toBe(true);
      runner.kill('SIGKILL');
      await Promise.all([gone(orphan.pid!), gone(watchdog)]);
      expect(existsSync(dir)).toBe(false);
    } finally {
      for (const pid of [-orphan.pid!, watchdog]) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone: what the test expects
        }
      }
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the watchdog of a runner that tore down normally (registry removed) exits by itself, killing nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'children-registry-'));
    const bystander = spawn('sh', ['-c', 'sleep 300 & wait'], { detached: true, stdio: 'ignore' });
    writeFileSync(join(dir, String(bystander.pid)), 'listed, then the teardown forgot it\n');
    const watchdog = watchRegistry(process.pid, dir)!;
    try {
      rmSync(dir, { recursive: true, force: true });
      await gone(watchdog);
      expect(alive(bystander.pid!)).toBe(true);
    } finally {
      for (const pid of [-bystander.pid!, watchdog]) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  });
});
