import { describe, expect, it } from 'vitest';
import { whoisQuery } from '../../src/commands/reading.js';

describe('whoisQuery', () => {
  it('a whole mention, an email, a person id up to 2^32 - 1, or a name', () => {
    expect(whoisQuery('@**Ada|1001**')).toEqual({ kind: 'mention', name: 'Ada', zulipId: 1001 });
    expect(whoisQuery('@**Ada|1001** x')).toEqual({ kind: 'name', text: '@**Ada|1001** x' });
    expect(whoisQuery('ada@example.org')).toEqual({ kind: 'email', email: 'ada@example.org' });
    expect(whoisQuery('0')).toEqual({ kind: 'id', personId: 0 });
    expect(whoisQuery('4294967295')).toEqual({ kind: 'id', personId: 4294967295 });
    expect(whoisQuery('4294967296')).toEqual({ kind: 'name', text: '4294967296' });
    expect(whoisQuery('12345678901')).toEqual({ kind: 'name', text: '12345678901' });
    expect(whoisQuery('ada')).toEqual({ kind: 'name', text: 'ada' });
    expect(whoisQuery('x5012')).toEqual({ kind: 'name', text: 'x5012' });
    expect(whoisQuery('5012x')).toEqual({ kind: 'name', text: '5012x' });
    expect(whoisQuery('@** Ada |1001**')).toEqual({ kind: 'mention', name: 'Ada', zulipId: 1001 });
  });
});
