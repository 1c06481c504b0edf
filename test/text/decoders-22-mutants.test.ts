import { describe, expect, it } from 'vitest';
import { selfCorrected } from '../../src/text/self-correction.js';
import { listHeadingShared } from '../../src/text/list-heading.js';
import { dayItNamed } from '../../src/text/day-antecedent.js';
import { officeSpeakRead } from '../../src/text/office-speak.js';
import { pidginRead } from '../../src/text/pidgin.js';

// The edges of round 22's text decoders, written to kill the mutants their class tests left alive.

describe('self-correction, edges', () => {
  it('a part said again with "too" adds, and is no correction', () => {
    expect(selfCorrected('in monday. no wait, tuesday too')).toBe('in monday. no wait, tuesday too');
  });

  it('a name is never a courtesy word, and a name opening the message is not taken back', () => {
    expect(selfCorrected('follow Ada. I mean Actually, never mind')).toBe('follow Ada. I mean Actually, never mind');
    expect(selfCorrected('Bram is in — I mean Basil')).toBe('Bram is in — I mean Basil');
    expect(selfCorrected('Please follow Ada, I meant Basil')).toBe('Please follow Basil');
  });

  it('a month stays only where the day meant has none', () => {
    expect(selfCorrected('book me the 9th — no sorry, the 10th')).toBe('book me the 10th');
    expect(selfCorrected('book me dec 9th. no wait, make it jan 5th')).toBe('book me jan 5th.');
  });

  it('one stop between the corrected sentence and the next, only where the first ends with one', () => {
    expect(selfCorrected('in mon. no wait, tue! see you')).toBe('in tue. see you');
    expect(selfCorrected('hi. in mon — no wait, tue. see you')).toBe('hi. in tue. see you');
  });
});

describe('list headings, edges', () => {
  it('a heading with words after its colon is no heading', () => {
    expect(listHeadingShared('cancel: this\n- tomorrow\n- friday')).toBe('cancel: this\n- tomorrow\n- friday');
  });

  it('one numbered line alone keeps its number; a plain line after a list is as written; indents stay', () => {
    expect(listHeadingShared('first\n1. only item')).toBe('first\n1. only item');
    expect(listHeadingShared('1. a\n2. b\nplain')).toBe('a\nb\nplain');
    expect(listHeadingShared('  1. a\n  2. b')).toBe('  a\n  b');
    expect(listHeadingShared('skip:\n  - mon\n  - tue')).toBe('  skip mon\n  skip tue');
  });
});

describe('a day named from "it", edges', () => {
  it('the day named last before the "it", not after it', () => {
    expect(dayItNamed('cancel friday, then the day after it, not monday')).toBe('cancel friday, then the day after friday, not monday');
  });

  it('no day before it: as written', () => {
    expect(dayItNamed('the day after it rained')).toBe('the day after it rained');
  });
});

describe("an office's words, edges", () => {
  it('lines stay lines, and nothing is left at the ends', () => {
    expect(officeSpeakRead('Regrettably, cancel friday.\nin monday.\nMuch appreciated.')).toBe('cancel friday.\nin monday.');
    expect(officeSpeakRead('please be advised that I am in')).toBe('I am in');
    expect(officeSpeakRead('just a heads-up, I am in')).toBe('I am in');
  });
});

describe('Pidgin, edges', () => {
  it('curly-quoted notes are kept as written', () => {
    expect(pidginRead('I stay hea brah, note “da kine”')).toBe("I'm here brah, note “da kine”");
  });
});
