import { describe, expect, it } from 'vitest';
import { liveBot } from '../support/live-bot.js';
import { silentLogger } from '../../src/log.js';
import { MemoryStore } from '../../src/util/key-value.js';
import { ZulipApi } from '../../src/zulip/api.js';
import { ZulipBotStorage } from '../../src/zulip/bot-storage.js';
import { WireKeyValue } from '../../src/store/wire-key-value.js';
import { HANDOFF_KEY, HANDOFF_MAX_AGE_MS, handoffText, readHandoff, ZulipHandoff } from '../../src/zulip/handoff.js';
import { ADA, BOT, BRAM, world, type World } from '../support/world.js';

/** What the bot says first when it answers a message its previous process was handling (src/bot/replies.ts). */
const RESUMED_NOTE = '_(I restarted while I was handling this message, so I looked again:)_';

/**
 * What a stopping process leaves to the next one lives in Zulip's bot storage
 * (a Procfile host has no disk that survives a deploy): the messages it
 * received up to, and those it left without an answer. The next process takes
 * the note once and answers exactly those, and everything newer.
 */
async function botWithStorage(w: World) {
  let storage: WireKeyValue | undefined;
  const running = await liveBot(w, (api) => ({ storage: (storage = new WireKeyValue(new ZulipBotStorage(api), silentLogger)) }));
  return { bot: running.bot, storage: storage!, stop: running.stop };
}

const whoisIds = (w: World) => w.botMessages().map((m) => Number(/has the id (\d+)\./.exec(m.content)?.[1]));

describe('the handoff note', () => {
  it('round-trips, is taken once (read and deleted), and is not acted on when too old', async () => {
    const store = new MemoryStore();
    let now = 1_800_000_000_000;
    const handoff = new ZulipHandoff(store, silentLogger, () => now);
    await handoff.leave({ from: 'abcd1234', upTo: 1050, pending: new Set([1001, 1002, 1003, 1040]), interrupted: new Set([1002]) });
    expect(store.entries.get(HANDOFF_KEY)).toBe(JSON.stringify({ from: 'abcd1234', at: now, upTo: 1050, pending: '1001-1003,1040', interrupted: '1002' }));
    expect(await handoff.take()).toEqual({ from: 'abcd1234', at: now, upTo: 1050, pending: new Set([1001, 1002, 1003, 1040]), interrupted: new Set([1002]) });
    expect(await handoff.take()).toBeUndefined();
    await handoff.leave({ from: 'abcd1234', upTo: 1050, pending: new Set(), interrupted: new Set() });
    now += HANDOFF_MAX_AGE_MS + 1;
    expect(await handoff.take()).toBeUndefined();
    expect(store.entries.has(HANDOFF_KEY)).toBe(false);
    expect(readHandoff('{"from":"x","at":1,"upTo":5,"pending":"9-1"}')).toBeUndefined();
  });

  it('the next process answers what the note left (the one it was in the middle of says so), and everything newer; nothing else', async () => {
    const w = await world();
    const sent = [1, 2, 3, 4, 5].map((n) => w.zulip.sendDm(n % 2 ? ADA.id : BRAM.id, [BOT.id], `whois ${900_000 + n}`).id);
    // The previous process got messages 1 to 4, answered 1 and 4, was in the middle of 3; 5 came after it stopped.
    const api = await ZulipApi.connect({ site: w.zulip.url, email: BOT.email, apiKey: BOT.apiKey });
    const note = { from: 'prev0001', at: Date.now(), upTo: sent[3]!, pending: new Set([sent[1]!, sent[2]!]), interrupted: new Set([sent[2]!]) };
    await new WireKeyValue(new ZulipBotStorage(api), silentLogger).put({ [HANDOFF_KEY]: handoffText(note) });
    await botWithStorage(w);
    await w.zulip.waitFor(() => w.botMessages().length >= 3, 10_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(whoisIds(w).sort()).toEqual([900_002, 900_003, 900_005]);
    const resumed = w.botMessages().find((m) => m.content.includes('900003'))!;
    expect(resumed.content.startsWith(RESUMED_NOTE)).toBe(true);
    expect(w.botMessages().filter((m) => m.content.startsWith(RESUMED_NOTE))).toHaveLength(1);
    // Taken: the note is gone from bot storage.
    expect((await new WireKeyValue(new ZulipBotStorage(api), silentLogger).get([HANDOFF_KEY])).size).toBe(0);
  });

  it('a process stopped with commands queued leaves them in the note, and the next one answers each exactly once', async () => {
    const w = await world();
    const first = await botWithStorage(w);
    // The directory holds every look-up, so nothing is answered before the stop.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken = 0;
    w.sandbox.injectFault({ holdUntil: held, times: 1_000, onTaken: () => taken++ });
    for (let n = 1; n <= 12; n++) w.zulip.sendDm(n % 2 ? ADA.id : BRAM.id, [BOT.id], `whois ${900_100 + n}`);
    // Each member's first command is running (held at the directory); the other ten wait their turn.
    await w.zulip.waitFor(() => taken >= 2);
    const stopping = first.stop();
    await new Promise((r) => setTimeout(r, 100));
    release();
    w.sandbox.clearFaults();
    await stopping;
    const answeredFirst = whoisIds(w);
    const note = readHandoff((await first.storage.get([HANDOFF_KEY])).get(HANDOFF_KEY) ?? '');
    expect(note?.pending.size).toBe(12 - answeredFirst.length);

    await botWithStorage(w);
    await w.zulip.waitFor(() => w.botMessages().length >= 12, 15_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(whoisIds(w).sort()).toEqual(Array.from({ length: 12 }, (_, i) => 900_101 + i));
  });
});
