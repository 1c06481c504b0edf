import type { BotSettings, Deps } from '../commands/context.js';
import { countDirectoryCall } from '../directory/call-count.js';
import { DirectoryClient } from '../directory/client.js';
import type { DirectoryHttpOptions } from '../directory/http.js';
import { DigestService } from '../digest/service.js';
import type { Logger } from '../log.js';
import { MemberIndex } from '../members/member-index.js';
import { MemberResolver } from '../members/resolver.js';
import type { Clock } from '../time/clock.js';
import { observeDirectoryExchange } from '../ops/directory-health.js';
import { USER_AGENT } from '../version.js';

export interface DepsOptions {
  directory: Pick<DirectoryHttpOptions, 'baseUrl' | 'token'> & Partial<DirectoryHttpOptions>;
  settings: BotSettings;
  clock: Clock;
  log: Logger;
  /** Build the zulip_id index in the background (DESIGN.md §3 step 4). */
  index: boolean;
}

/**
 * What handlers depend on: the directory client, the member resolver (and its
 * optional index), the digest's composer. Call `index?.start()` to begin building.
 */
export function createDeps(options: DepsOptions): { deps: Deps & { digest: DigestService }; index: MemberIndex | undefined } {
  const onExchange = options.directory.onExchange;
  const directory = new DirectoryClient({
    userAgent: USER_AGENT,
    ...options.directory,
    onExchange: (exchange) => {
      countDirectoryCall();
      observeDirectoryExchange(exchange);
      onExchange?.(exchange);
    },
  });
  const index = options.index ? new MemberIndex(directory, options.log.child({ component: 'index' })) : undefined;
  const members = new MemberResolver({ directory, clock: options.clock, index });
  const digest = new DigestService({ directory, members });
  return { deps: { directory, members, clock: options.clock, settings: options.settings, log: options.log, digest }, index };
}
