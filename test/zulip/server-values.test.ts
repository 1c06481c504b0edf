import { describe, expect, it } from 'vitest';
import { LONGPOLL_TIMEOUT_S, RETRY_AFTER_MS, ServerValues } from '../../src/zulip/limits.js';
import { capturingLogger } from '../support/capture-log.js';

const clamped = (lines: Array<Record<string, unknown>>) => lines.filter((l) => l.msg === 'server-provided value out of range; clamped');

describe('server-provided values', () => {
  it('are forced into their window, a clamp logged once a minute per value and endpoint', () => {
    const { log, lines } = capturingLogger();
    const values = new ServerValues(log);
    expect(values.clamp('event_queue_longpoll_timeout_seconds', 0, LONGPOLL_TIMEOUT_S)).toBe(LONGPOLL_TIMEOUT_S.min);
    expect(values.clamp('event_queue_longpoll_timeout_seconds', 1e9, LONGPOLL_TIMEOUT_S)).toBe(LONGPOLL_TIMEOUT_S.max);
    expect(values.retryAfterMs({ retryAfter: 86_400, endpoint: 'POST /messages' })).toBe(RETRY_AFTER_MS.max);
    expect(clamped(lines()).map((l) => l.what)).toEqual(['event_queue_longpoll_timeout_seconds', 'retry-after (ms)']);
  });

  it("one bot's clamp warning never silences another's in the same process", () => {
    const [a, b] = [capturingLogger(), capturingLogger()];
    new ServerValues(a.log).retryAfterMs({ retryAfter: 86_400, endpoint: 'GET /events' });
    new ServerValues(b.log).retryAfterMs({ retryAfter: 86_400, endpoint: 'GET /events' });
    expect(clamped(a.lines())).toHaveLength(1);
    expect(clamped(b.lines())).toHaveLength(1);
  });
});
