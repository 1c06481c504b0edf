import type { Chart } from '../../charts/chart.js';
import { mondayOf } from '../../charts/data.js';
import { weekChart, weekComparison } from '../../charts/week.js';
import { DEFAULT_CHAT_LIMITS } from '../../chat.js';
import { collect } from '../../util/collect.js';
import { addDaysIso } from '../../time/hub-date.js';
import type { Deps, DigestPreviewer } from '../../commands/context.js';
import type { IsoDate } from '../../time/hub-date.js';
import { composeDigest } from './compose.js';
import { DigestGatherer, type DigestPrivacy } from './gather.js';

/** Gather and compose a date's digest; the `digest` command's preview. Posting is the DigestPoster's. */
export class DigestService implements DigestPreviewer {
  readonly #gatherer: DigestGatherer;
  readonly #directory: Deps['directory'];

  constructor(deps: Pick<Deps, 'directory' | 'members'> & DigestPrivacy) {
    this.#gatherer = new DigestGatherer(deps);
    this.#directory = deps.directory;
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
