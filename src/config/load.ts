import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { z } from 'zod';
import { configSchema, type Config } from './schema.js';
import { ConfigError } from './errors.js';
import { readZuliprc } from './zuliprc.js';

/** Environment variables that override the file (12-factor hosts keep secrets there). */
export const ENV_OVERRIDES: Array<[env: string, path: [string, string]]> = [
  ['ZULIP_SITE', ['zulip', 'site']],
  ['ZULIP_EMAIL', ['zulip', 'email']],
  ['ZULIP_API_KEY', ['zulip', 'apiKey']],
  ['ZULIPRC', ['zulip', 'zuliprc']],
  ['FRONTDESK_STATE_FILE', ['zulip', 'stateFile']],
  ['DIRECTORY_BASE_URL', ['directory', 'baseUrl']],
  ['DIRECTORY_TOKEN', ['directory', 'token']],
  ['HUB_TIMEZONE', ['hub', 'timezone']],
  ['LOG_LEVEL', ['log', 'level']],
  ['FRONTDESK_PING_URL', ['health', 'pingUrl']],
];

export interface LoadedConfig {
  config: Config;
  /** Where the file came from, or null when running on defaults and environment only. */
  file: string | null;
}

/**
 * Reads the config: the file (`--config`, else FRONTDESK_CONFIG, else
 * ./config.json if present), then environment overrides, then a zuliprc for
 * whatever Zulip settings are still unset. Throws one ConfigError naming every problem.
 */
export async function loadConfig(options: { path?: string | undefined; env: NodeJS.ProcessEnv; cwd?: string }): Promise<LoadedConfig> {
  const explicit = options.path ?? (options.env.FRONTDESK_CONFIG || undefined);
  const file = explicit ? resolve(options.cwd ?? process.cwd(), explicit) : resolve(options.cwd ?? process.cwd(), 'config.json');
  const raw = await readJson(file, explicit !== undefined);
  const data = raw ?? {};
  for (const [env, [section, key]] of ENV_OVERRIDES) {
    const value = options.env[env];
    if (value === undefined || value === '') continue;
    const target = (data[section] ??= {}) as Record<string, unknown>;
    if (typeof target === 'object' && target !== null) target[key] = value;
  }
  const source = raw ? file : 'defaults and environment';
  const parsed = configSchema.safeParse(data);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error, data), source);
  const config = parsed.data;
  // Only for what is still unset: with site, email and key given, the zuliprc is not read (config.example.json sets both).
  if (config.zulip.zuliprc && (!config.zulip.site || !config.zulip.email || !config.zulip.apiKey)) {
    const rc = await readZuliprc(resolve(options.cwd ?? process.cwd(), config.zulip.zuliprc));
    config.zulip.site ??= rc.site;
    config.zulip.email ??= rc.email;
    config.zulip.apiKey ??= rc.apiKey;
  }
  return { config, file: raw ? file : null };
}

async function readJson(file: string, required: boolean): Promise<Record<string, unknown> | undefined> {
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
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ConfigError([`not valid JSON: ${jsonErrorWhere(text, (error as Error).message)}`], file);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ConfigError(['the file must hold a JSON object ({ "zulip": {…}, "directory": {…}, … })'], file);
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

const SECRET_FIELDS = new Set(['zulip.apiKey', 'directory.token']);

function describeIssues(error: z.ZodError, data: Record<string, unknown>): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      const where = path ? `${path}.` : '';
      return issue.keys.map((k) => `${where}${k}: unknown setting (check the spelling against config.example.json)`).join('; ');
    }
    const value = issue.path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), data);
    const shown = SECRET_FIELDS.has(path) || value === undefined ? '' : ` (got ${JSON.stringify(value)})`;
    return `${path || '(root)'}: ${issue.message}${shown}`;
  });
}
