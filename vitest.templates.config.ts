import { defineConfig } from 'vitest/config';

/**
 * `npm run test:templates`, after `npm test` and `npm run test:slow` (which
 * record the reply templates they render, test/support/template-log.ts): every
 * template must have been rendered, or be on test/templates/not-yet-rendered.txt.
 * No build and no globalSetup: it reads what the runs before it recorded.
 */
export default defineConfig({
  test: {
    include: ['test/templates/rendered.check.ts'],
    environment: 'node',
  },
});
