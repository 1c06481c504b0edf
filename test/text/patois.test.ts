import { describe, expect, it } from 'vitest';
import { patoisRead } from '../../src/text/patois.js';
import { understand } from '../../src/conversation/understand.js';
import { resolve } from '../../src/conversation/resolve.js';

// Jamaican Patois read as the English it says: sentences of my own, not a round's.
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const writes = (text: string) => {
  const p = resolve(understand(text, TUESDAY, 'America/New_York'), new Map());
  return p.kind === 'act' ? p.writes : p.kind === 'ask' && p.choices.length === 1 ? p.choices[0]!.commands : [];
};
const reads = (text: string) => understand(text, TUESDAY, 'America/New_York').clauses.flatMap((c) => (c.type === 'read' ? [c.command] : []));

describe('Patois, where a message is written in it', () => {
  it('where one is', () => {
    expect(patoisRead('mi deh yah now')).toBe("I'm here now");
    expect(patoisRead('friday mi deh deh')).toBe("friday I'll be there");
    expect(patoisRead('who deh a di hub?')).toBe('who is at the hub?');
  });

  it('"mi" is I before a verb, my before what one has, me elsewhere', () => {
    expect(patoisRead('mi reach di hub')).toBe('I reached the hub');
    expect(patoisRead('change mi note fi mi')).toBe('change my note for me');
    expect(patoisRead('yuh know mi a follow Bram?')).toBe('you know I am following Bram?');
  });

  it('one mark alone is no Patois: the text is kept', () => {
    expect(patoisRead('meet me at di Stefano’s')).toBe('meet me at di Stefano’s');
    expect(patoisRead('mi casa es su casa')).toBe('mi casa es su casa');
  });

  it('quoted notes are kept as written', () => {
    expect(patoisRead('put dis pon mi visit: "di big synth jam"')).toBe('put this on my visit: "di big synth jam"');
  });

  it('read by the conversation', () => {
    expect(writes('mi deh yah, mark mi in nuh')).toEqual([{ kind: 'checkin', target: { kind: 'self' }, date: '2026-11-24' }]);
    expect(reads('who deh a di hub dis mawnin?')).toEqual([{ kind: 'whosHere', when: { type: 'day', date: '2026-11-24' } }]);
  });
});
