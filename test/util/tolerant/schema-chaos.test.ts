import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { profileShape, stintShape, visitShape } from '../../../src/directory/schemas.js';
import { DecodeReport } from '../../../src/util/tolerant/report.js';
import { fastPage } from '../../../src/util/tolerant/fast.js';
import { decodePage, type Shape } from '../../../src/util/tolerant/page.js';
import { eventShape, messageShape, reactionEventShape, reactionShape, registerShape, userShape } from '../../../src/zulip/shapes.js';
import { propertyRuns } from '../../support/property-runs.js';
import { fieldsOf, MISSING, readable, requirementsHold, valueAt, withValue, type FieldAt, type Path } from './chaos-oracle.js';

/**
 * Schema chaos (issue 22), generated from the declarations themselves: every
 * declared field of every shape, nested ones included, is replaced by each
 * value below, and decoding must keep the record exactly when its required
 * fields are intact, read an unusable value as if it were absent, leave the
 * other records of a page as they were, and never throw.
 */
const CHAOS: Array<[string, unknown]> = [
  ['missing', MISSING],
  ['null', null],
  ['true', true],
  ['0', 0],
  ['-1', -1],
  ['1e308', 1e308],
  ['""', ''],
  ['a 100 KB text', 'x'.repeat(100 * 1024)],
  ['[]', []],
  ['{}', {}],
  ['a nested object', { a: { b: { c: [1, { d: null }] } } }],
];

/** What an independent server may send for a field of each kind that still means something (first contact). */
const MEANINGFUL: Record<string, Array<[unknown, unknown]>> = {
  id: [['7101', 7101], [' 42 ', 42]],
  integer: [['-1', -1], ['5103', 5103]],
  count: [['60', 60]],
  seconds: [['1795532520', 1795532520]],
  flag: [['true', true], ['false', false]],
  date: [['2025-04-14T09:41:26-04:00', '2025-04-14'], ['2025-04-14 09:41', '2025-04-14']],
  timestamp: [[1744638086, '2025-04-14T13:41:26.000Z'], [1744638086000, '2025-04-14T13:41:26.000Z']],
};

