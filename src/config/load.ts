import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { z } from 'zod';
import { configSchema, type Config } from './schema.js';
import { ConfigError } from './errors.js';
import { settingsFromEnv } from './env.js';
import { CONFIG_LEAVES, envNamesOf, leafOf } from './leaves.js';
import { deepMerge, describeSource, hasPath, markSources, setPath, valueAt, type ConfigSource, type ConfigSources } from './sources.js';
import { readZuliprc, ZULIPRC_KEY, zuliprcPath, type ZuliprcValues } from './zuliprc.js';

export interface LoadedConfig {
  config: Config;
  /** Where the file came from, or null when running on defaults and environment only. */
  file: string | null;
  /** Where each setting's value came from (a setting not listed has its default). */
  sources: ConfigSources;
}

/** The variable holding the whole configuration as one JSON object, for hosts that prefer one variable. */
export const CONFIG_JSON_VAR = 'FRONTDESK_CONFIG_JSON';

/**
 * Reads the config, each layer over the one before:
 *   defaults < the file (`--config`, else FRONTDESK_CONFIG, else ./config.json
 *   if present) < FRONTDESK_CONFIG_JSON < each setting's own variable
 *   (FRONTDESK_DIGEST__STREAM, or an older name such as ZULIP_SITE),
 * then PORT for health.port when nothing set it, then a zuliprc for whatever
 * Zulip credential is still unset. Throws one ConfigError naming every problem,
 * each with its setting, where the value came from and its variable.
 */
export async function loadConfig(options: { path?: string | undefined; env: NodeJS.ProcessEnv; cwd?: string }): Promise<LoadedConfig> {
  const { env } = options;
  const cwd = options.cwd ?? process.cwd();
  const explicit = options.path ?? (env.FRONTDESK_CONFIG || undefined);
  const file = resolve(cwd, explicit ?? 'config.json');
  const raw = await readJsonFile(file, explicit !== undefined);
  const sources: ConfigSources = new Map();
  let data: Record<string, unknown> = raw ?? {};
  markSources(sources, data, { kind: 'file', file });

  const json = configJsonOf(env);
  if (json) {
    data = deepMerge(data, json);
    markSources(sources, json, { kind: 'json' });
  }
  const fromEnv = settingsFromEnv(env);
  if (fromEnv.problems.length) throw new ConfigError(fromEnv.problems, 'the environment');
  for (const { leaf, name, value } of fromEnv.settings) {
    setPath(data, leaf.path, value);
    sources.set(leaf.key, { kind: 'env', name });
  }
  applyAssignedPort(data, sources, env);

  const layers = [raw && file, json && CONFIG_JSON_VAR, fromEnv.settings.length > 0 && 'the environment'].filter(Boolean).join(', ');
  const parsed = configSchema.safeParse(data);
  // An unknown key is in no leaf: the layer that holds it (FRONTDESK_CONFIG_JSON lies over the file).
  const layerOf = (path: string[]): ConfigSource | undefined => (hasPath(json, path) ? { kind: 'json' } : hasPath(raw, path) ? { kind: 'file', file } : undefined);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error, data, sources, layerOf), layers || 'defaults');
  const config = parsed.data;
  await fillFromZuliprc(config, sources, env, cwd);
  return { config, file: raw ? file : null, sources };
}

/**
 * PORT, which a host sets when it routes traffic to the process: the health
 * listener's port when neither the file nor a variable set health.port, and
 * then every interface unless health.host is set (the host's router is not on
 * loopback).
 */
function applyAssignedPort(data: Record<string, unknown>, sources: ConfigSources, env: NodeJS.ProcessEnv): void {
  const port = env.PORT;
  if (!port || hasPath(data, ['health', 'port'])) return;
  if (!/^\d+$/.test(port.trim())) throw new ConfigError([`PORT: expected a port number, got "${port}" (health.port, FRONTDESK_HEALTH__PORT, wins over it when set)`], 'PORT');
  setPath(data, ['health', 'port'], Number(port));
  sources.set('health.port', { kind: 'port' });
  if (!hasPath(data, ['health', 'host'])) {
    setPath(data, ['health', 'host'], '0.0.0.0');
    sources.set('health.host', { kind: 'port' });
  }
}

