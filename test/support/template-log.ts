import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { TEMPLATE_LOG_ENV } from '../../src/text/templates.js';

/**
 * Where a test run records the reply templates it renders (src/text/templates.ts):
 * $FRONTDESK_TEMPLATE_LOG if set, else .template-log/ in the checkout. The
 * suites record into it (this file as a globalSetup of their configs) and
 * `npm run test:templates` reads it afterwards (test/templates/rendered.check.ts).
 * Files accumulate across runs: CI starts from a clean checkout; locally,
 * `rm -rf .template-log` before the suites, or a template no test renders any
 * more still counts as rendered by an older run.
 */
export function templateLogDir(): string {
  return resolve(process.env[TEMPLATE_LOG_ENV] || '.template-log');
}

/** globalSetup: the workers (and the compiled bots they spawn, test/support/children.ts) inherit the variable. */
export default function setup(): void {
  const dir = templateLogDir();
  mkdirSync(dir, { recursive: true });
  process.env[TEMPLATE_LOG_ENV] = dir;
}
