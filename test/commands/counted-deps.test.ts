import { describe, expect, it } from 'vitest';
import type { Deps } from '../../src/commands/context.js';
import { depsWith } from '../../src/commands/counted-deps.js';

/** `depsWith` is made twice a command: the same properties, cheaply (behaviour kept from the descriptor copy it replaced). */
describe('depsWith', () => {
  it('replaces the parts given, keeps every other property, and getters stay getters', () => {
    let hub = 'first';
    const base = { directory: 'shared', members: 'm', clock: 'c', get hub() { return hub; } };
    const view = depsWith(base as unknown as Deps, { directory: 'counting' as unknown as Deps['directory'], digest: undefined }) as unknown as Record<string, unknown>;
    expect(view.directory).toBe('counting');
    expect(base.directory).toBe('shared');
    expect([view.members, view.clock]).toEqual(['m', 'c']);
    expect(Object.keys(view)).toEqual(['directory', 'members', 'clock', 'hub', 'digest']);
    expect('digest' in view).toBe(true);
    hub = 'later';
    expect(view.hub).toBe('later');
    expect(typeof Object.getOwnPropertyDescriptor(view, 'hub')!.get).toBe('function');
  });
});
