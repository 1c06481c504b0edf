import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/commands/command.js';
import type { HubAction } from '../../src/commands/hub-action.js';
import { DEFAULT_RECORD, encodeRecord, type MemberRecord } from '../../src/privacy/record.js';
import { expectedOf, problemWith, type HubMessage } from '../../bench/conversation/hub-corpus.js';
import { judgeHub, storeEffects, type HubObserved, type StoreState } from '../../bench/conversation/hub-judge.js';

// The hub harness's judge (bench/conversation/hub-judge.ts) on synthetic observations: no bot, no sandbox.
const ADA = 5000;
const BRAM = 5001;
const CLEO = 5002;
const NAMES: Record<number, string> = { [ADA]: 'Ada Quillfeather', [BRAM]: 'Bram Copperfield-Nye', [CLEO]: 'Cleo Everwick', 5036: 'Ada Dunmarrow' };
const TODAY = '2026-11-24';

function message(intent: string, ask_ok = false, say = '…'): HubMessage {
  return { id: 't-1', from: 'Cleo', where: 'dm', say, expect: { intent, ask_ok, meaning: '' } };
}

function store(records: Record<number, Partial<MemberRecord>>): StoreState {
  return new Map(Object.entries(records).map(([id, r]) => [`m:${id}`, encodeRecord({ ...DEFAULT_RECORD, ...r })]));
}

const hub = (action: HubAction): Command => ({ kind: 'hub', action });

function observed(o: Partial<HubObserved>): HubObserved {
  return {
    senderId: CLEO,
    today: TODAY,
    storeBefore: new Map(),
    storeAfter: new Map(),
    visitChanges: [],
    ran: [],
    offered: [],
    replies: [],
    nameOf: (id) => NAMES[id],
    ...o,
  };
}

