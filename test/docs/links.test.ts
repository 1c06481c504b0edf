import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The documentation holds together: every relative link in README.md and
 * docs/*.md points to a file that exists, and every #anchor to a heading of
 * the page it names; and no source comment cites the design notes that live
 * outside the repository (they cite docs/architecture.md instead).
 */
const ROOT = join(import.meta.dirname, '../..');
const PAGES = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** A page's text without fenced code blocks and inline code spans, where nothing is a link or a heading. */
function prose(text: string): string {
  return text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/`[^`\n]*`/g, (code) => code.replace(/[[\]()#]/g, ' '));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2, … */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const headings = text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line));
  for (const heading of headings) {
    const words = heading
      .replace(/^#+ /, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*]/g, '')
      .trim()
      .toLowerCase();
    const slug = words.replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

/** Every relative link (and image) of a page: its target path (relative to the repository) and anchor. */
function linksOf(page: string): Array<{ text: string; file: string; anchor: string | undefined }> {
  const links = [];
  for (const match of prose(readFileSync(join(ROOT, page), 'utf8')).matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)) {
    const target = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
    const [path, anchor] = target.split('#', 2) as [string, string | undefined];
    const file = path === '' ? page : relative(ROOT, join(ROOT, dirname(page), decodeURIComponent(path)));
    links.push({ text: match[0], file, anchor });
  }
  return links;
}

/** Files under `dir` (relative to the repository), recursively. */
function filesUnder(dir: string): string[] {
  const full = join(ROOT, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(ROOT, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('the documentation', () => {
  it('has the pages the README links to', () => {
    expect(PAGES).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/commands.md', 'docs/configuration.md', 'docs/development.md', 'docs/operations.md']));
  });

  it.each(PAGES)('%s: every relative link points to a file, and every anchor to a heading', (page) => {
    const broken: string[] = [];
    for (const link of linksOf(page)) {
      if (!existsSync(join(ROOT, link.file))) {
        broken.push(`${link.text}: no file ${link.file}`);
        continue;
      }
      if (link.anchor === undefined) continue;
      if (!link.file.endsWith('.md')) {
        broken.push(`${link.text}: an anchor into ${link.file}, which has no headings`);
        continue;
      }
      const anchors = anchorsOf(readFileSync(join(ROOT, link.file), 'utf8'));
      if (!anchors.has(link.anchor)) broken.push(`${link.text}: no heading #${link.anchor} in ${link.file}`);
    }
    expect(broken).toEqual([]);
  });

  it('is cited by the sources, never the design notes outside the repository', () => {
    // Spelled in two parts, so that this file does not cite it either.
    const notes = new RegExp(['DESIGN', '[\\w-]*\\.md'].join(''));
    const citing = ['src', 'test', 'bench', 'scripts', '.ci']
      .flatMap(filesUnder)
      .filter((file) => /\.(ts|mts|js|mjs|sh|json|md)$/.test(file) || file === '.ci/run')
      .filter((file) => notes.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(citing).toEqual([]);
  });

  it('knows GitHub anchors', () => {
    const anchors = anchorsOf('# A `b` (c), d\n## A `b` (c), d\n```\n# not a heading\n```\n### Health, readiness and metrics\n');
    expect([...anchors]).toEqual(['a-b-c-d', 'a-b-c-d-1', 'health-readiness-and-metrics']);
  });
});
