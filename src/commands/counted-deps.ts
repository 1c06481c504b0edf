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
  const counted = (value: unknown): PropertyDescriptor => ({ value, enumerable: true, writable: true, configurable: true });
  return Object.defineProperties({}, {
    ...Object.getOwnPropertyDescriptors(deps),
    directory: counted(deps.directory.counting(count)),
    members: counted(deps.members.counting(count)),
    digest: counted(deps.digest?.counting(count)),
  }) as Deps;
}