const NOW = Date.parse('2026-11-20T15:00:00Z');
const zulip = (name: string) => JSON.parse(readFileSync(new URL(`../../fixtures/zulip-api/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const rec = (v: unknown) => v as Record<string, unknown>;

const STINT = {
  id: 4401,
  title: 'Retreat',
  type: 'retreat',
  stint_type: 'retreat',
  in_progress: false,
  start_date: '2019-05-20',
  end_date: '2019-08-08',
  for_half_batch: false,
  batch: { id: 71, name: 'Summer 1, 2019', short_name: "S1'19", alt_name: 'S1 2019' },
};
const PROFILE = {
  id: 9101,
  name: 'Wren Inkwell',
  first_name: 'Wren',
  last_name: 'Inkwell',
  name_hl: 'Wren Inkwell',
  email: 'wren@example.org',
  slug: '9101-wren-inkwell',
  image_path: 'https://assets.example.org/people/9101.jpg',
  zulip_id: 7101,
  pronouns: 'she/her',
  github: 'wren-i',
  bio_rendered: '<p>Writes compilers.</p>',
  bio_match: false,
  bio_truncated: null,
  stints: [STINT, { id: 4402, title: 'Faculty', type: 'employment', in_progress: true, start_date: '2021-01-04', end_date: null, for_half_batch: false }],
  current_location: { id: 1, name: 'New York City, NY', ascii_name: 'New York City, NY', short_name: 'NYC', type: 'city' },
  company: { id: 3, name: 'Quillstone Labs' },
};
const VISIT = {
  person: { id: 12, name: 'Edie Larkspurr' },
  person_id: 12,
  date: '2026-11-20',
  app_data: { source: 'kiosk' },
  notes: 'pairing on a parser',
  created_at: '2026-11-20T09:41:26-05:00',
  updated_at: '2026-11-20T09:41:26-05:00',
  created_by_app: 'Hub Kiosk',
  updated_by_app: 'Hub Kiosk',
};
const STREAM_MESSAGE = rec(zulip('events-message-event-stream.json').message);
const PRIVATE_MESSAGE = rec(zulip('events-message-event-from-get-events-example-private.json').message);
const REACTION_EVENT = zulip('events-reaction-event.json');
const { op: _op, message_id: _mid, type: _type, id: _eid, ...REACTION } = REACTION_EVENT;
const USER = rec(zulip('get-user-response.json').user);
const REGISTER = { ...zulip('register-response.json'), event_queue_longpoll_timeout_seconds: 90, max_message_length: 10_000, max_topic_length: 60, idle_queue_timeout_secs: 600, ignored_parameters_unsupported: ['idle_queue_timeout'] };

interface Case {
  shape: Shape<unknown>;
  /** Every declared field present (nested records too), and one with only what the record needs. */
  bases: Array<[string, Record<string, unknown>]>;
}

const CASES: Case[] = [
  { shape: profileShape, bases: [['full', PROFILE], ['minimal', { id: 9201, name: 'Lark Emberly' }]] },
  { shape: stintShape, bases: [['full', STINT], ['minimal', {}]] },
  { shape: visitShape, bases: [['full', VISIT], ['minimal', { person: { id: 13 }, date: '2026-11-20' }]] },
  {
    shape: messageShape,
    bases: [
      ['stream', STREAM_MESSAGE],
      ['private', PRIVATE_MESSAGE],
      ['minimal stream', { id: 1, sender_id: 1001, content: 'hi', type: 'stream', display_recipient: 'hub' }],
      ['minimal private', { id: 2, sender_id: 1001, content: 'hi', type: 'private' }],
    ],
  },
  { shape: reactionEventShape, bases: [['full', REACTION_EVENT], ['minimal', { op: 'add', message_id: 5104, user_id: 1001, emoji_name: 'wave' }]] },
  { shape: reactionShape, bases: [['full', REACTION], ['minimal', { user_id: 1001, emoji_code: '1f44b' }]] },
  { shape: userShape, bases: [['full', { ...USER, bot_type: 1 }], ['minimal', { user_id: 1001 }]] },
  { shape: registerShape, bases: [['full', REGISTER], ['minimal', { queue_id: 'q', last_event_id: -1 }]] },
  { shape: eventShape, bases: [['full', { id: 3, type: 'heartbeat' }], ['minimal', { id: 3 }]] },
];

const decode = (shape: Shape<unknown>, raw: unknown, report?: DecodeReport) => shape.decode(raw, { report, now: () => NOW });
/** A decoded record, or that it was skipped (which field is named, and how, may differ: "no emoji_name", "emoji_code as a boolean"). */
const outcome = (d: ReturnType<typeof decode>) => (d.ok ? d : { ok: false });

/** Would the record be kept with `value` at `path`? Fields of nested records never decide it, except through a required nested record. */
function keptWith(shape: Shape<unknown>, base: Record<string, unknown>, path: Path, value: unknown): boolean {
  const changed = withValue(base, path, value);
  return requirementsHold(shape, changed);
}

describe('schema chaos: every field of every decoded shape, replaced by each odd value', () => {
  for (const { shape, bases } of CASES) {
    for (const [baseName, base] of bases) {
      it(`${shape.name} (${baseName}): kept exactly when its required fields are intact; an unusable value reads as absent; nothing throws`, () => {
        const uncovered: string[] = [];
        const fields = fieldsOf(shape, base, uncovered);
        if (baseName === 'full' || baseName === 'stream' || baseName === 'private') expect(uncovered, 'nested records the base must carry, so the walk reaches their fields').toEqual([]);
        const baseline = decode(shape, base);
        expect(baseline.ok, `the ${baseName} base itself decodes`).toBe(true);
        let checked = 0;
        for (const field of fields) {
          for (const [label, value] of CHAOS) {
            checkOne(shape, base, field, label, value);
            checked++;
          }
        }
        expect(checked).toBe(fields.length * CHAOS.length);
      });
    }
  }

  function checkOne(shape: Shape<unknown>, base: Record<string, unknown>, { path, spec, owner }: FieldAt, label: string, value: unknown): void {
    const where = `${shape.name} ${path.join('.')} = ${label}`;
    const report = new DecodeReport();
    const mutated = withValue(base, path, value);
    let decoded!: ReturnType<typeof decode>;
    expect(() => (decoded = decode(shape, mutated, report)), where).not.toThrow();
    const usable = value !== MISSING && readable(spec, value);
    // The record's own requirement, judged by the oracle (nested fields decide only through a required nested record).
    if (path.length === 1) expect(decoded.ok, `${where}: kept?`).toBe(keptWith(shape, base, path, value));
    if (spec.kind === 'app data' && value !== MISSING) {
      // Not an object: kept as sent (never overwritten), read as no app data; a JSON text of an object, parsed.
      expect(decoded.ok, where).toBe(true);
      const expected = value === null || value === '' ? null : value;
      expect(rec(decoded.ok ? decoded.value : {}).app_data, where).toEqual(expected);
    } else if (!usable) {
      // Unusable is absent: the same record as with the field left out, whatever else it carries.
      expect(outcome(decoded), where).toEqual(outcome(decode(shape, withValue(base, path, MISSING))));
      if (value !== MISSING && value !== null) {
        // Said: about this field, about the nested record it should have been, or about the record it cost.
        const said = report.counts().some((c) => path.includes(c.field) || ('shape' in spec && c.shape === spec.shape.name));
        expect(said, `${where}: reported (${JSON.stringify(report.counts())})`).toBe(true);
      }
    }
    if (owner !== shape && path.length > 1) {
      // A nested field never costs its top record, unless that nested record was one the top record needed.
      const top = path[0] as string;
      const needed = shape.requires.some((r) => r.anyOf.includes(top) && r.anyOf.every((alt) => alt === top || !readable(shape.fields[alt]!, base[alt])));
      if (!needed) expect(decoded.ok, `${where}: the ${shape.name} stays`).toBe(true);
    }
  }

  it('reads what an independent server may mean (ids as text, dates with a time, flags as text, epoch stamps) in every field of those kinds', () => {
    let tried = 0;
    for (const { shape, bases } of CASES) {
      const [, base] = bases[0]!;
      for (const { path, spec } of fieldsOf(shape, base, [])) {
        for (const [sent, meant] of MEANINGFUL[spec.kind] ?? []) {
          const decoded = decode(shape, withValue(base, path, sent));
          const where = `${shape.name} ${path.join('.')} = ${JSON.stringify(sent)}`;
          expect(decoded.ok, where).toBe(true);
          // Same as sending what it means, field for field.
          expect(decoded, where).toEqual(decode(shape, withValue(base, path, meant)));
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThan(40);
  });

  it('a batch, a location or a company sent as a bare name is a record of that name', () => {
    const profile = decode(profileShape, { ...PROFILE, current_location: 'NYC', company: 'Quillstone Labs', stints: [{ ...STINT, batch: "S1'19" }] });
    expect(profile.ok && profile.value).toMatchObject({ current_location: { name: 'NYC', id: null }, company: { name: 'Quillstone Labs' }, stints: [{ batch: { name: "S1'19", id: null } }] });
  });
});

describe('schema chaos in pages: one odd record never changes the others', () => {
  const pages: Array<[Shape<unknown>, Record<string, unknown>, Record<string, unknown>]> = [
    [profileShape, PROFILE, { ...PROFILE, id: 9102, name: 'Lark Emberly', zulip_id: 7102 }],
    [stintShape, STINT, { ...STINT, id: 4403 }],
    [visitShape, VISIT, { ...VISIT, person: { id: 14, name: 'Pim Sorrel' }, person_id: 14 }],
    [userShape, USER, { ...USER, user_id: 1002, full_name: 'Bram Copperfield-Nye' }],
  ];

  for (const [shape, first, other] of pages) {
    it(`a page of ${shape.name}s: the untouched ones decode as they did, the odd one as it would alone (clean pages by the fast path too)`, () => {
      const alone = decode(shape, other);
      let fast = 0;
      for (const { path } of fieldsOf(shape, first, [])) {
        for (const [label, value] of CHAOS) {
          const odd = withValue(first, path, value);
          if (fastPage(shape, [other, odd, other], () => NOW)) fast++;
          const page = decodePage(shape, [other, odd, other], { now: () => NOW });
          const where = `${shape.name} ${path.join('.')} = ${label}`;
          expect(page.ok, where).toBe(true);
          if (!page.ok) continue;
          expect(page.value.received, where).toBe(3);
          const single = decode(shape, odd);
          expect(page.value.items, where).toEqual(single.ok ? [rec(alone).value, single.value, rec(alone).value] : [rec(alone).value, rec(alone).value]);
        }
      }
      // Missing, null and the values of the right type leave a clean page: the fast path was compared too.
      expect(fast).toBeGreaterThan(fieldsOf(shape, first, []).length);
    });
  }

  it('a page that is not a list fails cleanly (and is told to the report), whatever it is', () => {
    for (const [label, value] of CHAOS.filter(([, v]) => !Array.isArray(v))) {
      const report = new DecodeReport();
      const page = decodePage(profileShape as Shape<unknown>, value === MISSING ? undefined : value, { report });
      expect(page.ok, label).toBe(false);
      expect(report.unusableAnswers().map((a) => a.shape), label).toEqual(['profile']);
    }
  });
});

describe('schema chaos, several fields at once (property)', () => {
  /** The top-level required fields of a shape's base (every alternative of every requirement that applies). */
  const requiredOf = (shape: Shape<unknown>, base: Record<string, unknown>) =>
    new Set(shape.requires.filter((r) => !r.when || r.when(base)).flatMap((r) => r.anyOf));

  for (const { shape, bases } of CASES) {
    const [, base] = bases[0]!;
    const fields = fieldsOf(shape, base, []).map((f) => f.path);
    const required = requiredOf(shape, base);
    it(`${shape.name}: any JSON in any fields besides the required ones keeps the record, and its page neighbour unchanged`, () => {
      const untouched = decode(shape, base);
      fc.assert(
        fc.property(
          fc.uniqueArray(fc.constantFrom(...fields.filter((p) => !required.has(p[0] as string))), { maxLength: 6, selector: (p) => p.join('.') }),
          fc.array(fc.jsonValue({ maxDepth: 3 }), { minLength: 6, maxLength: 6 }),
          fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
          (paths, values, extra) => {
            // Deepest first, so a nested record is written into before (or instead of) being replaced.
            let odd: Record<string, unknown> = { ...extra, ...structuredClone(base) };
            [...paths].sort((a, b) => b.length - a.length).forEach((p, i) => {
              if (p.length === 1 || valueAt(odd, p.slice(0, -1)) !== null) odd = withValue(odd, p, values[i]);
            });
            const page = decodePage(shape, [odd, base], { now: () => NOW });
            expect(page.ok).toBe(true);
            if (!page.ok) return;
            // Required fields intact: kept.
            expect(page.value.items).toHaveLength(2);
            expect(page.value.items[1]).toEqual(untouched.ok && untouched.value);
          },
        ),
        { numRuns: propertyRuns(300) },
      );
    });
  }
});
