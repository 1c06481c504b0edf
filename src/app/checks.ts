import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { createTask } from 'node-cron';
import { zulipCredentials, ZULIPRC_HINT } from '../config/credentials.js';
import { settingWithEnv } from '../config/leaves.js';
import { configPitfalls } from '../config/pitfalls.js';
import type { Config } from '../config/schema.js';
import type { ConfigSources } from '../config/sources.js';
import { DirectoryClient } from '../directory/client.js';
import { DirectoryAuthError, DirectoryError } from '../directory/errors.js';
import { checkDirectoryData } from '../directory/data-check.js';
import { systemClock } from '../time/clock.js';
import { hubToday } from '../time/hub-date.js';
import { USER_AGENT } from '../version.js';
import { ZulipApi } from '../zulip/api.js';
import { FRESH_SECONDS, recentInstances } from '../zulip/instances.js';
import { ZulipApiError, ZulipError } from '../zulip/errors.js';

export interface CheckResult {
  ok: boolean;
  /** What was checked, e.g. "Zulip". */
  name: string;
  /** What was found, or the cause of the failure and its fix. */
  detail: string;
  /** Not applicable (e.g. the digest is disabled): neither passed nor failed. */
  skipped?: boolean;
}

const pass = (name: string, detail: string): CheckResult => ({ ok: true, name, detail });
const fail = (name: string, detail: string): CheckResult => ({ ok: false, name, detail });

/** Every dependency the bot needs, checked for real; never throws. */
export async function runChecks(config: Config, sources: ConfigSources = new Map()): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const pitfalls = configPitfalls(config, sources);
  const zulipPitfall = pitfalls.find((p) => p.field.startsWith('zulip.'));
  const directoryPitfall = pitfalls.find((p) => p.field.startsWith('directory.'));
  // A value that is certainly wrong is named as such, instead of the confusing failure it would cause.
  const zulip = zulipPitfall ? { result: fail('Zulip', zulipPitfall.detail) } : await checkZulip(config);
  results.push(zulip.result);
  results.push(await checkDigestStream(config, zulip.api, zulip.userId));
  results.push(await checkInstances(zulip.api, zulip.userId));
  // Only when the weekly report is on: no line for a feature left off.
  if (config.reports.stream) results.push(await checkStream('Reports stream', 'reports.stream', config.reports.stream, config.reports.topic, zulip.api, zulip.userId));
  // Shown only when check-ins are on (checkins.stream set): off, they need nothing.
  if (config.checkins.stream) results.push(await checkStream('Check-in stream', 'checkins.stream', config.checkins.stream, config.checkins.topic, zulip.api, zulip.userId));
  results.push(directoryPitfall ? fail('Directory', directoryPitfall.detail) : await checkDirectory(config));
  results.push(results.at(-1)?.ok ? await checkData(config) : { ok: false, skipped: true, name: 'Directory data', detail: 'not checked, the directory check failed' });
  results.push(checkTimeZone(config));
  results.push(checkSchedule(config));
  return results;
}

async function checkZulip(config: Config): Promise<{ result: CheckResult; api?: ZulipApi; userId?: number }> {
  const { credentials, missing } = zulipCredentials(config);
  if (!credentials) return { result: fail('Zulip', `not configured: set ${missing.join(', ')}, ${ZULIPRC_HINT}`) };
  const { site } = credentials;
  try {
    const api = await ZulipApi.connect(credentials, { requestTimeoutMs: 10_000 });
    const me = await api.getOwnUser();
    const kind = me.isBot ? 'bot' : 'user (not a bot account; a bot account is recommended)';
    return { result: pass('Zulip', `${site}: signed in as ${me.fullName} <${me.email}>, ${kind} id ${me.userId}`), api, userId: me.userId };
  } catch (error) {
    if (error instanceof ZulipApiError) {
      return { result: fail('Zulip', `${site} refused the credentials (${error.code}: ${error.msg}); check zulip.email and zulip.apiKey`) };
    }
    return { result: fail('Zulip', `could not reach ${site}: ${(error as Error).message}`) };
  }
}

async function checkDigestStream(config: Config, api: ZulipApi | undefined, userId: number | undefined): Promise<CheckResult> {
  const name = 'Digest stream';
  const { enabled, stream, topic } = config.digest;
  if (!enabled) return { ok: true, skipped: true, name, detail: 'digest.enabled is false: no digest is posted' };
  if (!stream) return fail(name, 'digest.enabled is true but digest.stream is not set: set it, or set digest.enabled to false');
  return checkStream(name, 'digest.stream', stream, topic, api, userId);
}

