import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/commands/parse.js';
import { hasActiveWildcard } from '../../src/text/markdown.js';
import { propertyRuns } from '../support/property-runs.js';

const NOW = new Date('2026-11-20T15:00:00Z');
const parse = (text: string) => parseCommand(text, NOW);

describe('parseCommand', () => {
  it('parses targets from mentions, with and without an id, silent or not', () => {
    expect(parse('checkin @**Bram Copperfield-Nye|1002** tomorrow hi')).toEqual({
      ok: true,
      command: { kind: 'checkin', target: { kind: 'mention', name: 'Bram Copperfield-Nye', zulipId: 1002 }, date: '2026-11-21', notes: 'hi' },
      confidence: 'exact',
    });
    // Today, `checkout` means leaving (issue 16); another day it still cancels.
    expect(parse('checkout @_**Bram** tomorrow')).toEqual({
      ok: true,
      command: { kind: 'checkout', target: { kind: 'mention', name: 'Bram', zulipId: null }, date: '2026-11-21' },
      confidence: 'exact',
    });
  });

  it('keeps notes as written: Markdown, emoji, newlines', () => {
    const notes = '**bold** _it_ 🎉\n- list\n```\ncode\n```';
    expect(parse(`checkin ${notes}`)).toMatchObject({ ok: true, command: { notes } });
    expect(parse(`checkin fri ${notes}`)).toMatchObject({ ok: true, command: { notes, date: '2026-11-20' } });
  });

  it('does not take "who is …" for "who is here"', () => {
    expect(parse('who is ada')).toMatchObject({ ok: true, command: { kind: 'whois', query: { kind: 'name', text: 'ada' } } });
    expect(parse('who is here')).toMatchObject({ ok: true, command: { kind: 'whosHere' } });
  });

  it('points "who NAME" at whois', () => {
    expect(parse('who ada')).toEqual({ ok: false, error: expect.stringContaining('`whois ada`') as unknown });
  });

  it('parses DATE..DATE, DATE to DATE and since DATE ranges in who\'s here and visits', () => {
    const range = (start: string, end: string) => ({ start, end });
    expect(parse("who's here 2026-11-16..2026-11-20")).toMatchObject({ ok: true, command: { kind: 'whosHere', when: { type: 'range', range: range('2026-11-16', '2026-11-20') } } });
    expect(parse("who's here nov 16 .. nov 18")).toMatchObject({ ok: true, command: { when: { type: 'range', range: range('2026-11-16', '2026-11-18') } } });
    expect(parse('visits 11/1 to 11/15')).toMatchObject({ ok: true, command: { kind: 'visits', target: { kind: 'self' }, range: range('2026-11-01', '2026-11-15') } });
    expect(parse('history @**Bram|1002** since nov 1')).toMatchObject({ ok: true, command: { target: { kind: 'mention', zulipId: 1002 }, range: range('2026-11-01', '2026-11-20') } });
    expect(parse("who's here 2026-11-20..2026-11-16")).toMatchObject({ ok: false });
  });

  // Politeness no longer counts as trailing words (issue 16: "pls" requests write); other words still do.
  it('refuses checkout with trailing words', () => {
    expect(parse('checkout tomorrow afternoon')).toMatchObject({ ok: false });
    expect(parse('checkout tomorrow please')).toMatchObject({ ok: true, command: { kind: 'checkout', date: '2026-11-21' } });
  });

  it('never throws, whatever the input (property)', () => {
    const words = fc.constantFrom('checkin', 'in', 'who', "who's here", 'whois', 'note', 'visits', 'digest', 'help', '@**all**', 'next', 'last', '..', 'to', 'since', '2026-02-30', '13/45', 'nov', '31', '@**x|1**');
    const message = fc.oneof(fc.string(), fc.string({ unit: 'grapheme', maxLength: 200 }), fc.array(words, { maxLength: 8 }).map((w) => w.join(' ')));
    fc.assert(
      fc.property(message, fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (text, now) => {
        const result = parseCommand(text, now);
        expect(typeof result.ok).toBe('boolean');
        // parseCommand turns a throw into a polite answer: the crash it records is what fails here.
        expect(result).not.toHaveProperty('crash');
        if (!result.ok) expect(hasActiveWildcard(result.error)).toBe(false);
      }),
      { numRuns: propertyRuns(2_000) },
    );
  });
});
