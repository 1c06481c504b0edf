import { describe, expect, it } from 'vitest';
import { HUB_INTENTS, hubCommandText } from '../../src/commands/hub-intents.js';
import { compileTemplate } from '../../src/conversation/grammar.js';
import { HUB_DECLARATIONS } from '../../src/conversation/hub.js';
import { commandText } from '../../src/conversation/render.js';
import { resolve } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';
import { TEST_NOW, TEST_TODAY } from '../support/sandbox.js';

/** What the bot would do with `text` (no visits needed: the hub's rows are not visits). */
const plan = (text: string) => resolve(understand(text, new Date(TEST_NOW), 'America/New_York'), new Map());
/** The one hub action a message is carried out as, or the whole plan when it is anything else. */
const action = (text: string) => {
  const p = plan(text);
  const commands = p.kind === 'act' ? [...p.writes, ...p.reads] : [];
  const only = commands.length === 1 ? commands[0] : undefined;
  return only?.kind === 'hub' ? only.action : p;
};
/** The exact commands a message is answered with as a question (nothing done), as the offer spells them. */
const offered = (text: string) => {
  const p = plan(text);
  return p.kind === 'ask' ? p.choices.map((c) => c.commands.map((command) => commandText(command, TEST_TODAY)).join(' + ')) : p;
};

// Friday 2026-11-20 at the hub.
describe('the hub intents, declared as data, through the conversation', () => {
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
    // A span ahead: a day of the month alone that has passed is next month's; a range in words; "until" a day.
    ["I'll be on holiday from the 18th to the 3rd", { intent: 'away', from: '2026-12-18', to: '2027-01-03' }],
    ['away next week', { intent: 'away', from: '2026-11-23', to: '2026-11-29' }],
    ['out of office next week', { intent: 'away', from: '2026-11-23', to: '2026-11-29' }],
    ["i'm off until monday", { intent: 'away', from: '2026-11-20', to: '2026-11-22' }],
    ["i'll be traveling from dec 20 through jan 3", { intent: 'away', from: '2026-12-20', to: '2027-01-03' }],
    // A dash between two days joins them; it does not end the sentence.
    ["I'm away Dec 20 - Jan 3", { intent: 'away', from: '2026-12-20', to: '2027-01-03' }],
    ['on vacation dec 20 – jan 3', { intent: 'away', from: '2026-12-20', to: '2027-01-03' }],
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
    ['followable nobody', { intent: 'followable', followable: 'nobody' }],
    ['ask me first', { intent: 'followable', followable: 'approved' }],
    ['ghost today', { intent: 'ghost', on: true }],
    ['ghost', { intent: 'ghost', on: true }],
    ['ghost off', { intent: 'ghost', on: false }],
    ['forget me', { intent: 'forgetMe' }],
  ])('%s', (text, expected) => {
    expect(action(text)).toEqual(expected);
  });

  // A known gap: the conversation reads it as `listed no` but only offers it (its clause is not sure), where
  // bench/conversation/hub-smoke.json (hs-019) wants it done. The strict expectation stays, marked as failing until then.
  it('"don\'t list me" is done as `listed no`; with today it is today\'s ghost', () => {
    expect(action("don't list me")).toEqual({ intent: 'listed', listed: false });
    expect(action("don't list me today")).toEqual({ intent: 'ghost', on: true });
  });

  it('leaves the other intents alone: a plan, a cancellation, who is here', () => {
    expect(plan("i'm in tue")).toMatchObject({ kind: 'act', writes: [{ kind: 'checkin', date: '2026-11-24' }] });
    expect(plan('skipping monday, sorry')).toMatchObject({ kind: 'act', writes: [{ kind: 'checkout', date: '2026-11-23' }] });
    expect(plan('gonna skip tomorrow')).toMatchObject({ kind: 'act', writes: [{ kind: 'checkout', date: '2026-11-21' }] });
    expect(plan("who's here")).toMatchObject({ kind: 'act', writes: [], reads: [{ kind: 'whosHere' }] });
    expect(plan('how busy is the hub')).toMatchObject({ kind: 'act', writes: [], reads: [{ kind: 'whosHere' }] });
    expect(plan('follow')).toMatchObject({ kind: 'say', reads: [] });
  });

  it('a question about a write, or a phrasing marked confirm, only offers the exact command', () => {
    expect(offered('should I skip friday?')).toEqual(['skip 2026-11-20']);
    expect(offered('delete my data')).toEqual(['forget me']);
    expect(plan('help follow')).toMatchObject({ kind: 'act', writes: [], reads: [{ kind: 'help', topic: 'hub' }] });
  });

  it('every template compiles, and the exact command offered for any action reads back as it', () => {
    expect(HUB_DECLARATIONS).toHaveLength(HUB_INTENTS.length);
    for (const declaration of HUB_DECLARATIONS) for (const say of declaration.say) expect(() => compileTemplate(say), say).not.toThrow();
    for (const text of ['skip fri', 'away dec 20 to jan 3', 'usually tue thu', 'reminders morning', 'forecast tomorrow', 'listed no', 'followable approved', 'ghost off', 'follow Ada', 'unfollow Ada', 'refuse 12']) {
      const first = action(text);
      expect('intent' in first, text).toBe(true);
      expect(action(hubCommandText(first as Parameters<typeof hubCommandText>[0])), text).toEqual(first);
    }
  });
});

