import { describe, expect, it } from 'vitest';
import { pidginRead } from '../../src/text/pidgin.js';
import { understand } from '../../src/conversation/understand.js';
import { resolve } from '../../src/conversation/resolve.js';

// Hawaiian Pidgin read as the English it says: sentences of my own, not a round's.
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const offered = (text: string) => {
  const p = resolve(understand(text, TUESDAY, 'America/New_York'), new Map());
  return p.kind === 'act' ? [...p.writes, ...p.reads] : p.kind === 'ask' && p.choices.length === 1 ? p.choices[0]!.commands : [];
};

describe('Hawaiian Pidgin, where a message is written in it', () => {
  it('"stay" is being somewhere, or doing something', () => {
    expect(pidginRead('I stay hea already brah')).toBe("I'm here already brah");
    expect(pidginRead('who else stay? da hub quiet')).toBe('who else is here? the hub quiet');
    expect(pidginRead('he stay fixing da printer, brah')).toBe('he is fixing the printer, brah');
    expect(pidginRead('I stay coming mondays, shoots')).toBe('I come mondays, shoots');
  });

  it('"going" before a verb is the future; "no can" is cannot; a day that "still stay" is still on', () => {
    expect(pidginRead('bumbye wednesday I going come da hub')).toBe(" wednesday I'm going to come the hub");
    expect(pidginRead('no can make um saturday brah')).toBe("can't make it saturday brah");
    expect(pidginRead('monday still stay, brah')).toBe('monday is still on, brah');
  });

  it('one mark is not enough, and quoted notes are kept as written', () => {
    expect(pidginRead('I stay in the office until 5')).toBe('I stay in the office until 5');
    expect(pidginRead('da bomb')).toBe('da bomb');
    expect(pidginRead('I stay hea, note "da kine parser"')).toBe('I\'m here, note "da kine parser"');
  });

  it('read as requests', () => {
    expect(offered('I stay hea brah, jus check me in')).toEqual([{ kind: 'checkin', target: { kind: 'self' }, date: '2026-11-24' }]);
    expect(offered('no can make um wednesday brah, cancel dat one')).toEqual([{ kind: 'checkout', target: { kind: 'self' }, date: '2026-11-25' }]);
  });
});
