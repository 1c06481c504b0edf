// The last net of the child registry (test/support/children.ts), for a test
// runner that is itself killed from outside (SIGKILL, a CI timeout, Ctrl-C
// twice): then neither after-each hooks nor the global teardown run. This
// small process outlives the runner on purpose: once the runner's pid is gone
// it kills every process group still listed in the registry directory, removes
// it and exits. It exits at once when the directory is gone (the teardown ran).
// Plain JavaScript so it starts fast with no loader: node registry-watchdog.mjs RUNNER_PID DIR
import { existsSync, readdirSync, rmSync } from 'node:fs';
import process from 'node:process';
import { setInterval } from 'node:timers';

const [runnerPid, dir] = [Number(process.argv[2]), process.argv[3]];

function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

setInterval(() => {
  if (!existsSync(dir)) process.exit(0);
  if (running(runnerPid)) return;
  for (const name of readdirSync(dir)) {
    if (!/^\d+$/.test(name)) continue;
    try {
      process.kill(-Number(name), 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}, 250);
