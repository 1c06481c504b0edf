import type { BotSettings, Deps } from '../commands/context.js';
import { DirectoryClient } from '../directory/client.js';
import type { DirectoryHttpOptions } from '../directory/http.js';
import { DigestService } from '../posts/digest/service.js';
import type { Logger } from '../log.js';
import { MemberIndex } from '../members/member-index.js';
import { MemberResolver, type ResolverOptions } from '../members/resolver.js';
import type { ZulipPeople } from '../members/zulip-people.js';
import type { Clock } from '../time/clock.js';
import { DirectoryHealth } from '../ops/directory-health.js';
import type { StatusSource } from '../commands/status-report.js';
import type { Hub } from '../follows/hub.js';
import { USER_AGENT } from '../version.js';
import type { DecodeReport } from '../util/tolerant/report.js';
import type { Pictures } from '../charts/picture.js';

export interface DepsOptions {
  directory: Pick<DirectoryHttpOptions, 'baseUrl' | 'token'> & Partial<DirectoryHttpOptions>;
  settings: BotSettings;
  clock: Clock;
  log: Logger;
  /** Build the zulip_id index in the background (docs/architecture.md, "Members"). */
  index: boolean;
  /** The chat server's users, for mentions without an id (Zulip; absent in the shell). */
  people?: ZulipPeople | undefined;
  /** Resolver tuning (tests): how long a lookup waits for a cold index, when it says "one moment". */
  members?: Pick<ResolverOptions, 'coldWaitMs' | 'slowAfterMs'> | undefined;
  /** Fed by every directory exchange (the process's, from the composition root); default: one of its own. */
  directoryHealth?: DirectoryHealth | undefined;
  /** Builds the admins' `status` source, once the member index exists; none: `status` says it is not available. */
  status?: ((index: MemberIndex | undefined) => StatusSource) | undefined;
  /** The hub's features (issue 26) as they are when asked: none until its storage is read (src/app/hub-stores.ts). */
  hub?: (() => Hub | undefined) | undefined;
  /** What draws pictures: the process's one renderer (started on the first picture). */
  pictures: Pictures;
  /** Where the directory's decoders count what they could not use (the bot's, Ops.decoding); it logs each problem once, here. */
  decoding: DecodeReport;
}

/**
 * What handlers depend on: the directory client, the member resolver (and its
 * optional index), the digest's composer. Call `index?.start()` to begin building.
 */
export function createDeps(options: DepsOptions): { deps: Deps & { digest: DigestService }; index: MemberIndex | undefined } {
  const onExchange = options.directory.onExchange;
  const health = options.directoryHealth ?? new DirectoryHealth();
  const directory = new DirectoryClient(
    {
      userAgent: USER_AGENT,
      ...options.directory,
      onExchange: (exchange) => {
        health.observe(exchange);
        onExchange?.(exchange);
      },
    },
    { report: options.decoding },
  );
  // Fields the decoders could not use (directory, and Zulip when given the same report) are logged once per field and problem.
  options.decoding.logTo(options.log.child({ component: 'decode' }));
  const index = options.index ? new MemberIndex(directory, options.log.child({ component: 'index' }), { now: () => options.clock.now().getTime() }) : undefined;
  const members = new MemberResolver({
    directory,
    clock: options.clock,
    index,
    coldWaitMs: options.members?.coldWaitMs,
    slowAfterMs: options.members?.slowAfterMs,
  });
  const { clock, settings, log, people } = options;
  // The digest asks the hub's privacy policy (if any) each time it runs.
  const digest = new DigestService({ directory, members, clock, timeZone: settings.timeZone, privacy: () => deps.hub?.policy });
  const status = options.status?.(index);
  const hub = options.hub;
  const { pictures } = options;
  const deps: Deps & { digest: DigestService } = {
    directory, members, clock, settings, log, digest, people, status, pictures,
    get hub() {
      return hub?.();
    },
  };
  return { deps, index };
}
