import type { z } from 'zod';
import { configSchema } from './schema.js';

/** One setting: a path in the schema whose value is not itself a section (a string, a number, a list, a union…). */
export interface ConfigLeaf {
  /** "digest.stream" */
  key: string;
  path: string[];
  /** The variable derived from the path by the naming rule: FRONTDESK_DIGEST__STREAM. */
  envName: string;
  /** Older or conventional names for the same setting (ZULIP_SITE, ZULIP_CONFIG…), weaker than envName. */
  aliases: string[];
  /** Never shown: not in errors, not in `check`. */
  secret: boolean;
  /** The leaf's own schema, to read an environment value as text or as JSON. */
  schema: z.ZodType;
}

export const ENV_PREFIX = 'FRONTDESK_';
/** Between the parts of a path: `__`, since one part may be several words (API_KEY). */
export const ENV_SEPARATOR = '__';

/**
 * The naming rule: FRONTDESK_, then each part of the path in upper snake case,
 * joined by a double underscore. digest.stream -> FRONTDESK_DIGEST__STREAM,
 * zulip.apiKey -> FRONTDESK_ZULIP__API_KEY, admins -> FRONTDESK_ADMINS.
 */
export function envNameOf(path: readonly string[]): string {
  return ENV_PREFIX + path.map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()).join(ENV_SEPARATOR);
}

/**
 * The names frontdesk read before the naming rule, and Zulip's own (as the
 * official clients read them: ZULIP_EMAIL, ZULIP_API_KEY, ZULIP_SITE, and
 * ZULIP_CONFIG for the path of a zuliprc). They keep working; the rule's name
 * wins over them, and two of them set to different values is an error.
 */
const ALIASES: Record<string, string[]> = {
  'zulip.site': ['ZULIP_SITE'],
  'zulip.email': ['ZULIP_EMAIL'],
  'zulip.apiKey': ['ZULIP_API_KEY'],
  'zulip.zuliprc': ['ZULIP_CONFIG', 'ZULIPRC'],
  'zulip.stateFile': ['FRONTDESK_STATE_FILE'],
  'directory.baseUrl': ['DIRECTORY_BASE_URL'],
  'directory.token': ['DIRECTORY_TOKEN'],
  'hub.timezone': ['HUB_TIMEZONE'],
  'log.level': ['LOG_LEVEL'],
  'health.pingUrl': ['FRONTDESK_PING_URL'],
};

type Def = { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;
const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable']);

/** Whether `schema`, or a wrapper around it, carries `.meta({ secret: true })`. */
function isSecret(schema: z.ZodType): boolean {
  for (let s: z.ZodType | undefined = schema; s; s = WRAPPERS.has(defOf(s).type) ? defOf(s).innerType : undefined) {
    if ((s.meta() as { secret?: unknown } | undefined)?.secret === true) return true;
  }
  return false;
}

/** The object schema under optional/default/prefault wrappers, if it is one (a section). */
function sectionShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  let s = schema;
  while (WRAPPERS.has(defOf(s).type)) s = defOf(s).innerType!;
  return defOf(s).type === 'object' ? (s as unknown as { shape: Record<string, z.ZodType> }).shape : undefined;
}

/** Every leaf of the schema, in its order: walked, not listed, so a setting added later has its variable too. */
export function configLeaves(schema: z.ZodType = configSchema): ConfigLeaf[] {
  const out: ConfigLeaf[] = [];
  const walk = (s: z.ZodType, path: string[]) => {
    const shape = sectionShape(s);
    if (shape) {
      for (const [name, child] of Object.entries(shape)) walk(child, [...path, name]);
      return;
    }
    const key = path.join('.');
    out.push({ key, path, envName: envNameOf(path), aliases: ALIASES[key] ?? [], secret: isSecret(s), schema: s });
  };
  walk(schema, []);
  return out;
}

/** The leaves, computed once (the schema does not change while the process runs). */
export const CONFIG_LEAVES: readonly ConfigLeaf[] = configLeaves();

/** The leaf holding `path` (an issue's path may go deeper, e.g. admins.0 is in admins). */
export function leafOf(path: readonly PropertyKey[], leaves: readonly ConfigLeaf[] = CONFIG_LEAVES): ConfigLeaf | undefined {
  const parts = path.map(String);
  return leaves.find((leaf) => leaf.path.length <= parts.length && leaf.path.every((p, i) => p === parts[i]));
}

/** How a person finds the leaf's variables: "FRONTDESK_ZULIP__SITE or ZULIP_SITE". */
export function envNamesOf(leaf: ConfigLeaf): string {
  return [leaf.envName, ...leaf.aliases].join(' or ');
}

/** A setting as an error names it: "digest.stream (FRONTDESK_DIGEST__STREAM)". */
export function settingWithEnv(key: string): string {
  const leaf = CONFIG_LEAVES.find((l) => l.key === key);
  return leaf ? `${key} (${envNamesOf(leaf)})` : key;
}