/** Zulip's credentials still unset, from a zuliprc (src/config/zuliprc.ts says which one); the explicit settings win. */
async function fillFromZuliprc(config: Config, sources: ConfigSources, env: NodeJS.ProcessEnv, cwd: string): Promise<void> {
  const zulip = config.zulip;
  const unset = (['site', 'email', 'apiKey'] as const).filter((key) => !zulip[key]);
  if (unset.length === 0) return;
  const rc = await zuliprcPath(zulip.zuliprc, env, cwd);
  if (!rc) return;
  const values: ZuliprcValues = await readZuliprc(rc.path);
  for (const key of unset) {
    if (!values[key]) continue;
    zulip[key] = values[key];
    sources.set(`zulip.${key}`, { kind: 'zuliprc', file: rc.path });
  }
  const stillUnset = unset.filter((key) => !zulip[key]);
  if (stillUnset.length) {
    const names = stillUnset.map((key) => ZULIPRC_KEY[key]).join(', ');
    const elsewhere = stillUnset.map((key) => `zulip.${key} (${envNamesOf(leafOf(['zulip', key])!)})`).join(', ');
    throw new ConfigError([`zulip.zuliprc: "${rc.path}" has no ${names} in its [api] section, and ${elsewhere} is not set otherwise`], rc.path);
  }
}

/** FRONTDESK_CONFIG_JSON read as one JSON object, or undefined when unset. */
function configJsonOf(env: NodeJS.ProcessEnv): Record<string, unknown> | undefined {
  const text = env[CONFIG_JSON_VAR];
  if (!text) return undefined;
  return jsonObject(text, CONFIG_JSON_VAR);
}

async function readJsonFile(file: string, required: boolean): Promise<Record<string, unknown> | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && !required) return undefined;
    throw new ConfigError(
      [code === 'ENOENT' ? `config file "${file}" does not exist; create it from config.example.json, or leave out --config / FRONTDESK_CONFIG` : `cannot read "${file}" (${code})`],
      file,
    );
  }
  return jsonObject(text, file);
}

function jsonObject(text: string, where: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ConfigError([`not valid JSON: ${jsonErrorWhere(text, (error as Error).message)}`], where);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ConfigError([`${where === CONFIG_JSON_VAR ? CONFIG_JSON_VAR : 'the file'} must hold a JSON object ({ "zulip": {…}, "directory": {…}, … })`], where);
  }
  return data as Record<string, unknown>;
}

/** Node says "… in JSON at position 123"; people want a line and column. */
function jsonErrorWhere(text: string, message: string): string {
  const m = /position (\d+)/.exec(message);
  if (!m) return message;
  const position = Number(m[1]);
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  const column = position - before.lastIndexOf('\n');
  return `${message.replace(/ in JSON at position \d+.*$/, '')} at line ${line}, column ${column}`;
}

/** Each problem as `path: what is wrong (got …) [from where; set with NAME]`; a secret's value is never shown. */
function describeIssues(error: z.ZodError, data: Record<string, unknown>, sources: ConfigSources, layerOf: (path: string[]) => ConfigSource | undefined): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      const where = path ? `${path}.` : '';
      return issue.keys
        .map((k) => {
          const layer = layerOf([...issue.path.map(String), k]);
          return `${where}${k}: unknown setting (check the spelling against config.example.json)${layer ? ` [from ${describeSource(layer)}]` : ''}`;
        })
        .join('; ');
    }
    const leaf = leafOf(issue.path);
    const value = valueAt(data, issue.path);
    const shown = leaf?.secret || value === undefined ? '' : ` (got ${JSON.stringify(value)})`;
    const source: ConfigSource = (leaf && sources.get(leaf.key)) ?? { kind: 'default' };
    // Where the value came from, and the variable that sets it (when that is not already the source).
    const where = !leaf ? '' : source.kind === 'env' ? ` [from env ${source.name}]` : ` [from ${describeSource(source)}; set with ${envNamesOf(leaf)}]`;
    return `${path || '(root)'}: ${issue.message}${shown}${where}`;
  });
}

/** Every setting, in the schema's order, for `check`: its value (secrets hidden) and where it came from. */
export function effectiveSettings(loaded: Pick<LoadedConfig, 'config' | 'sources'>): Array<{ key: string; value: string; source: string; env: string }> {
  return CONFIG_LEAVES.map((leaf) => {
    const value = valueAt(loaded.config, leaf.path);
    const source = loaded.sources.get(leaf.key);
    const shown = value === undefined ? 'unset' : leaf.secret ? '[redacted]' : JSON.stringify(value);
    return { key: leaf.key, value: shown, source: source ? describeSource(source) : value === undefined ? '' : 'default', env: envNamesOf(leaf) };
  });
}
