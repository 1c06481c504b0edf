import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWrite } from '../../src/commands/command.js';
import { resolve, type Visits } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';
import { hasActiveWildcard } from '../../src/text/markdown.js';
import { propertyRuns } from '../support/property-runs.js';

/** Properties of the bot's reader, whatever the message (ported from the retired parser's own). */
const NOW = new Date('2026-11-20T15:00:00Z');
const VISITS: Visits = new Map([['2026-11-20', { notes: 'pairing', left: false }], ['2026-11-23', { notes: '', left: false }]]);
const plan = (text: string, now = NOW) => resolve(understand(text, now, 'America/New_York'), VISITS);

const pieces = fc.constantFrom(
  "I'm", 'here', 'in', 'check', 'checkin', 'out', 'cancel', 'leaving', 'note', 'notes', 'my', 'to', ':', ',', '-', '?', '!', 'please', 'pls',
  'can', 'you', 'should', 'I', 'did', 'who', "who's", 'is', 'anyone', 'coming', 'tomorrow', 'tmr', 'fri', 'next', 'mon', 'nov', '23', '3/4',
  '2026-02-30', '..', 'since', 'last', '7', 'days', 'hey', 'frontdesk', '👋', '@**all**', '@**Ada|1001**', 'ada@example.org', 'clear', 'show',
  'update', 'change', 'for', 'me', 'just', 'on', 'not', "can't", 'make', 'it', 'when', 'was', 'how', 'do', 'help', 'thanks', '"', "'", '’', '((', '))',
);
const messages = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.array(pieces, { maxLength: 12 }).map((w) => w.join(' ')),
  fc.array(pieces, { maxLength: 12 }).map((w) => w.join('')),
);

describe('the conversation, whatever the message (property)', () => {
  it('understand and resolve never throw, and what they say carries no active wildcard', () => {
    fc.assert(
      fc.property(messages, fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (text, now) => {
        const p = plan(text, now);
        expect(['act', 'ask', 'say']).toContain(p.kind);
        if (p.kind === 'say') expect(hasActiveWildcard(p.text)).toBe(false);
      }),
      { numRuns: propertyRuns(2_000) },
    );
    // A segment of leads alone, then the request (a blind round's message crashed the reader: nothing was left of "For me,").
    for (const text of ["For me, please note 'mentoring session at 11'.", 'just for me, thanks', 'for me: checkin', 'please, for me']) {
      expect(['act', 'ask', 'say'], text).toContain(plan(text).kind);
    }
  });

  it('a question never writes: "should I …", "can I …", "did I …"', () => {
    // Words only: a sign after the lead ("should I: checkin") sets off a sentence of its own, which the conversation reads as such.
    const words = pieces.filter((p) => /\p{L}/u.test(p));
    const asks = fc.tuple(fc.constantFrom('should I', 'can I', 'did I', 'do I', 'should we', 'may I', 'is', 'am I', 'could I'), fc.array(words, { maxLength: 8 }));
    fc.assert(
      fc.property(asks, ([lead, words]) => {
        const p = plan(`${lead} ${words.join(' ')}`);
        if (p.kind === 'act') expect(p.writes.filter(isWrite)).toEqual([]);
      }),
      { numRuns: propertyRuns(3_000) },
    );
    // Days alone after the lead (a counterexample fast-check found in CI): asked about, not given.
    for (const text of ['should I mon to tmr', 'should we mon-wed next week', 'can I tmr and fri', 'should I check in today?', 'how do I cancel?', 'did I check in?', 'is anyone coming friday?', "I'm here?", 'coming in tomorrow?', 'can I cancel tomorrow?']) {
      const p = plan(text);
      expect(p.kind === 'act' ? p.writes : [], text).toEqual([]);
    }
    expect(plan('can you check me in?')).toMatchObject({ kind: 'act', writes: [{ kind: 'checkin', date: '2026-11-20' }] });
  });
});
