import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/commands/command.js';
import { didYouMean } from '../../src/commands/render.js';

/** What a clarification says, word for word: the exact command to send, and what it will do. Today is Fri 2026-11-20. */
const TODAY = '2026-11-20';
const self = { kind: 'self' } as const;
const bram = { kind: 'mention', name: 'Bram Copperfield-Nye', zulipId: 1002 } as const;
const says = (command: Command, why?: string) => didYouMean(command, TODAY, why);

describe('didYouMean, command by command', () => {
  it('checkin: today needs no date unless notes follow; tomorrow is a word; other days are ISO', () => {
    expect(says({ kind: 'checkin', target: self, date: TODAY })).toEqual({
      error: "Did you mean `checkin`? Send that and I'll check you in for today (Fri Nov 20).",
      didYouMean: 'checkin',
    });
    expect(says({ kind: 'checkin', target: self, date: TODAY, notes: 'cake' })).toEqual({
      error: "Did you mean `checkin today cake`? Send that and I'll check you in for today (Fri Nov 20), with those notes.",
      didYouMean: 'checkin today cake',
    });
    expect(says({ kind: 'checkin', target: self, date: '2026-11-21' }).error).toBe(
      "Did you mean `checkin tomorrow`? Send that and I'll plan a visit for you tomorrow (Sat Nov 21).",
    );
    expect(says({ kind: 'checkin', target: self, date: '2026-11-23', notes: 'demo *day*' })).toEqual({
      error: "Did you mean `checkin 2026-11-23 demo ∗day∗`? Send that and I'll plan a visit for you on Mon Nov 23, with those notes.",
      didYouMean: 'checkin 2026-11-23 demo *day*',
    });
  });

  it('checkin for someone else, past or today: "record", "them", the mention as Zulip writes it', () => {
    expect(says({ kind: 'checkin', target: bram, date: '2026-11-18' })).toEqual({
      error: "Did you mean `checkin @∗∗Bram Copperfield-Nye|1002∗∗ 2026-11-18`? Send that and I'll record a visit for them on Wed Nov 18.",
      didYouMean: 'checkin @**Bram Copperfield-Nye|1002** 2026-11-18',
    });
    expect(says({ kind: 'checkin', target: { kind: 'mention', name: 'Cleo', zulipId: null }, date: TODAY })).toEqual({
      error: "Did you mean `checkin @∗∗Cleo∗∗`? Send that and I'll check them in for today (Fri Nov 20).",
      didYouMean: 'checkin @**Cleo**',
    });
    expect(says({ kind: 'checkin', target: { kind: 'email', email: 'cleo@example.org' }, date: TODAY }).didYouMean).toBe('checkin cleo@example.org');
  });

  it('cancel and leaving: your or their visit', () => {
    expect(says({ kind: 'checkout', target: self, date: TODAY })).toEqual({
      error: "Did you mean `cancel today`? Send that and I'll cancel your visit today (Fri Nov 20).",
      didYouMean: 'cancel today',
    });
    expect(says({ kind: 'checkout', target: bram, date: '2026-11-21' }).error).toBe(
      "Did you mean `cancel @∗∗Bram Copperfield-Nye|1002∗∗ tomorrow`? Send that and I'll cancel their visit tomorrow (Sat Nov 21).",
    );
    expect(says({ kind: 'leave', target: self, date: TODAY })).toEqual({
      error: "Did you mean `leaving`? Send that and I'll note that you left the hub (the visit stays).",
      didYouMean: 'leaving',
    });
    expect(says({ kind: 'leave', target: bram, date: TODAY }).error).toBe(
      "Did you mean `leaving @∗∗Bram Copperfield-Nye|1002∗∗`? Send that and I'll note that they left the hub (the visit stays).",
    );
  });

  it('note: clear, replace or show, always with its day', () => {
    expect(says({ kind: 'note', target: self, date: TODAY, action: { type: 'clear' } })).toEqual({
      error: "Did you mean `note today clear`? Send that and I'll clear your notes today (Fri Nov 20).",
      didYouMean: 'note today clear',
    });
    expect(says({ kind: 'note', target: bram, date: '2026-11-21', action: { type: 'set', text: 'bring `cake`' } })).toEqual({
      error: "Did you mean `note @∗∗Bram Copperfield-Nye|1002∗∗ tomorrow: bring 'cake'`? Send that and I'll replace their notes tomorrow (Sat Nov 21) with that.",
      didYouMean: 'note @**Bram Copperfield-Nye|1002** tomorrow: bring `cake`',
    });
    expect(says({ kind: 'note', target: self, date: TODAY, action: { type: 'show' } }).error).toBe(
      "Did you mean `note today`? Send that and I'll show your notes today (Fri Nov 20).",
    );
  });

  it("who's here on a day or a range, and any other command by its name", () => {
    expect(says({ kind: 'whosHere', when: { type: 'day', date: TODAY } })).toEqual({ error: "Did you mean `who's here`? Send that and I'll do that.", didYouMean: "who's here" });
    expect(says({ kind: 'whosHere', when: { type: 'day', date: '2026-11-21' } }).didYouMean).toBe("who's here tomorrow");
    expect(says({ kind: 'whosHere', when: { type: 'range', range: { start: '2026-11-16', end: '2026-11-20', label: 'this week' } } }).didYouMean).toBe("who's here 2026-11-16..2026-11-20");
    expect(says({ kind: 'help' }).didYouMean).toBe('help');
  });

  it('puts the reason first when there is one', () => {
    expect(says({ kind: 'checkin', target: self, date: TODAY }, 'Checking in needs a day.').error).toBe(
      "Checking in needs a day. Did you mean `checkin`? Send that and I'll check you in for today (Fri Nov 20).",
    );
  });
});
