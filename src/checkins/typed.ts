import type { Logger } from '../log.js';
import type { IsoDate } from '../time/hub-date.js';
import type { KeyValueStore } from '../util/key-value.js';


const PREFIX = 'frontdesk:typed:';
const keyOf = (date: IsoDate, zulipId: number) => `${PREFIX}${date}:${zulipId}`;

/**
 * "A typed command always wins over a reaction": once a member has typed a
 * command that changes their visit for a day (checkin, checkout, note, leave),
 * their reactions for that day no longer write anything, whatever the order
 * and whatever restarts came between. The bot records each such command here,
 * in Zulip's bot storage, because a cancelled visit leaves nothing in the
 * directory to record it on. Past days are forgotten.
 */
export class TypedMarks {
  readonly #marked = new Set<string>();
  #loaded: Promise<void> | undefined;

  constructor(
    private readonly store: KeyValueStore,
    private readonly log: Logger,
    /** The hub's today, to forget past days. */
    private readonly today: () => IsoDate,
    /** True while another instance may have recorded marks this one has not seen (two processes). */
    private readonly shared: () => boolean = () => false,
  ) {}

  /** Records that `zulipId` typed a command about their visit on `date`. */
  async mark(date: IsoDate, zulipId: number): Promise<void> {
    if (date < this.today()) return;
    await this.#load();
    const key = keyOf(date, zulipId);
    this.#marked.add(key);
    try {
      await this.store.put({ [key]: '1' });
    } catch (error) {
      this.log.warn({ err: error, date, zulipId }, 'could not record a typed command in bot storage (this process remembers it)');
    }
  }

  /** Whether `zulipId` typed a command about their visit on `date`. */
  async has(date: IsoDate, zulipId: number): Promise<boolean> {
    await this.#load();
    const key = keyOf(date, zulipId);
    if (this.#marked.has(key)) return true;
    if (!this.shared()) return false;
    try {
      if ((await this.store.get([key])).has(key)) this.#marked.add(key);
    } catch (error) {
      this.log.warn({ err: error, date, zulipId }, 'could not read bot storage; going by what this process knows');
    }
    return this.#marked.has(key);
  }

  /** The marks of today and later, once per process; past days' are deleted. */
  #load(): Promise<void> {
    this.#loaded ??= (async () => {
      try {
        const today = this.today();
        const all = await this.store.list(PREFIX);
        const past: string[] = [];
        for (const key of all.keys()) {
          if (key.slice(PREFIX.length, PREFIX.length + 10) < today) past.push(key);
          else this.#marked.add(key);
        }
        if (past.length) await this.store.delete(past);
      } catch (error) {
        this.log.warn({ err: error }, 'could not read the typed-command marks from bot storage; going on with none');
      }
    })();
    return this.#loaded;
  }
}
