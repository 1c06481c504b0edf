/**
 * How many inputs a property test tries: its own number in `npm test`; under
 * mutation testing (`npm run mutation`, which sets FRONTDESK_MUTATION and a
 * fixed fast-check seed) at most 50, since every mutant reruns each test that
 * reaches it and a 5,000-run property costs seconds there. Example tests do the killing.
 */
export function propertyRuns(runs: number): number {
  return process.env.FRONTDESK_MUTATION ? Math.min(runs, 50) : runs;
}
