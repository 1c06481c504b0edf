import { describe, expect, it } from 'vitest';
import { decodeOne, decodePage } from '../../../src/util/tolerant/page.js';
import { DecodeReport } from '../../../src/util/tolerant/report.js';
import { id, text } from '../../../src/util/tolerant/read.js';
import { nested, shape } from '../../../src/util/tolerant/shape.js';

const person = shape({ name: 'person', fields: { id, name: text }, requires: [{ anyOf: ['id'] }], build: (v) => ({ id: v.id!, name: v.name ?? '' }) });
const wrapped = shape({ name: 'wrapped person', fields: { id, name: text }, requires: [{ anyOf: ['id'] }], envelopes: ['data'], build: (v) => ({ id: v.id!, name: v.name ?? '' }) });
const visit = shape({ name: 'visit', fields: { person: nested(person, { fromNumber: 'id' }) }, requires: [{ anyOf: ['person'] }], build: (v) => v.person! });

describe('envelopes declared on a shape', () => {
  it('a list under an envelope key is the page, and the report says so once', () => {
    const report = new DecodeReport();
    const page = decodePage(wrapped, { data: [{ id: 1 }, { id: '2' }], meta: { total: 2 } }, { report });
    expect(page.ok && page.value.items.map((p) => p.id)).toEqual([1, 2]);
    expect(report.counts()).toEqual([expect.objectContaining({ field: 'data', problem: 'a list inside an envelope {data: […]}' })]);
  });

  it('a shape without envelopes still refuses an object where a list belongs', () => {
    expect(decodePage(person, { data: [{ id: 1 }] }).ok).toBe(false);
  });

  it('a single record under an envelope key, or alone in a list, is that record; an answer with none stays unusable', () => {
    expect(decodeOne(wrapped, { data: { id: 7, name: 'Ada' }, meta: {} })).toEqual({ ok: true, value: { id: 7, name: 'Ada' } });
    expect(decodeOne(wrapped, [{ id: 8 }])).toEqual({ ok: true, value: { id: 8, name: '' } });
    expect(decodeOne(wrapped, [{ id: 8 }, { id: 9 }]).ok).toBe(false);
    expect(decodeOne(wrapped, { message: 'not_found', profile: null })).toMatchObject({ ok: false, field: 'id' });
  });

  it('a bare number is the nested record of that id (fromNumber); a bare text is not', () => {
    expect(visit.decode({ person: 4103 })).toEqual({ ok: true, value: { id: 4103, name: '' } });
    expect(visit.decode({ person: 'x' }).ok).toBe(false);
  });
});
