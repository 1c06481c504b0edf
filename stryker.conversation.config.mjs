// @ts-check
import base from './stryker.config.mjs';
/**
 * Mutation testing of the conversation room, src/conversation (`npm run mutation:conversation`; not part of CI;
 * issue 23 asks for a score of at least 80% there). Separate from stryker.config.mjs (`npm run mutation`, the
 * pure helpers) so that each stays affordable: the whole room is hours of mutants on two shared cores, so run it a
 * few files at a time, e.g.
 *
 *   npm run mutation:conversation -- --mutate src/conversation/grammar.ts,src/conversation/matcher.ts
 *
 * With `--incremental`, a run reuses the results kept in `incrementalFile` for code and tests that did not change,
 * and keeps those of files (or line ranges, `--mutate src/conversation/grammar.ts:1-275`) it did not mutate: the
 * room can be covered over several short runs, and a rerun after new tests costs only the mutants they reach.
 *
 * The tests are vitest.mutation-conversation.config.ts's: the room's pure tests (no bot, no server, no child
 * process). Code that only a running bot reaches (turn.ts, taps.ts, offer.ts's reactions) shows up as "no
 * coverage" here: its tests talk to the sandbox and the fake Zulip, too slow to rerun per mutant.
 * The settings of stryker.config.mjs otherwise (imported: see its comments).
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...base,
  vitest: { configFile: 'vitest.mutation-conversation.config.ts' },
  mutate: ['src/conversation/**/*.ts'],
  htmlReporter: { fileName: 'reports/mutation-conversation/index.html' },
  jsonReporter: { fileName: 'reports/mutation-conversation/mutation.json' },
  incrementalFile: 'reports/mutation-conversation/stryker-incremental.json',
};
