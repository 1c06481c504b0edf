import { describe, expect, it } from 'vitest';
import { mayBeBot } from '../../src/zulip/bot-senders.js';

describe('mayBeBot: the sender judged from the message alone', () => {
  it.each([
    ['other-bot@zulip.example.com', 'website'],
    ['notification-bot@zulip.com', 'internal'],
    ['welcome-bot@zulip.com', 'website'],
    ['emailgateway@zulip.com', 'website'],
    ['zulipbot@example.org', 'website'],
    ['ci_bot2@example.org', 'website'],
    ['ada@example.org', 'ZulipPython'],
    ['ada@example.org', undefined],
  ])('%s via %s: may be a bot', (email, client) => expect(mayBeBot({ sender_email: email, client })).toBe(true));

  it.each([
    ['ada@example.org', 'website'],
    ['abbott@example.org', 'ZulipMobile'],
    ['robotics-club@example.org', 'ZulipFlutter'],
  ])('%s via %s: a person', (email, client) => expect(mayBeBot({ sender_email: email, client })).toBe(false));
});
