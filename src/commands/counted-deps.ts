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

/**
 * `deps` with some parts replaced, every other property as it was (getters stay getters).
 * Plain properties are assigned, not defined from descriptors: made twice a command, the
 * descriptor copy cost ~10 µs each and left an object in slow (dictionary) mode for every
 * handler's reads.
 */
export function depsWith(deps: Deps, parts: Partial<Deps>): Deps {
  const out: Record<PropertyKey, unknown> = {};
  const source = deps as unknown as Record<PropertyKey, unknown>;
  const replacing = parts as Record<PropertyKey, unknown>;
  for (const key of Reflect.ownKeys(deps)) {
    if (Object.hasOwn(replacing, key)) {
      out[key] = replacing[key];
      continue;
    }
    const property = Object.getOwnPropertyDescriptor(deps, key)!;
    if ('value' in property && property.writable && property.enumerable && property.configurable) out[key] = source[key];
    else Object.defineProperty(out, key, property);
  }
  for (const key of Object.keys(replacing)) if (!Object.hasOwn(out, key)) out[key] = replacing[key];
  return out as unknown as Deps;
}
