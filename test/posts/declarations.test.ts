import { afterEach, describe, expect, it, vi } from 'vitest';
import { schedulePost } from '../../src/app/schedules.js';
import { configSchema } from '../../src/config/schema.js';
import { silentLogger, type Logger } from '../../src/log.js';
import { reportPost } from '../../src/posts/report.js';
import { ReportService } from '../../src/weekly-report/service.js';

afterEach(() => {
  vi.useRealTimers();
});

/** A logger that keeps every line's message and fields, its children included. */
function recordingLog(lines: Array<Record<string, unknown>>): Logger {
  const keep = (fields: Record<string, unknown>, msg: string) => void lines.push({ ...fields, msg });
  const log = { ...silentLogger, info: keep, warn: keep, error: keep, child: () => log } as unknown as Logger;
  return log;
}

describe('a declared post on its schedule', () => {
  it("the weekly report's own lines name it and its own catch-up setting (they said digest and digest.catchUpMinutes)", async () => {
    // Monday 09:10 in New York: the report's run (09:00 Mondays) is 10 minutes ago, outside a 5-minute window.
    vi.useFakeTimers({ now: new Date('2026-11-23T14:10:00Z') });
    const lines: Array<Record<string, unknown>> = [];
    const log = recordingLog(lines);
    const config = configSchema.parse({ reports: { stream: 'staff', catchUpMinutes: 5 } });
    let ran = 0;
    // Never asked anything: the run is outside the window, so the report is neither gathered nor posted.
    const reports = new ReportService({ deps: { directory: undefined as never, hub: undefined }, log });
    const post = reportPost(reports, config, log)!;
    const scheduler = schedulePost({ ...post, run: (date, signal) => ((ran += 1), post.run(date, signal)) });
    await vi.advanceTimersByTimeAsync(0);
    expect(lines.find((l) => String(l.msg).startsWith('not catching up'))).toMatchObject({
      msg: 'not catching up the last weekly report run: it is outside reports.catchUpMinutes',
      minutesAgo: 10,
      catchUpMinutes: 5,
    });
    expect(lines.some((l) => String(l.msg).includes('digest'))).toBe(false);
    expect(ran).toBe(0);
    await scheduler.stop();
  });
});