describe('the hub round judge', () => {
  it('a follow of the member meant is handled; of another member it is a wrong action', () => {
    const ran = [hub({ intent: 'follow', who: 'Ada Quillfeather', oneShot: false })];
    const right = judgeHub(message('follow:Ada'), observed({ ran, storeAfter: store({ [CLEO]: { zulipId: 1003, following: [ADA] } }) }));
    expect(right).toMatchObject({ outcome: 'handled', how: 'stored', wrong: [] });
    const wrong = judgeHub(message('follow:Ada'), observed({ ran: [hub({ intent: 'follow', who: 'Bram', oneShot: false })], storeAfter: store({ [CLEO]: { zulipId: 1003, following: [BRAM] } }) }));
    expect(wrong.outcome).toBe('wrong action');
    expect(wrong.wrong).toEqual(['stored follow:Bram Copperfield-Nye']);
  });

  it('the other Ada of the same first name is followed only when the corpus names no surname', () => {
    const after = store({ [CLEO]: { following: [5036] } });
    expect(judgeHub(message('follow:Ada'), observed({ storeAfter: after })).outcome).toBe('handled');
    expect(judgeHub(message('follow:Ada Quillfeather'), observed({ storeAfter: after })).outcome).toBe('wrong action');
  });

  it('a one-shot follow where a steady one was meant is a wrong action, unless either was allowed', () => {
    const after = store({ [CLEO]: { once: { [ADA]: TODAY } } });
    expect(judgeHub(message('follow:Ada'), observed({ storeAfter: after })).outcome).toBe('wrong action');
    expect(judgeHub(message('follow:Ada | follow_today:Ada'), observed({ storeAfter: after })).outcome).toBe('handled');
  });

  it('an ask is handled only where ask_ok is true', () => {
    const offered = [[hub({ intent: 'forgetMe' })]];
    expect(judgeHub(message('forget_me', true), observed({ offered }))).toMatchObject({ outcome: 'handled', how: 'asked' });
    const plain = judgeHub(message('forget_me', false), observed({ offered }));
    expect(plain).toMatchObject({ outcome: 'missed', how: 'asked' });
    expect(plain.why).toMatch(/ask_ok is false/);
    // Offering something else is a miss either way.
    expect(judgeHub(message('skip:2026-11-27', true), observed({ offered: [[hub({ intent: 'skip', date: '2026-11-28' })]] })).outcome).toBe('missed');
  });

  it('routine days must be the meant ones: other weekdays stored are a wrong action', () => {
    const ran = [hub({ intent: 'routine', days: [2] })];
    const v = judgeHub(message('routine:tue,thu'), observed({ ran, storeAfter: store({ [CLEO]: { zulipId: 1003, routine: [2] } }) }));
    expect(v.outcome).toBe('wrong action');
    expect(v.wrong).toEqual(['stored routine:tue']);
    expect(judgeHub(message('routine:thu, tue'), observed({ storeAfter: store({ [CLEO]: { routine: [4, 2] } }) })).outcome).toBe('handled');
  });

  it('anything stored for a `none` message is a wrong action; a visit changed is listed, neither handled nor wrong; a hub read is a miss; chat is handled', () => {
    expect(judgeHub(message('none'), observed({ storeAfter: store({ [CLEO]: { listed: false } }) })).outcome).toBe('wrong action');
    const visit = 'Cleo Everwick 2026-11-24: no visit -> visit notes ""';
    expect(judgeHub(message('none'), observed({ visitChanges: [visit] }))).toMatchObject({ outcome: 'missed', visits: [visit], wrong: [] });
    expect(judgeHub(message('routine:tue'), observed({ visitChanges: [visit] }))).toMatchObject({ outcome: 'wrong action', wrong: [`visit changed: ${visit}`] });
    expect(judgeHub(message('none'), observed({ ran: [hub({ intent: 'myPlans' })] })).outcome).toBe('missed');
    expect(judgeHub(message('none'), observed({ ran: [{ kind: 'smalltalk', says: 'hello' }] }))).toMatchObject({ outcome: 'handled', how: 'other' });
  });

  it('a privacy change or forget-me carried out unasked is a wrong action even when it changed nothing stored', () => {
    expect(judgeHub(message('privacy_show'), observed({ ran: [hub({ intent: 'forgetMe' })] })).wrong).toEqual(['carried out forget_me (nothing to change)']);
    expect(judgeHub(message('privacy_show'), observed({ ran: [hub({ intent: 'listed', listed: true })] })).outcome).toBe('wrong action');
    // Carried out as meant with nothing to change: handled.
    expect(judgeHub(message('forget_me'), observed({ ran: [hub({ intent: 'forgetMe' })] }))).toMatchObject({ outcome: 'handled', how: 'carried out' });
  });

  it('reads are judged on the command answered, with its arguments', () => {
    expect(judgeHub(message('forecast:2026-11-27'), observed({ ran: [hub({ intent: 'forecast', date: '2026-11-27' })] }))).toMatchObject({ outcome: 'handled', how: 'answered' });
    expect(judgeHub(message('forecast:2026-11-27'), observed({ ran: [hub({ intent: 'forecast', date: '2026-11-25' })] })).outcome).toBe('missed');
    expect(judgeHub(message('whos_here_skill:Rust'), observed({ ran: [hub({ intent: 'whoKnows', topic: 'rust' })] })).outcome).toBe('handled');
    expect(judgeHub(message('reminders:on'), observed({ ran: [hub({ intent: 'reminders', when: 'evening' })] })).outcome).toBe('handled');
    expect(judgeHub(message('reminders:on'), observed({ ran: [hub({ intent: 'reminders', when: 'off' })] })).outcome).toBe('wrong action');
  });

  it("the Zulip id stamped on a record is no change; another member's record changed is", () => {
    expect(storeEffects(new Map(), store({ [CLEO]: { zulipId: 1003 } }), CLEO, TODAY)).toEqual([]);
    expect(storeEffects(new Map(), store({ [BRAM]: { listed: false } }), CLEO, TODAY).map((a) => a.label)).toEqual(['other_record']);
  });

  it('reads the intents of FORMAT-HUB.md and refuses malformed ones', () => {
    expect(expectedOf('follow:Ada Quillfeather | follow_today:Ada')).toEqual([
      { label: 'follow', arg: 'Ada Quillfeather' },
      { label: 'follow_today', arg: 'Ada' },
    ]);
    expect(problemWith({ label: 'away', arg: '2026-12-20..2027-01-03' })).toBeUndefined();
    expect(problemWith({ label: 'skip', arg: 'friday' })).toMatch(/YYYY-MM-DD/);
    expect(problemWith(expectedOf('privacy_set:listed=maybe')[0]!)).toBeDefined();
    expect(problemWith(expectedOf('dance')[0]!)).toMatch(/unknown intent/);
  });
});
