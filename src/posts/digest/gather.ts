import type { Deps } from '../../commands/context.js';
import type { CallCount } from '../../directory/call-count.js';
import { HISTORY_START } from '../../directory/client.js';
import type { HubVisit } from '../../directory/schemas.js';
import { addDaysIso, hubToday, type IsoDate } from '../../time/hub-date.js';
import { mapLimit } from '../../util/map-limit.js';
import { departureOf } from '../../commands/departures.js';
import type { PrivacyPolicy } from '../../privacy/policy.js';
import type { Clock } from '../../time/clock.js';
import { arrivedAt } from '../../watcher/visit-state.js';
import type { DigestInput, DigestVisitor } from './compose.js';
import { collect } from '../../util/collect.js';

const WEEKS_COMPARED = 4;

/** What the digest needs to respect members' privacy and split today's list (issue 26); all optional. */
export interface DigestPrivacy {
  /** The privacy policy as it is when the digest runs (the hub attached after start-up, or none). */
  privacy?: (() => PrivacyPolicy | undefined) | undefined;
  clock?: Clock | undefined;
  timeZone?: string | undefined;
}

/**
 * Everything a digest needs, in as few directory round trips as we can: the
 * day's visits and the same weekday of the four weeks before (walked in
 * parallel), the visitors' profiles (from the index when warm), and for
 * visitors we haven't seen before, one "any earlier visit?" query each.
 * "First seen" dates only ever move earlier, so they are kept across runs.
 */
export class DigestGatherer {
  readonly #earliest: Map<number, IsoDate>;
  /** People we checked: their first visit ever is this date. */
  readonly #firstVisit: Map<number, IsoDate>;

  constructor(
    private readonly deps: Pick<Deps, 'directory' | 'members'> & DigestPrivacy,
    /** What was learnt of first visits (a counting view shares its original's). */
    learnt: { earliest: Map<number, IsoDate>; firstVisit: Map<number, IsoDate> } = { earliest: new Map(), firstVisit: new Map() },
  ) {
    this.#earliest = learnt.earliest;
    this.#firstVisit = learnt.firstVisit;
  }

  /** This gatherer, what it learnt included, with its directory requests (the profiles' too) counted in `count`. */
  counting(count: CallCount): DigestGatherer {
    const deps = { ...this.deps, directory: this.deps.directory.counting(count), members: this.deps.members.counting(count) };
    return new DigestGatherer(deps, { earliest: this.#earliest, firstVisit: this.#firstVisit });
  }

  async gather(date: IsoDate, signal?: AbortSignal): Promise<DigestInput> {
    const { directory, members } = this.deps;
    const days = [date, ...Array.from({ length: WEEKS_COMPARED }, (_, i) => addDaysIso(date, -7 * (i + 1)))];
    const [visits = [], ...previous] = await Promise.all(days.map((d) => collect(directory.walkHubVisits({ date: d }, signal))));
    for (const [i, list] of previous.entries()) for (const v of list) this.#saw(v.person.id, days[i + 1]!);

    const [profiles, firsts] = await Promise.all([
      members.lookupMany(visits.map((v) => v.person.id), signal),
      this.#firstVisitors(visits, date, signal),
    ]);
    for (const v of visits) this.#saw(v.person.id, date);
    return {
      date,
      visitors: visits.map((visit) => {
        const profile = profiles.get(visit.person.id);
        return { visit, name: profile?.name ?? visit.person.name, zulipId: profile?.zulip_id ?? null, firstVisit: firsts.has(visit.person.id), ...this.#privately(visit) };
      }),
      previousWeeks: knownWeeks(previous.map((l) => l.length)),
    };
  }

  /** Issue 26: listed by name or only counted (the privacy policy), and, on today's digest, here / left / planned. */
  #privately(visit: HubVisit): Pick<DigestVisitor, 'listed' | 'status'> {
    const { privacy, clock, timeZone } = this.deps;
    const listed = (privacy?.()?.visibility(visit.person.id, visit.date, 'digest') ?? 'named') === 'named';
    if (!clock || !timeZone || visit.date !== hubToday(clock.now(), timeZone)) return { listed };
    const status = departureOf(visit) ? 'left' : arrivedAt(visit, timeZone) ? 'here' : 'planned';
    return { listed, status };
  }

  async #firstVisitors(visits: HubVisit[], date: IsoDate, signal?: AbortSignal): Promise<Set<number>> {
    const firsts = new Set<number>();
    const unsure: number[] = [];
    for (const { person } of visits) {
      if (this.#firstVisit.get(person.id) === date) firsts.add(person.id);
      else if (!((this.#earliest.get(person.id) ?? date) < date)) unsure.push(person.id);
    }
    await mapLimit(unsure, 8, async (personId) => {
      // Oldest first, so this one visit is their earliest before `date`, if any. An explicit start:
      // one description of the service defaults it to today whatever else is given.
      const query = { person_id: personId, start_date: HISTORY_START, end_date: addDaysIso(date, -1), per_page: 1 };
      const [earlier] = await this.deps.directory.listHubVisits(query, signal);
      if (earlier) this.#saw(personId, earlier.date);
      else {
        firsts.add(personId);
        this.#firstVisit.set(personId, date);
      }
    });
    return firsts;
  }

  #saw(personId: number, date: IsoDate): void {
    const known = this.#earliest.get(personId);
    if (!known || date < known) this.#earliest.set(personId, date);
  }
}


/**
 * Counts for 1..4 weeks back, with the oldest weeks before any recorded visit
 * marked unknown (null): a hub that opened two weeks ago has no history, not
 * zero visitors, three weeks back.
 */
function knownWeeks(counts: number[]): Array<number | null> {
  const lastWithData = counts.reduce((last, n, i) => (n > 0 ? i : last), -1);
  return counts.map((n, i) => (i <= lastWithData ? n : null));
}
