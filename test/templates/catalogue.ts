import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { declaredTemplates } from '../../src/text/templates.js';

/** The modules that declare reply templates: every src file named replies.ts or under a replies/ folder. */
export function repliesModules(root = 'src'): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => /(^|\/)replies(\.ts|\/[^/]+\.ts)$/.test(path))
    .map((path) => join(root, path))
    .sort();
}

/** Every template of the catalogue, by name (`room.key`): importing the modules declares them. */
export async function allTemplates(root = 'src'): Promise<string[]> {
  for (const path of repliesModules(root)) await import(pathToFileURL(join(process.cwd(), path)).href);
  return declaredTemplates();
}

/** Every name recorded in DIR (one file per process of the run). */
export function renderedTemplates(dir: string): Set<string> {
  if (!existsSync(dir)) return new Set();
  const names = readdirSync(dir).flatMap((file) => readFileSync(join(dir, file), 'utf8').split('\n'));
  return new Set(names.filter(Boolean));
}

/** The list of templates no test renders yet, one name a line; '#' begins a comment. */
export function readList(path: string): string[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

export interface Verdict {
  /** Declared, not rendered, not listed: a test must render it, or it goes (or, for now, onto the list). */
  unrendered: string[];
  /** Listed and rendered after all: it must come off the list (the list only shrinks). */
  rendered: string[];
  /** Listed but declared nowhere: a renamed or deleted template. */
  unknown: string[];
}

export function verdict(declared: string[], rendered: Set<string>, listed: string[]): Verdict {
  const known = new Set(declared);
  const list = new Set(listed);
  return {
    unrendered: declared.filter((t) => !rendered.has(t) && !list.has(t)),
    rendered: listed.filter((t) => rendered.has(t)),
    unknown: listed.filter((t) => !known.has(t)),
  };
}

export const relativeTo = (path: string) => relative(process.cwd(), path);
