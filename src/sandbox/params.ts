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
