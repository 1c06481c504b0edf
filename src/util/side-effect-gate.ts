import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Lets a piece of work start before it is known to be ours, holding back only
 * what cannot be taken back. Whoever starts the work opens a scope with a gate
 * (a promise-returning check that throws when the work is not ours); whoever
 * is about to write or send awaits `beforeSideEffect()` first. Reads go ahead
 * meanwhile, so the check costs nothing when it is quicker than they are.
 * Outside any scope (the digest, scheduled posts) there is no gate.
 */
const scope = new AsyncLocalStorage<() => Promise<void>>();

export function withSideEffectGate<T>(gate: () => Promise<void>, run: () => Promise<T>): Promise<T> {
  return scope.run(gate, run);
}

export async function beforeSideEffect(): Promise<void> {
  const gate = scope.getStore();
  if (gate) await gate();
}
