import { isIsoDate } from '../time/hub-date.js';

/** A 4xx answer with the JSON body `{"message": …}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = () => new ApiError(404, 'not_found');

const UINT32_MAX = 0xffff_ffff;

export function uint(value: string, name: string): number {
  if (!/^\d+$/.test(value) || Number(value) > UINT32_MAX) {
    throw new ApiError(400, `${name} must be an unsigned 32-bit integer, got "${value}"`);
  }
  return Number(value);
}

export function isoDate(value: string, name: string): string {
  if (!isIsoDate(value)) throw new ApiError(400, `${name} must be a date YYYY-MM-DD, got "${value}"`);
  return value;
}

/** Optional query parameter through a parser; absent (or empty) stays undefined. */
export function optional<T>(query: URLSearchParams, name: string, parse: (value: string, name: string) => T): T | undefined {
  const value = query.get(name);
  return value === null || value === '' ? undefined : parse(value, name);
}

export function oneOf<T extends string>(allowed: readonly T[]) {
  return (value: string, name: string): T => {
    if (!(allowed as readonly string[]).includes(value)) {
      throw new ApiError(400, `${name} must be one of ${allowed.join(', ')}, got "${value}"`);
    }
    return value as T;
  };
}

/** A path segment, percent-decoded; a malformed escape (`%E0%A4%A`) is the client's mistake: 400, not 500. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new ApiError(400, `malformed percent-escape in the path: "${segment.slice(0, 100)}"`);
  }
}

export const MAX_APP_DATA_DEPTH = 32;
export const MAX_APP_DATA_BYTES = 64 * 1024;

/**
 * app_data within limits: at most 32 levels of nesting and 64 KB as JSON.
 * Deeper values were stored, then broke every listing of that date (and every
 * save of the data file) with a stack overflow. Walked without recursion.
 */
export function limitedAppData(value: unknown): unknown {
  if (value === undefined || value === null || typeof value !== 'object') return value;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > MAX_APP_DATA_DEPTH) throw new ApiError(400, `app_data is nested more than ${MAX_APP_DATA_DEPTH} levels deep`);
    for (const child of Object.values(node as object)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  if (Buffer.byteLength(JSON.stringify(value)) > MAX_APP_DATA_BYTES) throw new ApiError(400, `app_data is larger than ${MAX_APP_DATA_BYTES / 1024} KB`);
  return value;
}
