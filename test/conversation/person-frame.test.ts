import { describe, expect, it } from 'vitest';
import type { Clause } from '../../src/conversation/meaning.js';
import { reading } from '../support/said-on-tuesday.js';

// A question about one person read by what it carries (src/conversation/person-frame.ts), in wordings of my own.
const framed = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'read' && c.intent.startsWith('person-frame') ? [c.command] : []));

describe('one person, asked about', () => {
  it('in yet, today or on the day named', () => {
    expect(framed('Quinn Orchardine reached yet or not?')).toEqual([{ kind: 'presence', who: { kind: 'name', text: 'Quinn Orchardine' }, date: '2026-11-24' }]);
    expect(framed('Bram coming friday or what')).toEqual([{ kind: 'presence', who: { kind: 'name', text: 'Bram' }, date: '2026-11-27' }]);
  });

  it('the last time they were in', () => {
    expect(framed("when's the last time Cleo Everwick was round here?")).toEqual([{ kind: 'lastVisit', who: { kind: 'name', text: 'Cleo Everwick' } }]);
  });

  it('two people, checking someone in, being told, anyone who knows, or a day gone: not this frame', () => {
    // (Two people together are asked about each in turn: people-together.ts.)
    expect(framed('Ada and Lev reach yet?')).toEqual([
      { kind: 'presence', who: { kind: 'name', text: 'Ada' }, date: '2026-11-24' },
      { kind: 'presence', who: { kind: 'name', text: 'Lev' }, date: '2026-11-24' },
    ]);
    expect(framed('Ada reach yet? Lev said yes')).toEqual([]);
    expect(framed('can I check Wren in for them?')).toEqual([]);
    expect(framed('Wren reach yet? tell me when')).toEqual([]);
    expect(framed('Wren in today? anyone who knows rust?')).toEqual([]);
    expect(framed('Wren came yesterday or not?')).toEqual([]);
  });
});
