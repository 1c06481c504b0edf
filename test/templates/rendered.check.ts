import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { templateLogDir } from '../support/template-log.js';
import { allTemplates, readList, relativeTo, renderedTemplates, verdict } from './catalogue.js';

/**
 * Run after the suites that record (`npm test`, `npm run test:slow`), by
 * `npm run test:templates`: every reply template of the catalogue must have
 * been rendered by some test, or be on the list of those not rendered yet,
 * which may only shrink. FRONTDESK_TEMPLATE_PRUNE=1 takes the rendered ones
 * off the list (it never adds one).
 */
const LIST = 'test/templates/not-yet-rendered.txt';

describe('reply templates', async () => {
  const dir = templateLogDir();
  const declared = await allTemplates();
  const rendered = renderedTemplates(dir);
  const listed = readList(LIST);
  const found = verdict(declared, rendered, listed);

  it('are recorded by the run before this one', () => {
    expect(rendered.size, `nothing recorded in ${relativeTo(dir)}: run npm test and npm run test:slow first`).toBeGreaterThan(0);
  });

  it('are each rendered by some test, or listed as not yet', () => {
    expect(found.unrendered, `rendered by no test (write a test that renders it, or delete it if nothing can send it)`).toEqual([]);
  });

  it('come off the list once a test renders them', () => {
    if (process.env.FRONTDESK_TEMPLATE_PRUNE === '1' && found.rendered.length) {
      // Only lines naming a rendered template go; comments stay.
      const lines = readFileSync(LIST, 'utf8').split('\n');
      writeFileSync(LIST, lines.filter((line) => !found.rendered.includes(line.replace(/#.*/, '').trim())).join('\n'));
      return;
    }
    expect(found.rendered, `rendered now: take them off ${LIST} (FRONTDESK_TEMPLATE_PRUNE=1 npm run test:templates does)`).toEqual([]);
  });

  it('are listed only while they exist', () => {
    expect(found.unknown, `on ${LIST} but declared nowhere`).toEqual([]);
  });
});
