import type { CallCount } from '../directory/call-count.js';
import type { Deps } from './context.js';

/**
 * The dependencies one piece of work (a member's command) runs with: the same
 * parts, except that the directory, the member resolver and the digest ask
 * the directory through views counting into `count`, so two commands in
 * flight at once never count each other's requests. Made when the work
 * starts, so whatever was attached to `deps` before (the conversation
 * memory) is there, and the `hub` getter stays a getter (the hub as it is
 * when asked).
 */
export function countedDeps(deps: Deps, count: CallCount): Deps {
  return depsWith(deps, {
    directory: deps.directory.counting(count),
    members: deps.members.counting(count),
    digest: deps.digest?.counting(count),
  });
}

/** `deps` with some parts replaced, every other property as it was (getters stay getters). */
export function depsWith(deps: Deps, parts: Partial<Deps>): Deps {
  const replaced = Object.fromEntries(Object.entries(parts).map(([key, value]) => [key, { value, enumerable: true, writable: true, configurable: true }]));
  return Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(deps), ...replaced }) as Deps;
}