/** A stream the bot posts to: it exists, and the bot is subscribed (else posting, or reading its own posts back, fails). */
async function checkStream(name: string, setting: string, stream: string, topic: string, api: ZulipApi | undefined, userId: number | undefined): Promise<CheckResult> {
  if (!api || userId === undefined) return { ok: false, skipped: true, name, detail: `#${stream}: not checked, the Zulip check failed` };
  try {
    await api.getStreamId(stream);
  } catch (error) {
    if (error instanceof ZulipError) return fail(name, `#${stream} does not exist on Zulip (${(error as ZulipApiError).code ?? 'error'}): create it or fix ${setting}`);
    throw error;
  }
  const subscribed = (await api.getSubscriptions().catch(() => [])).some((s) => s.name.toLowerCase() === stream.toLowerCase());
  if (!subscribed) return fail(name, `#${stream} exists but the bot is not subscribed: subscribe the bot to #${stream} in Zulip`);
  return pass(name, `#${stream} > ${topic}: exists and the bot is subscribed`);
}

async function checkDirectory(config: Config): Promise<CheckResult> {
  const name = 'Directory';
  const { baseUrl, token, timeoutMs } = config.directory;
  if (!baseUrl || !token) {
    const missing = [!baseUrl && settingWithEnv('directory.baseUrl'), !token && settingWithEnv('directory.token')].filter(Boolean);
    return fail(name, `not configured: set ${missing.join(' and ')} (frontdesk shell falls back to the sandbox; frontdesk run does not)`);
  }
  try {
    const me = await new DirectoryClient({ baseUrl, token, timeoutMs, maxAttempts: 1, userAgent: USER_AGENT }).getMyProfile();
    return pass(name, `${baseUrl}: token valid (it belongs to ${me.name})`);
  } catch (error) {
    if (error instanceof DirectoryAuthError) {
      // A 404 on /profiles/me is how one source saw a revoked token answered; a wrong base URL looks the same.
      const or404 = error.status === 404 ? ' (a 404 there also means a wrong directory.baseUrl)' : '';
      return fail(name, `${baseUrl} refused the token (${error.status}): check directory.token${or404}`);
    }
    if (error instanceof DirectoryError) return fail(name, `${baseUrl}: ${error.message}`);
    throw error;
  }
}

/** Every profile and today's visits, read as the bot reads them: what the tolerant decoders ignored, counted (issue 22). */
async function checkData(config: Config): Promise<CheckResult> {
  const { baseUrl, token, timeoutMs } = config.directory;
  try {
    const { ok, detail } = await checkDirectoryData({ baseUrl: baseUrl!, token: token!, timeoutMs, maxAttempts: 1, userAgent: USER_AGENT }, hubToday(systemClock.now(), config.hub.timezone));
    return { ok, name: 'Directory data', detail };
  } catch (error) {
    if (error instanceof DirectoryError) return fail('Directory data', error.message);
    throw error;
  }
}

function checkTimeZone(config: Config): CheckResult {
  const tz = config.hub.timezone;
  return pass('Hub time zone', `${tz}: it is ${format(new TZDate(systemClock.now().getTime(), tz), "EEE MMM d, HH:mm xxx")} at the hub`);
}

function checkSchedule(config: Config): CheckResult {
  const { enabled, schedule } = config.digest;
  if (!enabled) return { ok: true, skipped: true, name: 'Digest schedule', detail: 'digest disabled' };
  // node-cron only knows the next run of a started task; it is destroyed before it could fire.
  const task = createTask(schedule, () => undefined, { timezone: config.hub.timezone });
  void task.start();
  const next = task.getNextRun();
  void task.destroy();
  const when = next ? format(new TZDate(next.getTime(), config.hub.timezone), 'EEE MMM d, HH:mm') : 'never';
  return pass('Digest schedule', `"${schedule}" (${config.digest.day}'s attendance): next run ${when} hub time`);
}

/** Running processes on the bot's account, from the reports they leave in its status text (src/zulip/instances.ts). */
async function checkInstances(api: ZulipApi | undefined, userId: number | undefined): Promise<CheckResult> {
  const name = 'Instances';
  if (!api || userId === undefined) return { ok: false, skipped: true, name, detail: 'not checked, the Zulip check failed' };
  let seen;
  try {
    seen = recentInstances(await api.getStatusText(userId), Math.floor(Date.now() / 1000));
  } catch (error) {
    return { ok: true, skipped: true, name, detail: `this Zulip server does not say (${(error as Error).message})` };
  }
  const ago = seen.map((s) => `${s.instance}, ${s.secondsAgo} s ago`).join('; ');
  if (seen.length === 0) return pass(name, `no running frontdesk instance reported in the last ${FRESH_SECONDS} s`);
  if (seen.length === 1) return pass(name, `one running frontdesk instance (${ago})`);
  return fail(name, `${seen.length} frontdesk instances are running on this account (${ago}): stop all but one`);
}
