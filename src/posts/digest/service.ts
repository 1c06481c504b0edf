import type { Chart } from '../../charts/chart.js';
import { mondayOf } from '../../charts/data.js';
import { weekChart, weekComparison } from '../../charts/week.js';
import { DEFAULT_CHAT_LIMITS } from '../../chat.js';
import { collect } from '../../util/collect.js';
import { addDaysIso } from '../../time/hub-date.js';
import type { Deps, DigestPreviewer } from '../../commands/context.js';
import type { CallCount } from '../../directory/call-count.js';
import type { IsoDate } from '../../time/hub-date.js';
import { composeDigest } from './compose.js';
import { DigestGatherer, type DigestPrivacy } from './gather.js';

/** Gather and compose a date's digest; the `digest` command's preview. Posting is the DigestPoster's. */
export class DigestService implements DigestPreviewer {
  readonly #gatherer: DigestGatherer;
  readonly #directory: Deps['directory'];

  /** `deps`, or (`counting`) a directory and a gatherer already made. */
  constructor(deps: (Pick<Deps, 'directory' | 'members'> & DigestPrivacy) | { directory: Deps['directory']; gatherer: DigestGatherer }) {
    this.#gatherer = 'gatherer' in deps ? deps.gatherer : new DigestGatherer(deps);
    this.#directory = deps.directory;
  }

  /** This service (what its gatherer learnt included) with every directory request it makes counted in `count`: one run's or one command's. */
  counting(count: CallCount): DigestService {
    return new DigestService({ directory: this.#directory.counting(count), gatherer: this.#gatherer.counting(count) });
  }

  /** The week of `date` so far against each weekday's average over the `weeks` weeks before: one more directory walk. */
  async weekChart(date: IsoDate, signal?: AbortSignal, weeks = 4): Promise<Chart> {
    const from = addDaysIso(mondayOf(date), -7 * weeks);
    const visits = await collect(this.#directory.walkHubVisits({ start_date: from, end_date: date }, signal));
    return weekChart(weekComparison(visits, date, weeks), weeks);
  }

  /** The digest's messages; none when nobody came and `skipEmpty` holds. */
  async compose(date: IsoDate, options: { skipEmpty: boolean; maxMessageLength: number }, signal?: AbortSignal): Promise<string[]> {
    const input = await this.#gatherer.gather(date, signal);
    return composeDigest(input, options);
  }

  /** For the `digest` command: always shows something, even for an empty day (the reply is split again as it is sent). */
  async preview(date: IsoDate, signal?: AbortSignal): Promise<string> {
    return (await this.compose(date, { skipEmpty: false, maxMessageLength: DEFAULT_CHAT_LIMITS.maxMessageLength }, signal)).join('\n\n');
  }
}
