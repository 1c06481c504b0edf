import type { StatusReport, StatusSource } from '../commands/status-report.js';
import type { Config } from '../config/schema.js';
import type { MemberIndex } from '../members/member-index.js';
import type { Clock } from '../time/clock.js';
import { VERSION } from '../version.js';
import type { Ops } from './ops.js';

/** The event queue as the Zulip transport reports it (Date.now() ms). */
export interface QueueView {
  readonly queue: { registeredAt: number | undefined; lastEventAt: number | undefined };
}

const date = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms));

/** Gathers the admins' `status` report from the process's parts; nothing is cached, each report is read fresh. */
export class BotStatus implements StatusSource {
  constructor(
    private readonly parts: {
      config: Pick<Config, 'digest' | 'directory'>;
      ops: Ops;
      clock: Clock;
      index: MemberIndex | undefined;
      /** The Zulip transport; absent in the shell. */
      zulip?: QueueView | undefined;
    },
  ) {}

  report(): StatusReport {
    const { config, ops, index, zulip, clock } = this.parts;
    const queue = zulip?.queue;
    const digest = ops.schedules.view('digest');
    return {
      version: VERSION,
      startedAt: ops.startedAt,
      queue: queue && { registeredAt: date(queue.registeredAt), lastEventAt: date(queue.lastEventAt) },
      directory: { answering: ops.directory.answering, lastFailure: ops.directory.lastFailure, latency: ops.directory.latency.summary() },
      zulip: zulip && { latency: ops.zulip.latency.summary() },
      commandsToday: ops.commands.today(clock.now()),
      index: index ? { on: true, size: index.size, builtAt: date(index.builtAt), building: index.loading } : { on: false },
      digest: digest
        ? {
            on: true,
            next: digest.next,
            last: digest.last && {
              date: digest.last.date,
              at: digest.last.at,
              ok: digest.last.ok,
              ...(digest.last.ok ? { result: digest.last.result } : { error: digest.last.error, gaveUp: digest.last.gaveUp }),
            },
          }
        : { on: false, why: !config.digest.enabled ? 'digest.enabled is false' : !config.digest.stream ? 'no digest.stream set' : 'not scheduled in this process' },
    };
  }
}
