import { buildHub, type HubParts } from '../../src/app/hub.js';
import type { Deps } from '../../src/commands/context.js';
import { configSchema } from '../../src/config/schema.js';
import type { StoredProfile } from '../../src/sandbox/model.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import type { BeforeVisit } from './corpus.js';
import type { StoreState } from './hub-judge.js';
import { ConversationWorld, TIME_ZONE, type DirectoryState, type VisitState } from './world.js';

/** One DM the hub sent on its own (a follow request to the followee, a "they said yes"). */
export interface HubDm {
  zulipId: number;
  text: string;
}

/**
 * The conversation harness's world (world.ts: the assembled bot on the
 * sandbox, clock pinned, handlers spied) with the hub's features (issue 26)
 * on the embedded store, as the shell runs them (src/app/hub-stores.ts
 * shellHub): members' records, the privacy policy and follows, handed to the
 * handlers as `deps.hub`. The watcher, alerts and reminders are built but
 * never started: a round judges what a message does, not what a tick does.
 */
export class HubWorld {
  readonly dms: HubDm[] = [];

  private constructor(
    readonly world: ConversationWorld,
    readonly store: MemoryStore,
    readonly parts: HubParts,
  ) {}

  static async start(now: string): Promise<HubWorld> {
    const world = await ConversationWorld.start(now);
    // The world keeps its deps to itself (world.ts builds the core without a hub); the hub is put on the same
    // deps object the runner and handlers read, in place of its `hub` getter (createDeps: `get hub()`).
    const deps = (world as unknown as { deps: Deps }).deps;
    const config = configSchema.parse({ directory: { baseUrl: world.sandbox.url, token: 'unused', index: false }, hub: { timezone: TIME_ZONE } });
    const store = new MemoryStore();
    const made: { hw?: HubWorld } = {};
    const parts = buildHub({
      config,
      store,
      deps,
      adminsHear: false,
      messenger: {
        dm: (zulipId, text) => {
          made.hw?.dms.push({ zulipId, text });
          return Promise.resolve(undefined);
        },
        react: () => Promise.resolve(),
      },
      notifyAdmins: () => undefined,
    });
    Object.defineProperty(deps, 'hub', { get: () => parts.hub, configurable: true, enumerable: true });
    const hw = new HubWorld(world, store, parts);
    made.hw = hw;
    return hw;
  }

  /** Everything in the hub's store. */
  storeState(): StoreState {
    return new Map(this.store.keys().map((k) => [k, this.store.peek(k)!]));
  }

  /** Empties the hub's store: each message of a round starts from no records. */
  async clearStore(): Promise<void> {
    await this.store.delete(this.store.keys());
  }

  /** The member (a demo member with a Zulip account) called `first`: the harness's convention (world.ts member()). */
  member(first: string): StoredProfile {
    return this.world.member(first);
  }

  profile(personId: number): StoredProfile | undefined {
    return this.world.sandbox.store.profiles().find((p) => p.id === personId);
  }

  directory(): DirectoryState {
    return this.world.state();
  }

  /** Puts back the visits of every member whose visits differ from `before` (a wrong write undone for the next message). */
  restoreVisits(before: DirectoryState, after: DirectoryState): void {
    const people = new Set([...before.keys(), ...after.keys()]);
    for (const person of people) {
      const a = before.get(person);
      const b = after.get(person);
      if (JSON.stringify([...(a ?? [])]) === JSON.stringify([...(b ?? [])])) continue;
      const profile = this.profile(person);
      if (!profile) continue;
      const visits: BeforeVisit[] = [...(a ?? new Map<string, VisitState>())].map(([date, v]) => ({ date, notes: v.notes, left: v.left }));
      this.world.setVisits(profile, visits);
    }
  }

  async stop(): Promise<void> {
    await this.parts.stop();
    await this.world.stop();
  }
}
