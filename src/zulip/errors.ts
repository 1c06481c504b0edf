import { neverSent } from '../util/never-sent.js';
import { redactPatterns } from '../log.js';

/** Errors of the Zulip boundary: the server said no (ZulipApiError) or we never got a usable answer (ZulipNetworkError). */
export class ZulipError extends Error {
  override name = 'ZulipError';
}

/** Answers no retry fixes, and what the operator must do about each. */
const FATAL_FIXES: Record<string, string> = {
  INVALID_API_KEY: 'Zulip refused the credentials: set zulip.email and zulip.apiKey (ZULIP_EMAIL, ZULIP_API_KEY) from the bot\'s zuliprc (Zulip: Personal settings > Bots)',
  UNAUTHORIZED: 'Zulip refused the credentials: set zulip.email and zulip.apiKey (ZULIP_EMAIL, ZULIP_API_KEY) from the bot\'s zuliprc (Zulip: Personal settings > Bots)',
  USER_DEACTIVATED: 'the bot\'s Zulip account is deactivated: reactivate it (Zulip: Organization settings > Bots > Deactivated bots), or create a new bot and set its credentials',
  REALM_DEACTIVATED: 'the Zulip organization is deactivated: nothing to do on the bot\'s side until its owner reactivates it',
  NONEXISTENT_SUBDOMAIN: 'no Zulip organization at zulip.site (ZULIP_SITE): check the subdomain in the URL (copy it from the bot\'s zuliprc)',
};

/** A `{result: "error"}` body. `retryAfter` (seconds, may be fractional) comes with RATE_LIMIT_HIT. */
export class ZulipApiError extends ZulipError {
  override name = 'ZulipApiError';
  constructor(
    readonly code: string,
    readonly msg: string,
    readonly endpoint: string,
    readonly retryAfter?: number,
    readonly status?: number,
  ) {
    super(`${endpoint}: ${code}: ${redactPatterns(msg)}${retryAfter !== undefined ? ` (retry after ${retryAfter}s)` : ''}`);
  }

  get isRateLimit(): boolean {
    return this.code === 'RATE_LIMIT_HIT';
  }

  get isBadQueue(): boolean {
    return this.code === 'BAD_EVENT_QUEUE_ID';
  }

  /** Refused credentials, a deactivated bot or organisation: no retry fixes these. */
  get isFatal(): boolean {
    return Object.hasOwn(FATAL_FIXES, this.code);
  }

  /** For a fatal error, what the operator must do. */
  get fix(): string | undefined {
    return FATAL_FIXES[this.code];
  }
}

/** Connection failure, timeout, or a body that isn't JSON (a proxy's HTML error page). */
export class ZulipNetworkError extends ZulipError {
  override name = 'ZulipNetworkError';
  constructor(
    readonly code: string,
    readonly endpoint: string,
    detail: string,
    readonly timedOut = false,
    options?: { cause?: unknown },
  ) {
    super(`${endpoint}: ${code}${detail ? `: ${redactPatterns(detail)}` : ''}`, options);
  }

  /** Set when the bot gave up on it (a site that never resolved): what the operator must do. */
  fix: string | undefined;

  /** The host name does not resolve (yet: DNS may be down at boot). */
  get unresolved(): boolean {
    return this.code === 'ENOTFOUND' || this.code === 'EAI_AGAIN';
  }

  /** True when the request certainly never reached the server, so even a send may be retried. */
  get notSent(): boolean {
    return neverSent(this.code);
  }
}

/** Exit code for fatal configuration or account errors (EX_CONFIG, sysexits.h): a supervisor should not restart. */
export const EXIT_FATAL = 78;

/** What the operator must do when `error` is one no retry fixes, else undefined. */
export function fatalFix(error: unknown): string | undefined {
  if (error instanceof ZulipApiError) return error.fix;
  if (error instanceof ZulipNetworkError) return error.fix;
  return undefined;
}

/**
 * Zulip's refusal of a scheduled post's stream, in words, or undefined when
 * `error` is something else (a 429, a network failure, a fatal answer): the
 * stream does not exist (STREAM_DOES_NOT_EXIST when posting, BAD_NARROW
 * "unknown channel" when reading the topic back), or the bot may not post
 * there (a BAD_REQUEST answer to the post itself, e.g. "You do not have
 * permission to post in this channel.").
 */
export function streamRefusal(error: unknown): string | undefined {
  if (!(error instanceof ZulipApiError) || error.isRateLimit || error.isFatal) return undefined;
  const refused =
    error.code === 'STREAM_DOES_NOT_EXIST' ||
    (error.code === 'BAD_NARROW' && /channel|stream/i.test(error.msg)) ||
    (error.code === 'BAD_REQUEST' && error.endpoint === 'POST /messages');
  return refused ? `"${redactPatterns(error.msg)}" (${error.code})` : undefined;
}
