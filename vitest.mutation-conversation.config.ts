import { defineConfig } from 'vitest/config';

/**
 * The tests of the conversation room, for `npm run mutation:conversation` (StrykerJS): each file here calls the
 * reader directly (understand, resolve, the grammar and the matcher), with no bot, no sandbox server, no child
 * process and no HTTP. A list of files, not a glob over test/conversation: most files there start a bot on the
 * sandbox and the fake Zulip (answers, clarify, hub, offer-wordings, taps, undo, wildcards), and would cost
 * seconds per mutant; a new pure test file must be added here by name. `*-mutants.test.ts` are the tests written
 * to kill surviving mutants, pure by design. Property tests run a fixed-seed sample of 50 inputs here
 * (test/support/property-runs.ts), as in vitest.mutation.config.ts.
 */
export default defineConfig({
  test: {
    include: [
      'test/conversation/arrivals-and-departures.test.ts',
      'test/conversation/conditions-and-questions.test.ts',
      'test/conversation/day-lists.test.ts',
      'test/conversation/everyday-phrasings.test.ts',
      'test/conversation/hub-names-and-routines.test.ts',
      'test/conversation/hub-phrasings-11.test.ts',
      'test/conversation/hub-phrasings-12.test.ts',
      'test/conversation/hub-phrasings-14.test.ts',
      'test/conversation/hub-phrasings-15.test.ts',
      'test/conversation/hub7.test.ts',
      'test/conversation/labelled-notes.test.ts',
      'test/conversation/memory.test.ts',
      'test/conversation/no-wrong-writes.test.ts',
      'test/conversation/properties.test.ts',
      'test/conversation/questions-inside-questions.test.ts',
      'test/conversation/read-phrasings-16.test.ts',
      'test/conversation/read-phrasings-18.test.ts',
      'test/conversation/read-phrasings-19.test.ts',
      'test/conversation/read-phrasings-20.test.ts',
      'test/conversation/read-phrasings-21.test.ts',
      'test/conversation/hub-phrasings-16.test.ts',
      'test/text/patois.test.ts',
      'test/text/legalese.test.ts',
      'test/text/self-correction.test.ts',
      'test/text/pidgin.test.ts',
      'test/conversation/hub-frames.test.ts',
      'test/conversation/frames-23-mutants.test.ts',
      'test/conversation/notes-frame.test.ts',
      'test/conversation/person-frame.test.ts',
      'test/conversation/read-phrasings-23.test.ts',
      'test/conversation/read-phrasings-24.test.ts',
      'test/conversation/read-phrasings-25.test.ts',
      'test/conversation/hub-frames-mutants-2.test.ts',
      'test/conversation/hub-phrasings-20.test.ts',
      'test/conversation/frames-24-mutants.test.ts',
      'test/conversation/frames-direct-mutants.test.ts',
      'test/conversation/hub-phrasings-19.test.ts',
      'test/text/decoders-22-mutants.test.ts',
      'test/conversation/read-phrasings-22.test.ts',
      'test/conversation/self-named.test.ts',
      'test/conversation/references-and-retractions.test.ts',
      'test/conversation/sampler.test.ts',
      'test/conversation/*-mutants.test.ts',
      'test/commands/hub-intents.test.ts',
    ],
    environment: 'node',
    // Pure modules, shared between test files as in vitest.mutation.config.ts (faster per mutant; code that runs at
    // import is then mutated only for the tests that call it directly, so such mutants can only be under-counted).
    isolate: false,
    env: { FRONTDESK_MUTATION: '1' },
    setupFiles: ['test/support/mutation-setup.ts'],
    testTimeout: 20_000,
  },
});
