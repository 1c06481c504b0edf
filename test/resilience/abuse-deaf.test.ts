import { describe, expect, it } from 'vitest';
import { flood, hugeUpload, longMessages, stuckRenderer } from '../../bench/extra/abuse/deaf.js';

/**
 * Issue 24, "never deaf under abuse": the probes of bench/extra/abuse (npm run
 * bench:abuse prints their figures) with the acceptance thresholds, on the
 * compiled bot run as the Procfile's worker with the shipped limits, against
 * the fake Zulip enforcing Zulip's rate limit.
 */
describe('never deaf under abuse', () => {
  it("one member at 200 messages a minute for 90 s: the others' p50 ≤ 1.5 s, max ≤ 5 s; the flooder told once to slow down", async () => {
    const r = await flood({ floodSeconds: 90, afterSeconds: 30 });
    console.log('flood', JSON.stringify(r));
    expect(r.othersUnanswered).toBe(0);
    expect(r.others.p50).toBeLessThanOrEqual(1.5);
    expect(r.others.max).toBeLessThanOrEqual(5);
    expect(r.slowDowns).toBe(1);
    // Nothing spent on what the limit refused: at most one claim per admitted command (none, alone).
    expect(r.claimReactions).toBe(0);
    expect(r.botAlive).toBe(true);
  });

  it("10,000-character messages at 200 a minute: the bot's CPU ≤ 10% of a core, the others' p50 ≤ 1.5 s", async () => {
    const r = await longMessages({ seconds: 60 });
    console.log('long messages', JSON.stringify(r));
    expect(r.othersUnanswered).toBe(0);
    expect(r.botCpuShareOfACore).toBeLessThanOrEqual(0.1);
    expect(r.others.p50).toBeLessThanOrEqual(1.5);
  });

  it('a stopped renderer: the picture command answers within 15 s, saying it could not draw; an unrelated whois is not held', async () => {
    const r = await stuckRenderer({ waitSeconds: 40 });
    console.log('stuck renderer', JSON.stringify(r));
    expect(r.renderersStopped).toBe(1);
    expect(r.chartSeconds).toBeLessThanOrEqual(15);
    expect(r.chartToldCouldNotDraw).toBe(true);
    expect(r.whoisSeconds).toBeLessThanOrEqual(2);
  });

  it('a 50 MB answer to an upload is a failed upload: the bot lives, answers, and its memory stays put', async () => {
    const r = await hugeUpload();
    console.log('huge upload', JSON.stringify(r));
    expect(r.crash).toBe(false);
    for (const row of r.rows) {
      expect(row).toMatchObject({ replied: true, alive: true });
      expect(row.rssAfter as number).toBeLessThan(150);
    }
  });
});
