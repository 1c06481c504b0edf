import type { BotSettings, Deps, DigestPreviewer } from '../commands/context.js';
import { DirectoryClient } from '../directory/client.js';
import type { DirectoryHttpOptions } from '../directory/http.js';
import type { Logger } from '../log.js';
import { MemberIndex } from '../members/member-index.js';
import { MemberResolver, type ResolverOptions } from '../members/resolver.js';
import type { Clock } from '../time/clock.js';
import { USER_AGENT } from '../version.js';
import { countDirectoryCall } from './call-count.js';

export interface DepsOptions {
  directory: Pick<DirectoryHttpOptions, 'baseUrl' | 'token'> & Partial<DirectoryHttpOptions>;
  settings: BotSettings;
  clock: Clock;
  log: Logger;
  /** Build the zulip_id index in the background (DESIGN.md §3 step 4). */
  index: boolean;
  digest?: DigestPreviewer;
  /** Resolver tuning (tests): how long a lookup waits for a cold index, when it says "one moment". */
  members?: Pick<ResolverOptions, 'coldWaitMs' | 'slowAfterMs'>;
}

/** Wires the directory client, the member resolver and (optionally) its index. Call `index?.start()` to begin building. */
export function createDeps(options: DepsOptions): { deps: Deps; index: MemberIndex | undefined } {
  const onExchange = options.directory.onExchange;
  const directory = new DirectoryClient(
    {
      userAgent: USER_AGENT,
      ...options.directory,
      onExchange: (exchange) => {
        countDirectoryCall();
        onExchange?.(exchange);
      },
    },
    { log: options.log.child({ component: 'directory' }) },
  );
  const index = options.index ? new MemberIndex(directory, options.log.child({ component: 'index' })) : undefined;
  const members = new MemberResolver({
    directory,
    clock: options.clock,
    index,
    coldWaitMs: options.members?.coldWaitMs,
    slowAfterMs: options.members?.slowAfterMs,
  });
  return {
    deps: { directory, members, clock: options.clock, settings: options.settings, log: options.log, digest: options.digest },
    index,
  };
}
