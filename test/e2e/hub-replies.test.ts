import { describe, expect, it } from 'vitest';
import { hubBot, hubWorld, user } from '../support/hub-bot.js';

// Members of test/support/community.ts, talking to the bot by DM on the fake Zulip; today is Fri 2026-11-20.
const ADA = user(1001);
const BRAM = user(1002);
const CLEO = user(1003);
const DARIO = user(1004);

describe('the hub features say what changed (fake Zulip, sandbox, fake time)', () => {
  it('follows: waiting, asking, refused, allowed, nobody allowed, stopped, today only', async () => {
    const w = await hubWorld();
    const bot = await hubBot(w);
    const name = (u: typeof ADA) => `${w.person(u).first_name} ${w.person(u).last_name}`;
    const ref = (u: typeof ADA) => `@_**${name(u)}|${u.id}**`;
    const id = (u: typeof ADA) => w.person(u).id;
    expect(await bot.say(BRAM, 'followers')).toMatch(/^Nobody follows you\. Who may follow you: \*\*\w+\*\* \(`followable anyone`, `followable approved`, `followable nobody`\)\.$/);
    expect(await bot.say(BRAM, 'followable approved')).toBe("Followers need your yes now: I'll ask you by DM (✅ or ❌) when someone wants to follow you.");
    await bot.say(ADA, `follow ${name(BRAM)}`);
    expect(await bot.say(ADA, 'following')).toBe(`You follow one member:\n- ${ref(BRAM)} (waiting for them to agree)`);
    await bot.say(CLEO, `follow ${name(BRAM)}`);
    expect(await bot.say(BRAM, `refuse ${name(CLEO)}`)).toBeTruthy();
    expect(await bot.say(BRAM, 'followers')).toBe(
      [
        '2 members follow you:',
        `- ${ref(ADA)}: asking you: \`allow ${id(ADA)}\` or \`refuse ${id(ADA)}\``,
        `- ${ref(CLEO)}: you refused`,
        'Who may follow you: **approved** (`followable anyone`, `followable approved`, `followable nobody`).',
      ].join('\n'),
    );
    await bot.say(BRAM, `allow ${name(ADA)}`);
    expect(await bot.say(BRAM, 'followers')).toContain(`- ${ref(ADA)}: told when you arrive`);
    await bot.say(BRAM, 'followable nobody');
    expect(await bot.say(BRAM, 'followers')).toMatch(/^2 members follow you:\n- .+: not told: you allow nobody\n/);
    expect(await bot.say(ADA, `unfollow ${name(BRAM)}`)).toBe(`Stopped: no more DMs when ${ref(BRAM)} arrives.`);
    expect(await bot.say(ADA, `unfollow ${name(BRAM)}`)).toBe(`You weren't following ${ref(BRAM)}.`);
    await bot.say(DARIO, 'followable anyone');
    await bot.say(ADA, `tell me when ${name(DARIO)} comes in`);
    expect(await bot.say(ADA, 'following')).toBe(`You follow one member:\n- ${ref(DARIO)} (today only)`);
  });

  it('routines and reminders: set, cleared, asked in the morning or not at all; days gone by', async () => {
    const w = await hubWorld();
    const bot = await hubBot(w);
    expect(await bot.say(ADA, 'reminders evening')).toBe('Reminders the evening before each routine day, at 18:00. You have no routine yet: `usually tue thu` sets one.');
    await bot.say(ADA, 'reminders morning');
    expect(await bot.say(ADA, 'usually tue')).toMatch(/^Got it: you usually come on Tuesdays\. That writes no visit\. Each of those mornings at \d\d:00 I'll ask whether you're coming: ✅ plans the visit, ❌ skips it\./);
    await bot.say(ADA, 'reminders off');
    expect(await bot.say(ADA, 'usually wed')).toMatch(/That writes no visit\. Reminders are off \(`reminders on` turns them on\)\./);
    expect(await bot.say(ADA, 'clear my routine')).toBe('Your routine is cleared: no more reminders.');
    expect(await bot.say(ADA, 'skip 2026-11-18')).toBe('Wed Nov 18 has passed; there is nothing to skip.');
    expect(await bot.say(ADA, 'away 2026-11-02 to 2026-11-06')).toBe('That time has passed already.');
    expect(await bot.say(ADA, 'away 2026-12-05 to 2026-12-01')).toContain('`2026-12-05 to 2026-12-01` ends before it starts.');
    expect(await bot.say(ADA, 'forecast 2026-11-18')).toBe("Wed Nov 18 has passed: `who's here 2026-11-18` shows who came.");
  });

  it('privacy: the settings as set, listed again, ghost off, and forget me with nothing held', async () => {
    const w = await hubWorld();
    const bot = await hubBot(w);
    expect(await bot.say(CLEO, 'forget me')).toMatch(/^I held nothing about you, so there was nothing to delete\. The directory still holds your profile and \d+ hub visits?;/);
    await bot.say(ADA, 'reminders morning');
    await bot.say(ADA, 'away 2026-12-01 to 2026-12-03');
    expect(await bot.say(ADA, 'listed yes')).toBe("Listed: your name shows in who's here, the digest and reports.");
    expect(await bot.say(ADA, 'ghost off')).toBe('Ghost off: you are listed and announced again today.');
    const privacy = await bot.say(ADA, 'privacy');
    expect(privacy).toMatch(/\n- Reminders of your routine: \*\*the morning of \(\d+:00\)\*\*/);
    expect(privacy).toMatch(/; away: Tue Dec 1 to Thu Dec 3\n/);
  });

  it('plans and forecasts with nothing planned; forget me when the directory fails to count the visits', async () => {
    const w = await hubWorld();
    const bot = await hubBot(w);
    for (const v of w.sandbox.store.listVisits({})) w.sandbox.store.deleteVisit(v.person_id, v.date);
    expect(await bot.say(ADA, 'my plans')).toBe('Nothing planned for the next two weeks. No routine set (`usually tue thu` sets one). `checkin fri` plans a visit.');
    await bot.say(CLEO, 'usually tue');
    expect(await bot.say(ADA, 'forecast 2026-11-24')).toMatch(/^\*\*Forecast for Tue Nov 24: \d+ to \d+ people\.\*\* 0 planned so far; 1 more usually comes on Tuesdays; the last \d+ Tuesdays had \d+ to \d+\.$/);
    w.sandbox.injectFault({ status: 500, times: 20, match: (method, path) => method === 'GET' && path.includes('hub_visits') });
    // What it held is deleted all the same; only the count of the directory's visits is missing.
    expect(await bot.say(BRAM, 'forget me')).toMatch(/\nI held nothing about you, so there was nothing to delete\. The directory still holds your profile and your hub visits; /);
  });

  it('my plans shows a routine day taken by an absence as away', async () => {
    const w = await hubWorld();
    const bot = await hubBot(w);
    for (const v of w.sandbox.store.listVisits({ person_id: w.person(ADA).id })) w.sandbox.store.deleteVisit(v.person_id, v.date);
    await bot.say(ADA, 'usually mon');
    await bot.say(ADA, 'away 2026-11-23 to 2026-11-24');
    expect(await bot.say(ADA, 'my plans')).toBe(
      ['**Your next two weeks** (to Thu Dec 3):', '- Mon Nov 23: away', '- Tue Nov 24: away', '- Mon Nov 30: usually in (not planned yet)', 'You usually come on Mondays.'].join('\n'),
    );
  });
});
