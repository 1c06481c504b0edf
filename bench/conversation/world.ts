import { buildCore } from '../../src/app/core.js';
import { Bot } from '../../src/bot/bot.js';
import { Dispatcher } from '../../src/bot/dispatch.js';
import { CommandRunner } from '../../src/bot/runner.js';
import type { Transport } from '../../src/bot/transport.js';
import type { InboundEvent, Place, ZulipIdentity } from '../../src/chat.js';
import type { Command } from '../../src/commands/command.js';
import type { Deps, HandlerTable } from '../../src/commands/context.js';
import { RecentMessages } from '../../src/conversation/memory.js';
import { HANDLERS } from '../../src/commands/handlers/index.js';
import { configSchema } from '../../src/config/schema.js';
import { silentLogger } from '../../src/log.js';
import type { StoredProfile } from '../../src/sandbox/model.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { fixedClock, type FixedClock } from '../../src/time/clock.js';
import { hubTimestamp, hubToday } from '../../src/time/hub-date.js';
import { addressedMessage } from '../../src/zulip/addressing.js';
import type { BeforeVisit } from './corpus.js';
import { testPictures } from '../../test/support/pictures.js';

export const TIME_ZONE = 'America/New_York';
const TOKEN = 'conversation-bench-token';
export const BOT_ID = 42;
const BOT_NAME = 'frontdesk';

/** One message the bot sent: where, what, and its id (so a member can react to it). */
export interface Sent {
  id: number;
  place: Place;
  text: string;
}

/** The state of one visit as a member sees it: there, its notes, and whether they said they left. */
export interface VisitState {
  notes: string;
  left: boolean;
}
/** person id -> date -> visit. */
export type DirectoryState = Map<number, Map<string, VisitState>>;

/**
 * The assembled bot (the composition root's core: runner, handlers, member
 * resolver, directory client) on the sandbox directory with its demo members,
 * the clock pinned at the round's "now", behind an in-memory transport that
 * numbers what the bot sends and hands it messages and reactions. Handlers are
 * the real ones, each call recorded on the way in (what the bot answered).
 */
export class ConversationWorld {
  readonly clock: FixedClock;
  readonly sent: Sent[] = [];
  readonly reactions: Array<{ messageId: number; emoji: string }> = [];
  /** Every handler call since the last `take()`: the commands the bot carried out. */
  readonly ran: Command[] = [];
  #nextId = 1_000_000;
  #onEvent: ((event: InboundEvent) => Promise<void>) | undefined;

  private constructor(
    readonly sandbox: Sandbox,
    readonly bot: Bot,
    clock: FixedClock,
    private readonly deps: Deps,
  ) {
    this.clock = clock;
  }

  /**
   * Forgets the bot's own earlier messages: each message of a round stands
   * alone (its "before" is all the context it has), and every message is sent
   * at the same "now", so a question asked for an earlier one would otherwise
   * still be open for a "yes" or a 👍.
   */
  forget(): void {
    this.deps.conversation = new RecentMessages();
  }

