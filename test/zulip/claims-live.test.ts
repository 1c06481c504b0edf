import { describe, expect, it } from 'vitest';
import { liveBot } from '../support/live-bot.js';
import { ADA, BOT, world, type World } from '../support/world.js';

/**
 * Claims that cost nothing: a process alone claims nothing; a second one on the
 * same account reports itself before it registers its queue, the first hears
 * it (a status event) before any message the second can see, and from then on
 * both claim, so each command is answered once; when the second stops, the
 * first is alone again.
 */
async function instance(w: World) {
  return liveBot(w, () => ({ claimEmoji: 'eyes', instances: true }));
}

const claims = (w: World) => w.zulip.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/reactions') && r.form.emoji_name === 'eyes').length;

async function ask(w: World, n: number) {
  const before = w.botMessages().length;
  w.zulip.sendDm(ADA.id, [BOT.id], `whois ${970_000 + n}`);
  await w.zulip.waitFor(() => w.botMessages().length > before, 10_000);
  // A second answer, if any, would come right after the first.
  await new Promise((r) => setTimeout(r, 300));
}

describe('claims only while a second instance is live', () => {
  it('alone: no claim; two: one claim and one answer per command; one again: no claim', async () => {
    const w = await world();
    const first = await instance(w);
    expect(first.transport.multiple).toBe(false);
    await ask(w, 1);
    expect(claims(w)).toBe(0);

    const second = await instance(w);
    expect(second.transport.multiple).toBe(true);
    // The first heard of the second (a user_status event) before any message the second can see.
    await w.zulip.waitFor(() => first.transport.multiple);
    for (let n = 2; n <= 5; n++) await ask(w, n);
    expect(w.botMessages().filter((m) => /has the id 97000[2-5]/.test(m.content))).toHaveLength(4);
    expect(claims(w)).toBe(8);

    await second.stop();
    await w.zulip.waitFor(() => !first.transport.multiple);
    await ask(w, 6);
    expect(claims(w)).toBe(8);
    expect(w.botMessages().filter((m) => /has the id 970006/.test(m.content))).toHaveLength(1);
  });
});
