import fc from 'fast-check';

// Mutation testing (vitest.mutation.config.ts): the same inputs for every mutant, so a property kills
// or spares a mutant the same way in every run; fewer of them (see property-runs.ts).
fc.configureGlobal({ seed: 20261123, numRuns: 50 });