  static async start(now: string): Promise<ConversationWorld> {
    const clock = fixedClock(now);
    const sandbox = await startSandbox({ clock, token: TOKEN, timeZone: TIME_ZONE });
    const config = configSchema.parse({ directory: { baseUrl: sandbox.url, token: TOKEN, index: false } });
    const core = buildCore({ config, directory: { baseUrl: sandbox.url, token: TOKEN }, log: silentLogger, clock , pictures: testPictures });
    // Filled in below: the handlers and the transport are built before the world they report to.
    const made: { world?: ConversationWorld } = {};
    const spied = Object.fromEntries(
      Object.entries(HANDLERS).map(([kind, handler]) => [
        kind,
        (command: Command, ctx: Parameters<typeof handler>[1]) => {
          made.world?.ran.push(command);
          return (handler as (c: Command, x: typeof ctx) => ReturnType<typeof handler>)(command, ctx);
        },
      ]),
    ) as unknown as HandlerTable;
    const runner = new CommandRunner(core.deps, spied);
    const transport: Transport = {
      start: (onEvent) => {
        made.world!.#onEvent = onEvent;
        return Promise.resolve({ maxMessageLength: 10_000 });
      },
      stop: () => Promise.resolve(),
      close: () => Promise.resolve(),
      send: (place, text) => {
        made.world!.sent.push({ id: made.world!.#nextId++, place, text });
        return Promise.resolve();
      },
      react: (messageId, emoji) => {
        made.world!.reactions.push({ messageId, emoji });
        return Promise.resolve();
      },
    };
    const bot = new Bot({ transport, runner, dispatcher: new Dispatcher(4, silentLogger), log: silentLogger, timeZone: TIME_ZONE });
    const world = new ConversationWorld(sandbox, bot, clock, core.deps);
    made.world = world;
    await bot.start();
    return world;
  }

  get today(): string {
    return hubToday(this.clock.now(), TIME_ZONE);
  }

  /** The demo member with this first name who has a Zulip account (the senders of a round). */
  member(first: string): StoredProfile {
    const found = this.sandbox.store.profiles().find((p) => p.first_name.toLowerCase() === first.toLowerCase() && p.zulip_id !== null);
    if (!found) throw new Error(`no demo member called ${first} with a Zulip account`);
    return found;
  }

  identity(profile: StoredProfile): ZulipIdentity {
    return { zulipId: profile.zulip_id!, fullName: `${profile.first_name} ${profile.last_name}`, email: profile.email ?? undefined };
  }

  /** The member's visits become exactly `before` (a departure a few minutes ago for "left"). */
  setVisits(profile: StoredProfile, before: BeforeVisit[]): void {
    const store = this.sandbox.store;
    for (const visit of store.listVisits({ person_id: profile.id, start_date: '1900-01-01' })) store.deleteVisit(profile.id, visit.date);
    const leftAt = hubTimestamp(new Date(this.clock.now().getTime() - 20 * 60_000), TIME_ZONE);
    for (const visit of before) {
      const appData = visit.left ? { frontdesk: { left_at: leftAt } } : {};
      store.upsertVisit(profile.id, visit.date, { notes: visit.notes ?? '', app_data: appData }, 'Hub Kiosk');
    }
  }

  /** Everyone's visits, as members see them. */
  state(): DirectoryState {
    const state: DirectoryState = new Map();
    for (const visit of this.sandbox.store.listVisits({ start_date: '1900-01-01' })) {
      const days = state.get(visit.person_id) ?? new Map<string, VisitState>();
      days.set(visit.date, { notes: visit.notes ?? '', left: leftAt(visit.app_data) });
      state.set(visit.person_id, days);
    }
    return state;
  }

  /** Sends `say` as `profile` (a DM, or a stream message that must begin with the bot's mention); resolves once handled. */
  async say(profile: StoredProfile, say: string, where: 'dm' | 'stream'): Promise<Sent[]> {
    const from = this.sent.length;
    const id = this.#nextId++;
    const sender = this.identity(profile);
    const timestamp = Math.floor(this.clock.now().getTime() / 1000);
    const raw = {
      id,
      sender_id: sender.zulipId,
      sender_full_name: sender.fullName,
      sender_email: sender.email ?? '',
      content: say,
      timestamp,
      ...(where === 'stream'
        ? { type: 'stream', display_recipient: 'hub', stream_id: 5, subject: 'frontdesk' }
        : { type: 'private', display_recipient: [{ id: BOT_ID }, { id: sender.zulipId }] }),
    };
    // The transport's own addressing: what a stream message must start with, and the mention removed.
    const message = addressedMessage(raw as unknown as Parameters<typeof addressedMessage>[0], { userId: BOT_ID, fullName: BOT_NAME });
    if (message) await this.#onEvent!({ kind: 'message', message });
    return this.sent.slice(from);
  }

  /** `profile` adds a reaction on one of the bot's messages; resolves once handled. */
  async react(profile: StoredProfile, messageId: number, emoji: { name: string; code: string }): Promise<Sent[]> {
    const from = this.sent.length;
    const reaction = { op: 'add' as const, messageId, member: this.identity(profile), emoji: { ...emoji, type: 'unicode_emoji' } };
    await this.#onEvent!({ kind: 'reaction', reaction });
    return this.sent.slice(from);
  }

  /** The handler calls since the last take. */
  take(): Command[] {
    return this.ran.splice(0);
  }

  async stop(): Promise<void> {
    await this.bot.stop();
    await this.sandbox.close();
  }
}

function leftAt(appData: unknown): boolean {
  if (typeof appData !== 'object' || appData === null) return false;
  const ours = (appData as Record<string, unknown>).frontdesk;
  return typeof ours === 'object' && ours !== null && typeof (ours as Record<string, unknown>).left_at === 'string';
}
