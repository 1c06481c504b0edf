import { CONFIG_LEAVES, ENV_PREFIX, ENV_SEPARATOR, envNameOf, type ConfigLeaf } from './leaves.js';

/** One setting the environment gives: the leaf, the variable that won, and its value read. */
export interface EnvSetting {
  leaf: ConfigLeaf;
  name: string;
  value: unknown;
}

/**
 * A variable's text as the setting's value: as it is when the setting takes
 * that text (a stream name, a URL, "friday"), else read as JSON (120, true,
 * false, [1001, 1002], {"…": …}). `""` (two quote marks) is the empty string:
 * an empty variable counts as unset, as on hosts that cannot unset one.
 */
export function readEnvValue(leaf: ConfigLeaf, text: string): unknown {
  if (text === '""') return '';
  if (leaf.schema.safeParse(text).success) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON either: the text, which the schema then refuses with the leaf's own message.
    return text;
  }
}

/**
 * Every setting the environment gives, each from its rule name or an alias
 * (the rule's name first), and the problems: two of a setting's names set to
 * different values, and a FRONTDESK_ variable shaped like a setting that is
 * none (a typo would otherwise be ignored, and a feature silently off).
 */
export function settingsFromEnv(env: NodeJS.ProcessEnv, leaves: readonly ConfigLeaf[] = CONFIG_LEAVES): { settings: EnvSetting[]; problems: string[] } {
  const settings: EnvSetting[] = [];
  const problems: string[] = [];
  for (const leaf of leaves) {
    const given = [leaf.envName, ...leaf.aliases].filter((name) => env[name] !== undefined && env[name] !== '');
    if (given.length === 0) continue;
    const [name] = given as [string, ...string[]];
    const differing = given.filter((other) => env[other] !== env[name]);
    if (differing.length) {
      problems.push(`${leaf.key}: ${name} and ${differing.join(', ')} are both set, to different values; keep one`);
      continue;
    }
    settings.push({ leaf, name, value: readEnvValue(leaf, env[name]!) });
  }
  problems.push(...unknownNames(env, leaves));
  return { settings, problems };
}

/** FRONTDESK_ variables that look like settings (a `__`, or a section's name first) but name none. */
function unknownNames(env: NodeJS.ProcessEnv, leaves: readonly ConfigLeaf[]): string[] {
  const known = new Set(leaves.flatMap((leaf) => [leaf.envName, ...leaf.aliases]));
  const sections = new Set(leaves.filter((leaf) => leaf.path.length > 1).map((leaf) => envNameOf(leaf.path.slice(0, 1))));
  const looksLikeSetting = (name: string) => name.includes(ENV_SEPARATOR) || [...sections].some((section) => name.startsWith(`${section}_`));
  const squash = (name: string) => name.replace(/_/g, '');
  return Object.keys(env)
    .filter((name) => name.startsWith(ENV_PREFIX) && env[name] !== undefined && !known.has(name) && looksLikeSetting(name))
    .sort()
    .map((name) => {
      const near = leaves.find((leaf) => squash(leaf.envName) === squash(name));
      const hint = near ? `did you mean ${near.envName} (${near.key})?` : `the rule is ${ENV_PREFIX}<SECTION>${ENV_SEPARATOR}<SETTING>, e.g. FRONTDESK_DIGEST__STREAM for digest.stream`;
      return `${name}: no such setting; ${hint}`;
    });
}
