import { describe, expect, it } from 'vitest';
import { digestTitle, partOf } from '../../../src/posts/digest/compose.js';
import { postOnce, type DigestChannel } from '../../../src/posts/shared/once.js';
import { ZulipDigestChannel } from '../../../src/zulip/digest-channel.js';
import { silentLogger } from '../../../src/log.js';
import { ZulipApi } from '../../../src/zulip/api.js';
import { BOT, DIGEST_STREAM, world, type World } from '../../support/world.js';

const DATE = '2026-11-20';
const title = digestTitle(DATE);
const parts = [`${title}: 3 people (part 1 of 3)\n- a`, `${title} (part 2 of 3)\n- b`, `${title} (part 3 of 3)\n- c`];
const once = { log: silentLogger, jitterMs: 0 };

async function channel(w: World): Promise<ZulipDigestChannel> {
  const api = await ZulipApi.connect({ site: w.zulip.url, email: BOT.email, apiKey: BOT.apiKey });
  const where = { stream: DIGEST_STREAM, topic: 'hub attendance', botUserId: BOT.id };
  return new ZulipDigestChannel(api, (text) => api.sendMessage({ type: 'stream', stream: DIGEST_STREAM, topic: 'hub attendance' }, text), where, silentLogger);
}

const posted = (w: World) => w.zulip.messages.filter((m) => m.senderId === BOT.id).map((m) => partOf(m.content, DATE));

describe('postOnce on the fake Zulip', () => {
  it('posts every part once, then recognises it as posted', async () => {
    const w = await world();
    const c = await channel(w);
    expect(await postOnce(c, DATE, parts, once)).toBe('posted');
    expect(await postOnce(c, DATE, parts, once)).toBe('already-posted');
    expect(posted(w)).toEqual([1, 2, 3]);
    expect(partOf('**Hub attendance for Thursday, November 19, 2026**: 1 person', DATE)).toBeNull();
  });

  it('names what it posts in its log lines (the report and the check-in posts use it too)', async () => {
    const w = await world();
    const c = await channel(w);
    const lines: string[] = [];
    const log = { ...silentLogger, info: (_fields: unknown, msg: string) => void lines.push(msg) } as unknown as typeof silentLogger;
    await postOnce(c, DATE, parts, once);
    expect(await postOnce(c, DATE, parts, { ...once, log, what: 'weekly report' })).toBe('already-posted');
    expect(await postOnce(c, DATE, parts, { ...once, log })).toBe('already-posted');
    expect(lines).toEqual(['weekly report already posted', 'digest already posted']);
  });

  it('after a crash between parts, posts only the missing ones', async () => {
    const w = await world();
    const c = await channel(w);
    let sent = 0;
    const crashing: DigestChannel = {
      findPosted: (d) => c.findPosted(d),
      remove: (id) => c.remove(id),
      post: (text) => (sent++ === 1 ? Promise.reject(new Error('killed')) : c.post(text)),
    };
    await expect(postOnce(crashing, DATE, parts, once)).rejects.toThrow('killed');
    expect(posted(w)).toEqual([1]);
    expect(await postOnce(c, DATE, parts, once)).toBe('completed');
    expect(posted(w)).toEqual([1, 2, 3]);
  });

  it('two processes racing: both post part 1, the later one withdraws it and leaves the rest to the winner', async () => {
    const w = await world();
    const [a, b] = [await channel(w), await channel(w)];
    // Both look before either posts: the race the jitter makes rare, forced here.
    let arrived = 0;
    let release!: () => void;
    const bothLooked = new Promise<void>((resolve) => (release = resolve));
    const racing = (c: DigestChannel): DigestChannel => {
      let first = true;
      return {
        findPosted: async (d) => {
          const found = await c.findPosted(d);
          if (first) {
            first = false;
            if (++arrived === 2) release();
            await bothLooked;
          }
          return found;
        },
        post: (t) => c.post(t),
        remove: (id) => c.remove(id),
      };
    };
    const outcomes = await Promise.all([postOnce(racing(a), DATE, parts, once), postOnce(racing(b), DATE, parts, once)]);
    expect(outcomes.sort()).toEqual(['lost-race', 'posted']);
    expect(posted(w)).toEqual([1, 2, 3]);
  });

  it('a shutdown during the jitter wait ends it at once, and posts nothing', async () => {
    const w = await world();
    const stop = new AbortController();
    // A minute of jitter, far past the test's timeout: only the abort can end it.
    const run = postOnce(await channel(w), DATE, parts, { log: silentLogger, jitterMs: 60_000, random: () => 1, signal: stop.signal });
    stop.abort();
    expect(await run).toBe('stopped');
    expect(posted(w)).toEqual([]);
  });

  it('posts nothing for an empty digest', async () => {
    const w = await world();
    expect(await postOnce(await channel(w), DATE, [], once)).toBe('nothing-to-post');
    expect(posted(w)).toEqual([]);
  });
});
