import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWrite, type ParseResult } from '../../src/commands/command.js';
import { compile, expand } from '../../src/commands/grammar.js';
import { parseCommand } from '../../src/commands/parse.js';
import { LEADS, MACROS, PHRASINGS, STRICT } from '../../src/commands/phrasings.js';
import { COMMAND_SPECS } from '../../src/commands/specs.js';
import { hasActiveWildcard } from '../../src/text/markdown.js';

const NOW = new Date('2026-11-20T15:00:00Z');
const parse = (text: string) => parseCommand(text, NOW);

const pieces = fc.constantFrom(
  "I'm", 'here', 'in', 'check', 'checkin', 'out', 'cancel', 'leaving', 'note', 'notes', 'my', 'to', ':', ',', '-', '?', '!', 'please', 'pls',
  'can', 'you', 'should', 'I', 'did', 'who', "who's", 'is', 'anyone', 'coming', 'tomorrow', 'tmr', 'fri', 'next', 'mon', 'nov', '23', '3/4',
  '2026-02-30', '..', 'since', 'last', '7', 'days', 'hey', 'frontdesk', '👋', '@**all**', '@**Ada|1001**', 'ada@example.org', 'clear', 'show',
  'update', 'change', 'for', 'on', 'not', "can't", 'make', 'it', 'when', 'was', 'how', 'do', 'help', 'thanks', '"', "'", '’', '((', '))',
);
const messages = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.array(pieces, { maxLength: 12 }).map((w) => w.join(' ')),
  fc.array(pieces, { maxLength: 12 }).map((w) => w.join('')),
);

/** The never-throws property, as a function, so a test can show it fails for a parser that throws. */
function neverThrows(parser: (text: string, now: Date) => ParseResult, runs = 2_000) {
  fc.assert(
    fc.property(messages, fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (text, now) => {
      const result = parser(text, now);
      expect(typeof result.ok).toBe('boolean');
      // parseCommand turns a throw into a polite answer: the crash it records is what fails here.
      expect(result).not.toHaveProperty('crash');
      if (!result.ok) expect(hasActiveWildcard(result.error)).toBe(false);
    }),
    { numRuns: runs },
  );
}

describe('parser properties', () => {
  it('never throws, whatever the input', () => {
    neverThrows(parseCommand);
  });

  it('the property fails for a parser that crashes on some input, caught or not', () => {
    const throwing = (text: string, now: Date) => {
      if (text.includes('?')) throw new Error('parser bug');
      return parseCommand(text, now);
    };
    expect(() => neverThrows(throwing, 500)).toThrow(/Property failed/);
    // What parseCommand's own catch makes of a throw: still a failure here.
    const caught = (text: string, now: Date): ParseResult =>
      text.includes('?') ? { ok: false, error: 'Sorry', crash: { kind: 'unmatched', inputLength: text.length, error: new Error('parser bug') } } : parseCommand(text, now);
    expect(() => neverThrows(caught, 500)).toThrow(/Property failed/);
  });

  it('"Did you mean X? Send that and I\'ll …": sending X does exactly what was promised', () => {
    fc.assert(
      fc.property(messages, (text) => {
        const result = parse(text);
        if (result.ok || result.didYouMean === undefined || result.meant === undefined) return;
        const sent = parse(result.didYouMean);
        expect(sent).toMatchObject({ ok: true, command: result.meant });
      }),
      { numRuns: 3_000 },
    );
  });

  it('a question never writes: "should I …", "can I …", "did I …", or anything ending in "?" with no explicit command', () => {
    const asks = fc.tuple(fc.constantFrom('should I', 'can I', 'did I', 'do I', 'should we', 'may I', 'is', 'am I', 'could I'), fc.array(pieces, { maxLength: 8 }));
    fc.assert(
      fc.property(asks, ([lead, words]) => {
        const result = parse(`${lead} ${words.join(' ')}`);
        if (result.ok) expect(isWrite(result.command)).toBe(false);
      }),
      { numRuns: 3_000 },
    );
    for (const text of ['should I check in today?', 'how do I cancel?', 'did I check in?', 'is anyone coming friday?', "I'm here?", 'coming in tomorrow?', 'can I cancel tomorrow?']) {
      const result = parse(text);
      expect(result.ok && isWrite(result.command), text).toBe(false);
    }
    expect(parse('can you check me in?')).toMatchObject({ ok: true, command: { kind: 'checkin', date: '2026-11-20' } });
  });
});

describe('phrasing tables', () => {
  it('every template compiles to word sequences, with at most one slot each', () => {
    for (const row of [...STRICT, ...PHRASINGS, ...LEADS]) {
      for (const say of typeof row.say === 'string' ? [row.say] : row.say) expect(expand(say, MACROS).length, say).toBeGreaterThan(0);
    }
    expect(compile([...STRICT, ...PHRASINGS], MACROS).length).toBeGreaterThan(500);
  });

  it('rejects a malformed template', () => {
    expect(() => expand('(a | b', MACROS)).toThrow(/unbalanced/);
    expect(() => expand('<nope>', MACROS)).toThrow(/unknown macro/);
  });

  it('every alias `help` lists is understood as its command', () => {
    for (const spec of COMMAND_SPECS) {
      for (const alias of spec.aliases) {
        const alone = alias === 'in' || spec.kind === 'help' || spec.kind === 'leave' || spec.kind === 'chart' || spec.kind === 'status';
        const result = parse(alone ? alias : `${alias} tomorrow`);
        expect(result.ok, alias).toBe(true);
        if (result.ok && spec.kind !== 'checkout') expect(result.command.kind, alias).toBe(spec.kind);
      }
    }
  });

  it('confidence: exact for the strict syntax, phrase for a phrasing', () => {
    expect(parse('checkin tomorrow')).toMatchObject({ ok: true, confidence: 'exact' });
    expect(parse("I'll be in tomorrow")).toMatchObject({ ok: true, confidence: 'phrase', command: { kind: 'checkin', date: '2026-11-21' } });
  });
});
