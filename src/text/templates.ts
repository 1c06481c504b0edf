import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';

/**
 * The catalogue of reply templates. Each room declares the texts it sends to
 * members in one place (its replies.ts), as named functions of their slots:
 * `templates('commands.leave', { nothingToLeave: (subject) => `...` })`. The
 * name is `room.key`, so a test can list every template (declaredTemplates)
 * and, with the recorder below, tell which ones no test ever rendered
 * (test/templates/rendered.check.ts).
 */

/** The environment variable naming the directory renders are recorded in; unset, nothing is recorded. */
export const TEMPLATE_LOG_ENV = 'FRONTDESK_TEMPLATE_LOG';

// Slots are whatever each template takes (any function of them is one of these); the catalogue only wraps them.
type Render = (...slots: never[]) => string;

const declared = new Set<string>();

/**
 * Records template names in DIR: one file per process (and worker thread), so
 * that test workers and the compiled bot a test spawns all record without
 * sharing a file. Each name is written once per process: a render costs a Set
 * lookup after its first time.
 */
export function templateRecorder(dir: string | undefined): (name: string) => void {
  if (!dir) return () => {};
  const seen = new Set<string>();
  const file = join(dir, `${process.pid}-${threadId}.txt`);
  let ready = false;
  return (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    try {
      if (!ready) mkdirSync(dir, { recursive: true });
      ready = true;
      appendFileSync(file, `${name}\n`);
    } catch {
      // Recording is for the test run's bookkeeping: a failed write must never cost a member their reply.
    }
  };
}

const record = templateRecorder(process.env[TEMPLATE_LOG_ENV]);

/** Declares a room's templates; each call of one renders its text (and records its name when recording). */
export function templates<T extends Record<string, Render>>(room: string, defs: T): T {
  const wrapped: Record<string, Render> = {};
  for (const [key, render] of Object.entries(defs)) {
    const name = `${room}.${key}`;
    if (declared.has(name)) throw new Error(`reply template ${name} is declared twice`);
    declared.add(name);
    wrapped[key] = (...slots) => {
      record(name);
      return render(...slots);
    };
  }
  return wrapped as T;
}

/** Every template declared so far (by the replies modules imported in this process), sorted. */
export function declaredTemplates(): string[] {
  return [...declared].sort();
}