describe('away said as where one is', () => {
  it('takes two days or more; one day said so stays a cancel, and "I\'m off" alone is leaving', () => {
    for (const text of ["i'm off tomorrow", "I'm out monday", "I'm off"]) expect(action(text)).not.toMatchObject({ intent: 'away' });
    expect(action("I'm out next week")).toEqual({ intent: 'away', from: '2026-11-23', to: '2026-11-29' });
  });
});

describe('privacy settings said as rules', () => {
  // Each list a member is named in, in the phrasings of the word class (hub-intents.ts LISTS).
  // ("daily digest" is not here: "daily" reads as a habit before any phrasing sees it.)
  it.each(["who's here list", 'digest', 'charts', 'lists', 'reports'])('off and back on "the %s"', (list) => {
    expect(action(`take me off the ${list}`)).toEqual({ intent: 'listed', listed: false });
    expect(action(`don't show my name in the ${list}`)).toEqual({ intent: 'listed', listed: false });
    expect(action(`hide me from the charts and the ${list}`)).toEqual({ intent: 'listed', listed: false });
    expect(action(`make me visible in the ${list}`)).toEqual({ intent: 'listed', listed: true });
  });

  it.each([
    ['nobody should be able to follow me', 'nobody'],
    ['no one is allowed to follow me', 'nobody'],
    ['block all follows', 'nobody'],
    ['only people I approve can follow me', 'approved'],
    ['people need my ok before following me', 'approved'],
  ])('%s: followable %s', (text, followable) => {
    expect(action(text)).toEqual({ intent: 'followable', followable });
  });

  // (It was offered, not done, when "everyone" made any write one about others; in a hub setting it is who the setting is about.)
  it.each([
    ['everyone can follow me', { intent: 'followable', followable: 'anyone' }],
    ["I'm happy for anyone to follow my arrivals", { intent: 'followable', followable: 'anyone' }],
    ["dont tell anyone im here today pls", { intent: 'ghost', on: true }],
  ])('%s: done, "anyone" is whom the setting is about', (text, expected) => {
    expect(action(text)).toEqual(expected);
  });

  it('"everyone" in a visit write still makes it an offer: "check in everyone"', () => {
    expect(offered('check in everyone')).not.toEqual([]);
  });

  it('"hide me" alone is still today\'s ghost, not the lists', () => {
    expect(action('hide me')).toEqual({ intent: 'ghost', on: true });
  });
});
