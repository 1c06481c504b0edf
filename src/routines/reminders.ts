import type { DirectoryClient } from '../directory/client.js';
import type { Logger } from '../log.js';
import type { MemberRecords } from '../privacy/records.js';
import { claimOnce, type ClaimOptions } from '../store/claims.js';
import { KEYS } from '../store/keys.js';
import { TZDate } from '@date-fns/tz';
import { addDaysIso, hubToday, shortDate, type IsoDate } from '../time/hub-date.js';
import { collect } from '../util/collect.js';
import { offerAnswers, type Messenger } from './messenger.js';
import { remindable } from './routine.js';
import { routinesReplies } from './replies.js';

export interface ReminderSettings {
  timeZone: string;
  /** reminders.eveningHour: the evening before a routine day (hub time). */
  eveningHour: number;
  /** reminders.morningHour: the morning of it, for members who chose mornings. */
  morningHour: number;
}

/** The first line of a reminder: how an answer (a reaction on it) is recognised. */
export const REMINDER_START = 'Coming in ';

export function reminderText(date: IsoDate, today: IsoDate): string {
  const day = date === today ? 'today' : 'tomorrow';
  return routinesReplies.reminder(REMINDER_START, day, shortDate(date), date);
}

/** The day a reminder of the bot's own is about, or null when the message is not a reminder. */
export function reminderDate(content: string): IsoDate | null {
  if (!content.startsWith(REMINDER_START)) return null;
  return /`checkin (\d{4}-\d{2}-\d{2})`/.exec(content)?.[1] ?? null;
}

/**
 * The routine reminders: the evening before each routine day (or that
 * morning, for members who chose it), one DM with ✅ and ❌ under it. Each
 * member is reminded once per day, across restarts and a second process (a
 * claim in the store); a member who already planned the visit, skipped the
 * day, is away, or turned reminders off is not asked. `run` is called every
 * minute or so; a run missed while the bot was down is caught up the same
 * evening (or morning).
 */
export class Reminders {
  /** Slots done in this process (one listing each), so a minute's run costs nothing after the first. */
  readonly #done = new Set<string>();

  constructor(
    private readonly deps: {
      records: MemberRecords;
      directory: Pick<DirectoryClient, 'walkHubVisits'>;
      messenger: Messenger;
      claims: Omit<ClaimOptions, 'signal'>;
      log: Logger;
    },
    private readonly settings: ReminderSettings,
  ) {}

  async run(now: Date, signal?: AbortSignal): Promise<number> {
    const { timeZone, eveningHour, morningHour } = this.settings;
    const today = hubToday(now, timeZone);
    const hour = new TZDate(now.getTime(), timeZone).getHours();
    let asked = 0;
    // Evening: from the hour to midnight. Morning: from the hour to noon (or midnight, for a late "morning").
    if (hour >= eveningHour) asked += await this.#slot('evening', addDaysIso(today, 1), today, signal);
    if (hour >= morningHour && (hour < 12 || morningHour >= 12)) asked += await this.#slot('morning', today, today, signal);
    return asked;
  }

  async #slot(when: 'evening' | 'morning', date: IsoDate, today: IsoDate, signal?: AbortSignal): Promise<number> {
    const slot = `${when}:${date}`;
    if (this.#done.has(slot)) return 0;
    const { records, directory, messenger, claims, log } = this.deps;
    const due = records.all().filter(([, r]) => remindable(r, date, when));
    let asked = 0;
    let lost = 0;
    if (due.length > 0) {
      // Whoever already planned that day needs no reminder: one listing of the day.
      const planned = new Set((await collect(directory.walkHubVisits({ date }, signal))).map((v) => v.person.id));
      const ask = due.filter(([id]) => !planned.has(id));
      const claimed = await claimOnce(records.store, KEYS.reminded(date), ask.map(([id]) => id), { ...claims, signal });
      lost = claimed.lost.length;
      for (const [id, record] of ask) {
        if (!claimed.mine.includes(id) || record.zulipId === null) continue;
        asked++;
        try {
          const messageId = await messenger.dm(record.zulipId, reminderText(date, today));
          await offerAnswers(messenger, messageId, (error) => log.warn({ err: error, personId: id }, 'could not add the answers to a reminder'));
        } catch (error) {
          log.warn({ err: error, personId: id, date }, 'could not send a reminder');
        }
      }
      log.info({ when, date, due: due.length, asked }, 'routine reminders');
    }
    // A claim another process wiped out is tried again next time; otherwise this slot is done here.
    if (lost === 0) this.#done.add(slot);
    return asked;
  }
}
