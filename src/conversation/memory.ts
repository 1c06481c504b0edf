import type { Place } from '../chat.js';
import type { BotMessage, ConversationMemory, RememberedMessage } from '../commands/context.js';

/** How many of its own messages per conversation the bot keeps in memory (older ones are asked of the server). */
const PER_PLACE = 20;
const PLACES = 2_000;

export function placeKey(place: Place): string {
  return place.type === 'stream' ? `s:${place.streamId ?? place.stream}:${place.topic.toLowerCase()}` : `d:${[...place.recipientIds].sort((a, b) => a - b).join(',')}`;
}

/**
 * The bot's recent messages in memory, bounded (a few per conversation, a
 * few thousand conversations). Alone it serves the shell; on Zulip it is the
 * fast path in front of the server (app/conversation-memory.ts), which still
 * answers after a restart.
 */
export class RecentMessages implements ConversationMemory {
  readonly #byPlace = new Map<string, BotMessage[]>();
  readonly #byId = new Map<number, BotMessage>();
  readonly #done = new Set<number>();
  /** Ids made up for messages the chat gave none (the shell): below any real one, this memory's own. */
  #madeUp = 0;

  remember(given: RememberedMessage): void {
    const message = { ...given, id: given.id ?? --this.#madeUp };
    const key = placeKey(message.place);
    const list = this.#byPlace.get(key) ?? [];
    const kept = { ...message, done: this.#done.has(message.id) };
    list.unshift(kept);
    for (const old of list.splice(PER_PLACE)) this.#byId.delete(old.id);
    this.#byPlace.delete(key);
    this.#byPlace.set(key, list);
    this.#byId.set(message.id, kept);
    if (this.#byPlace.size > PLACES) {
      const [oldest, gone] = this.#byPlace.entries().next().value as [string, BotMessage[]];
      this.#byPlace.delete(oldest);
      for (const m of gone) this.#byId.delete(m.id);
    }
  }

  /** Only what is in memory (the server-backed memory asks further). */
  known(place: Place, since: Date): BotMessage[] {
    return (this.#byPlace.get(placeKey(place)) ?? []).filter((m) => m.sentAt >= since).map((m) => ({ ...m, done: m.done || this.#done.has(m.id) }));
  }

  recent(place: Place, since: Date): Promise<BotMessage[]> {
    return Promise.resolve(this.known(place, since));
  }

  knownMessage(id: number): BotMessage | undefined {
    const m = this.#byId.get(id);
    return m ? { ...m, done: m.done || this.#done.has(id) } : undefined;
  }

  message(id: number): Promise<BotMessage | null> {
    return Promise.resolve(this.knownMessage(id) ?? null);
  }

  markDone(id: number): Promise<void> {
    this.#done.add(id);
    if (this.#done.size > PLACES * PER_PLACE) this.#done.delete(this.#done.values().next().value!);
    const m = this.#byId.get(id);
    if (m) m.done = true;
    return Promise.resolve();
  }
}
