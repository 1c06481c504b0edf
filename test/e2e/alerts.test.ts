import { describe, expect, it } from 'vitest';
import { ADA, BOT, BRAM, world } from '../support/world.js';

/** Alerts to the admins: once per condition while it lasts, then one recovery notice. */

describe('frontdesk run: alerts', () => {
  it('the directory refusing the token: one DM to the admins (not one per command), then a recovery notice', async () => {
    const w = await world({ config: { admins: [BRAM.id] } });
    await w.startBot();
    const alertsToBram = () => w.botMessages().filter((m) => m.type === 'private' && m.recipientIds.includes(BRAM.id) && !m.recipientIds.includes(ADA.id));
    w.sandbox.injectFault({ status: 401, body: '{"message":"unauthorized"}', times: 2, match: (method) => method === 'GET' });
    for (let i = 0; i < 2; i++) {
      const reply = w.nextReply((m) => m.recipientIds.includes(ADA.id) && !m.recipientIds.includes(BRAM.id), 8_000);
      w.zulip.sendDm(ADA.id, [BOT.id], "who's here");
      expect((await reply).content).toContain('The directory refused my credentials');
    }
    await w.zulip.waitFor(() => alertsToBram().length >= 1);
    expect(alertsToBram()[0]!.content).toMatch(/^⚠ frontdesk alert: the directory refuses the bot's token \(401\).*Fix directory\.token \(DIRECTORY_TOKEN\)\.$/);
    const recovered = w.nextReply((m) => m.recipientIds.includes(BRAM.id) && m.content.startsWith('✅'), 8_000);
    w.zulip.sendDm(ADA.id, [BOT.id], "who's here");
    expect((await recovered).content).toBe("✅ frontdesk recovered: the directory accepts the bot's token again.");
    expect(alertsToBram()).toHaveLength(2);
  });
});
