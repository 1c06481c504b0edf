import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/commands/parse.js';
import { HUB_INTENTS, hubCommandText } from '../../src/commands/hub-intents.js';
import { compile } from '../../src/commands/grammar.js';
import { MACROS } from '../../src/commands/phrasings.js';
import { TEST_NOW } from '../support/sandbox.js';

const parse = (text: string) => parseCommand(text, new Date(TEST_NOW), 'America/New_York');
const action = (text: string) => {
  const parsed = parse(text);
  return parsed.ok && parsed.command.kind === 'hub' ? parsed.command.action : parsed;
};

// Friday 2026-11-20 at the hub.
describe('the hub intents, declared as data, through the parser', () => {
  it.each([
    ['follow Ada', { intent: 'follow', who: 'Ada', oneShot: false }],
    ['follow @**Ada Quillfeather|1001**', { intent: 'follow', who: '@**Ada Quillfeather|1001**', oneShot: false }],
    ['tell me when Ada comes in', { intent: 'follow', who: 'Ada', oneShot: true }],
    ['can you let me know when Bram Copperfield-Nye arrives?', { intent: 'follow', who: 'Bram Copperfield-Nye', oneShot: true }],
    ['ping me whenever Cleo gets here', { intent: 'follow', who: 'Cleo', oneShot: false }],
    ['unfollow Ada', { intent: 'unfollow', who: 'Ada' }],
    ['stop following Ada', { intent: 'unfollow', who: 'Ada' }],
    ['following', { intent: 'following' }],
    ['who am I following?', { intent: 'following' }],
    ['who follows me?', { intent: 'followers' }],
    ['allow 5001', { intent: 'answerFollow', who: '5001', allow: true }],
    ['refuse Bram', { intent: 'answerFollow', who: 'Bram', allow: false }],
    ['usually tue thu', { intent: 'routine', days: [2, 4] }],
    ['I come in on tuesdays and thursdays', { intent: 'routine', days: [2, 4] }],
    ['I usually come in mon-wed', { intent: 'routine', days: [1, 2, 3] }],
    ['usually weekdays', { intent: 'routine', days: [1, 2, 3, 4, 5] }],
    ['clear my routine', { intent: 'routine', days: [] }],
    ['skip fri', { intent: 'skip', date: '2026-11-20' }],
    ['skip next tue please', { intent: 'skip', date: '2026-11-24' }],
    ['away dec 20 to jan 3', { intent: 'away', from: '2026-12-20', to: '2027-01-03' }],
    ["I'll be away nov 25 - nov 27", { intent: 'away', from: '2026-11-25', to: '2026-11-27' }],
    ['reminders off', { intent: 'reminders', when: 'off' }],
    ['stop reminders', { intent: 'reminders', when: 'off' }],
    ['remind me in the morning', { intent: 'reminders', when: 'morning' }],
    ['my plans', { intent: 'myPlans' }],
    ['forecast tomorrow', { intent: 'forecast', date: '2026-11-21' }],
    ['forecast', { intent: 'forecast', date: '2026-11-21' }],
    ['how busy will it be on monday?', { intent: 'forecast', date: '2026-11-23' }],
    ["who's here into rust", { intent: 'whoKnows', topic: 'rust' }],
    ['anyone here who knows Postgres?', { intent: 'whoKnows', topic: 'Postgres' }],
    ['is there anyone around who knows about type systems?', { intent: 'whoKnows', topic: 'type systems' }],
    ['privacy', { intent: 'privacy' }],
    ['what do you know about me?', { intent: 'privacy' }],
    ['listed no', { intent: 'listed', listed: false }],
    ["don't list me", { intent: 'listed', listed: false }],
    ['followable nobody', { intent: 'followable', followable: 'nobody' }],
    ['ask me first', { intent: 'followable', followable: 'approved' }],
    ['ghost today', { intent: 'ghost', on: true }],
    ['ghost', { intent: 'ghost', on: true }],
    ['ghost off', { intent: 'ghost', on: false }],
    ['forget me', { intent: 'forgetMe' }],
  ])('%s', (text, expected) => {
    expect(action(text)).toEqual(expected);
  });

  it('leaves the older phrasings alone: a plan, a cancellation, who is here', () => {
    expect(parse("i'm in tue")).toMatchObject({ ok: true, command: { kind: 'checkin', date: '2026-11-24' } });
    expect(parse('skipping monday, sorry')).toMatchObject({ ok: true, command: { kind: 'checkout', date: '2026-11-23' } });
    expect(parse('gonna skip tomorrow')).toMatchObject({ ok: true, command: { kind: 'checkout', date: '2026-11-21' } });
    expect(parse("who's here")).toMatchObject({ ok: true, command: { kind: 'whosHere' } });
    expect(parse('how busy is the hub')).toMatchObject({ ok: true, command: { kind: 'whosHere' } });
    expect(parse('follow')).toMatchObject({ ok: false });
  });

  it('a question about a write, or a phrasing marked confirm, only offers the exact command', () => {
    expect(parse('should I skip friday?')).toMatchObject({ ok: false, didYouMean: 'skip 2026-11-20' });
    expect(parse('delete my data')).toMatchObject({ ok: false, didYouMean: 'forget me' });
    expect(parse('help follow')).toMatchObject({ ok: true, command: { kind: 'help', topic: 'hub' } });
  });

  it('every template compiles, and the exact command offered for any action parses back to it', () => {
    expect(compile(HUB_INTENTS, MACROS).length).toBeGreaterThan(100);
    for (const text of ['skip fri', 'away dec 20 to jan 3', 'usually tue thu', 'reminders morning', 'forecast tomorrow', 'listed no', 'followable approved', 'ghost off', 'follow Ada', 'unfollow Ada', 'refuse 12']) {
      const first = action(text);
      expect('intent' in first, text).toBe(true);
      expect(action(hubCommandText(first as Parameters<typeof hubCommandText>[0])), text).toEqual(first);
    }
  });
});
