import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts directory requests per command without threading a counter through
 * every call: the runner opens a scope around each command and the directory
 * client's exchange hook bumps whichever scope is current.
 */
const scope = new AsyncLocalStorage<{ calls: number }>();

export function countDirectoryCall(): void {
  const current = scope.getStore();
  if (current) current.calls++;
}

export async function withCallCount<T>(run: () => Promise<T>): Promise<{ result: T; calls: number }> {
  const counter = { calls: 0 };
  const result = await scope.run(counter, run);
  return { result, calls: counter.calls };
}
