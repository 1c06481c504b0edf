import { failure, rateLimited, type Answer } from './answers.js';

export type Fault =
  | { kind: 'answer'; remaining: number; path: RegExp | undefined; method?: string | undefined; answer: () => Answer }
  | { kind: 'stall'; remaining: number; path: RegExp | undefined; method?: string | undefined }
  | { kind: 'delay'; remaining: number; path: RegExp | undefined; method?: string | undefined; ms: number }
  | { kind: 'cut'; remaining: number; path: RegExp | undefined; method?: string | undefined; applied: boolean };

/** Injected faults, checked in the order added; each matching request uses up one count. */
export class FaultPlan {
  private readonly faults: Fault[] = [];

  fail(count: number, options: { status?: number; body?: string; path?: RegExp; method?: string } = {}): void {
    const status = options.status ?? 500;
    const body = options.body;
    const answer = (): Answer => {
      if (body === undefined) return failure(status, 'BAD_REQUEST', 'Internal server error');
      return { status, raw: { text: body, contentType: isJson(body) ? 'application/json' : 'text/html; charset=utf-8' } };
    };
    this.add({ kind: 'answer', remaining: count, path: options.path, method: options.method, answer });
  }

  rateLimit(count: number, retryAfterSeconds: number, path?: RegExp): void {
    this.add({ kind: 'answer', remaining: count, path, answer: () => rateLimited(retryAfterSeconds) });
  }

  stall(count: number, path?: RegExp): void {
    this.add({ kind: 'stall', remaining: count, path });
  }

  cut(count: number, applied: boolean, options: { path?: RegExp; method?: string } = {}): void {
    this.add({ kind: 'cut', remaining: count, path: options.path, method: options.method, applied });
  }

  delay(count: number, ms: number, options: { path?: RegExp; method?: string } = {}): void {
    this.add({ kind: 'delay', remaining: count, path: options.path, method: options.method, ms });
  }

  /** The fault for a request arriving now on `path`, if any (consumes one count). */
  take(path: string, method = 'GET'): Fault | undefined {
    const fault = this.faults.find((f) => f.remaining > 0 && matches(f.path, path) && (!f.method || f.method === method));
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining === 0) this.faults.splice(this.faults.indexOf(fault), 1);
    return fault;
  }

  private add(fault: Fault): void {
    if (fault.remaining > 0) this.faults.push(fault);
  }
}

function matches(pattern: RegExp | undefined, path: string): boolean {
  if (!pattern) return true;
  pattern.lastIndex = 0;
  return pattern.test(path);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
