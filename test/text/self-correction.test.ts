import { describe, expect, it } from 'vitest';
import { selfCorrected } from '../../src/text/self-correction.js';
import { understand } from '../../src/conversation/understand.js';
import { resolve } from '../../src/conversation/resolve.js';

// One part of a request corrected with words between: sentences of my own, not a round's.
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const plan = (text: string) => {
  const p = resolve(understand(text, TUESDAY, 'America/New_York'), new Map());
  return p.kind === 'act' ? p.writes : p.kind === 'ask' ? ['asked'] : [];
};

describe('a part of a request corrected, with a reason between', () => {
  it('a day taken back after a reason sentence: the day meant stands in its place', () => {
    expect(selfCorrected('sign me up for monday — hmm no wait, that is the dentist. make it tuesday')).toBe('sign me up for tuesday');
    expect(plan("I'll be in wednesday. oh wait no, the plumber comes. make it thursday then")).toEqual([
      { kind: 'checkin', target: { kind: 'self' }, date: '2026-11-26' },
    ]);
  });

  it('the month of the day taken back stays with the day meant', () => {
    expect(plan('book me for january 4th — no sorry, the 5th')).toEqual([{ kind: 'checkin', target: { kind: 'self' }, date: '2027-01-05' }]);
  });

  it('a quoted note said again replaces the first one, and keeps its day', () => {
    expect(selfCorrected('note for monday: "retro". scratch that, make it "retro + planning"')).toBe('note for monday: "retro + planning".');
  });

  it('a span said again ("actually make it …"), the reason after a comma dropped', () => {
    expect(selfCorrected("I'm off Dec 7 to Dec 9. actually make it the 7th to the 11th, the trip got longer")).toBe("I'm off Dec 7th to Dec 11th.");
  });

  it('a list of days said again; what follows the correcting sentence is kept', () => {
    expect(selfCorrected('usually mon and wed. wait no, tue and fri, mondays are band practice. thanks!')).toBe('usually tue and fri. thanks!');
  });

  it('a time of day said again', () => {
    expect(selfCorrected('ping me in the evening — actually no, make it the morning')).toBe('ping me in the morning');
  });

  it('a name said again ("— no, not him, I meant …")', () => {
    expect(selfCorrected('follow Bram — no, not him, I meant Basil')).toBe('follow Basil');
    expect(selfCorrected('tell me when Ada comes in — I mean Ada Lark, not the other one. thanks')).toBe('tell me when Ada Lark comes in. thanks');
  });

  it('not a correction: a part that adds ("too"), a part that does not end its clause, or nothing of the kind before', () => {
    for (const text of [
      "I'm in today. actually tomorrow too",
      "I'll come thursday. sorry, friday I can't make it",
      "I mean it, I'm here today",
      'make it quick please',
      'no wait, tuesday',
    ])
      expect(selfCorrected(text)).toBe(text);
  });
});
