import { CONFIG_LEAVES, type ConfigLeaf } from './leaves.js';

/**
 * Where a setting's value came from: its default, the config file,
 * FRONTDESK_CONFIG_JSON, an environment variable (by name), a zuliprc (by
 * path), or the port the host assigned (PORT). What `check` prints, and what
 * an error names.
 */
export type ConfigSource =
  | { kind: 'default' }
  | { kind: 'file'; file: string }
  | { kind: 'json' }
  | { kind: 'env'; name: string }
  | { kind: 'zuliprc'; file: string }
  | { kind: 'port' };

export function describeSource(source: ConfigSource): string {
  switch (source.kind) {
    case 'default':
      return 'default';
    case 'file':
      return `file ${source.file}`;
    case 'json':
      return 'FRONTDESK_CONFIG_JSON';
    case 'env':
      return `env ${source.name}`;
    case 'zuliprc':
      return `zuliprc ${source.file}`;
    case 'port':
      return 'env PORT (a port the host assigned: every interface)';
  }
}

/** Each leaf's source; a leaf not in the map has its default (or none). */
export type ConfigSources = Map<string, ConfigSource>;

type Tree = Record<string, unknown>;
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether `data` holds a value at `path`. */
export function hasPath(data: unknown, path: readonly string[]): boolean {
  let node = data;
  for (const part of path) {
    if (!isTree(node) || !Object.hasOwn(node, part)) return false;
    node = node[part];
  }
  return true;
}

/** The value at `path`, or undefined. */
export function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<PropertyKey, unknown>)[part] : undefined), data);
}

/** Sets `value` at `path`, making the sections on the way (a section given as something else is replaced: the schema names it). */
export function setPath(data: Tree, path: readonly string[], value: unknown): void {
  let node = data;
  for (const part of path.slice(0, -1)) {
    if (!isTree(node[part])) node[part] = {};
    node = node[part] as Tree;
  }
  node[path.at(-1)!] = value;
}

/** `over` laid on `base` section by section: a section merges key by key, anything else (a list included) replaces. */
export function deepMerge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = isTree(value) && isTree(out[key]) ? deepMerge(out[key], value) : value;
  return out;
}

/** Records `source` for every leaf `data` sets. */
export function markSources(sources: ConfigSources, data: unknown, source: ConfigSource, leaves: readonly ConfigLeaf[] = CONFIG_LEAVES): void {
  for (const leaf of leaves) if (hasPath(data, leaf.path)) sources.set(leaf.key, source);
}
