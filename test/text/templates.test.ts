import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredTemplates, templateRecorder, templates } from '../../src/text/templates.js';
import { repliesModules, verdict } from '../templates/catalogue.js';

describe('the reply template catalogue', () => {
  it('renders a template as its function, and lists it by room and key', () => {
    const t = templates('test.catalogue', { hello: (name: string) => `Hi ${name}!` });
    expect(t.hello('Ada')).toBe('Hi Ada!');
    expect(declaredTemplates()).toContain('test.catalogue.hello');
  });

  it('refuses a name declared twice', () => {
    templates('test.twice', { once: () => 'a' });
    expect(() => templates('test.twice', { once: () => 'b' })).toThrow('test.twice.once is declared twice');
  });

  it('finds the replies modules of src', () => {
    expect(repliesModules()).toContain('src/commands/replies/visits.ts');
  });
});

describe('the template recorder', () => {
  it('writes each name once, to one file per process', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'templates-')), 'log');
    const record = templateRecorder(dir);
    for (const name of ['a.one', 'a.two', 'a.one', 'a.one']) record(name);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(readFileSync(join(dir, files[0]!), 'utf8')).toBe('a.one\na.two\n');
  });

  it('is off without a directory, and never throws', () => {
    expect(() => templateRecorder(undefined)('a.one')).not.toThrow();
    // A directory that cannot be made: the render goes on, unrecorded.
    expect(() => templateRecorder('/dev/null/log')('a.one')).not.toThrow();
  });
});

describe("the check's verdict", () => {
  it('names the unrendered, the listed that are rendered now, and the listed that do not exist', () => {
    const found = verdict(['r.a', 'r.b', 'r.c', 'r.d'], new Set(['r.a', 'r.c']), ['r.c', 'r.d', 'r.gone']);
    expect(found).toEqual({ unrendered: ['r.b'], rendered: ['r.c'], unknown: ['r.gone'] });
  });
});
