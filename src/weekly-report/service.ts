import { CallCount } from '../directory/call-count.js';
import { withAttachments, type Files } from '../charts/attach.js';
import { mondayOf } from '../charts/data.js';
import type { Deps } from '../commands/context.js';
import type { HubVisit } from '../directory/schemas.js';
import { postOnce, type DigestChannel, type PostOutcome } from '../posts/shared/once.js';
import type { Logger } from '../log.js';
import { addDaysIso, type IsoDate } from '../time/hub-date.js';
import { collect } from '../util/collect.js';
import { mapLimit } from '../util/map-limit.js';
import { composeReport } from './compose.js';
import { weekStats, type WeekStats } from './stats.js';

export interface ReportServiceOptions {
  /** `hub`: its privacy policy blanks members not listed by name in the CSV (issue 26). */
  deps: Pick<Deps, 'directory' | 'hub'>;
  log: Logger;
  jitterMs?: number;
}

/** The week to report on at `date`: the last full Monday-to-Sunday week before it. */
export function lastFullWeek(date: IsoDate): IsoDate {
  return addDaysIso(mondayOf(date), -7);
}

/**
 * The weekly staff report: gather a week's visits (and, for each visitor,
 * whether they came before), compose, and post exactly once through the same
 * mechanism as the digest, keyed on the week's Monday.
 */
export class ReportService {
  constructor(
    private readonly opts: ReportServiceOptions,
    /** Where `post` goes: the reports stream and topic. */
    private readonly channel?: DigestChannel,
  ) {}

  async gather(monday: IsoDate, signal?: AbortSignal): Promise<{ stats: WeekStats; visits: HubVisit[] }> {
    const { directory } = this.opts.deps;
    const visits = await collect(directory.walkHubVisits({ start_date: monday, end_date: addDaysIso(monday, 6) }, signal));
    const people = [...new Set(visits.map((v) => v.person.id))];
    const returning = new Set<number>();
    await mapLimit(people, 8, async (personId) => {
      // Oldest first: one row is enough to know they came before.
      const [earlier] = await directory.listHubVisits({ person_id: personId, end_date: addDaysIso(monday, -1), per_page: 1 }, signal);
      if (earlier) returning.add(personId);
    });
    return { stats: weekStats(visits, monday, returning), visits };
  }

  /** The report's text, with its attachments drawn and linked where `files` can (summaries only without). */
  async render(monday: IsoDate, files: Files | undefined, signal?: AbortSignal): Promise<string> {
    const { stats, visits } = await this.gather(monday, signal);
    const { text, attachments } = composeReport(stats, visits, this.opts.deps.hub?.policy);
    return withAttachments(text, attachments, files, this.opts.log);
  }

  /** Posts the report of the week starting `monday` unless it is already there; one log line per run. */
  async post(monday: IsoDate, signal?: AbortSignal): Promise<PostOutcome> {
    const { channel } = this;
    const { log } = this.opts;
    if (!channel) throw new Error('no reports channel configured (reports.stream)');
    const started = performance.now();
    // This run's directory requests, counted apart from any command in flight.
    const count = new CallCount();
    const { deps } = this.opts;
    const counted = new ReportService({
      ...this.opts,
      deps: {
        directory: deps.directory.counting(count),
        get hub() {
          return deps.hub;
        },
      },
    });
    const result = await (async () => {
      // Nothing to draw or upload when this week's report is already there.
      if ((await channel.findPosted(monday)).length > 0) return 'already-posted' as const;
      const text = await counted.render(monday, channel, signal);
      return postOnce(channel, monday, [text], { log, what: 'weekly report', jitterMs: this.opts.jitterMs ?? 0, signal });
    })();
    log.info({ week: monday, outcome: result, ms: Math.round(performance.now() - started), directoryCalls: count.calls }, 'weekly report');
    return result;
  }
}
