import { shortDuration } from '../text/duration.js';
import { hubTimestamp, hubToday } from '../time/hub-date.js';
import { dayLabel, dayText } from './format.js';

/** p50/p95 (ms) of the last `count` exchanges with a server. */
export interface LatencySummary {
  p50: number;
  p95: number;
  count: number;
}

/** The last run of the digest: its date, when the attempt ended, and how. */
export interface LastRun {
  date: string;
  at: Date;
  ok: boolean;
  /** ok: the poster's outcome ("posted", "already-posted", "nothing-to-post"…); else the error, and whether the retries gave up. */
  result?: string | undefined;
  error?: string | undefined;
  gaveUp?: boolean | undefined;
}

/** What the admins' `status` command shows; gathered by the composition root's StatusSource. */
export interface StatusReport {
  version: string;
  startedAt: Date;
  /** The Zulip event queue; absent off Zulip (the shell). */
  queue?: { registeredAt: Date | undefined; lastEventAt: Date | undefined } | undefined;
  directory: { answering: boolean; lastFailure?: string | undefined; latency: LatencySummary | undefined };
  /** Zulip requests other than the long-poll; absent off Zulip. */
  zulip?: { latency: LatencySummary | undefined } | undefined;
  commandsToday: { total: number; failed: number; notUnderstood: number };
  index: { on: false } | { on: true; size: number; builtAt: Date | undefined; building: boolean };
  digest: { on: false; why: string } | { on: true; next: Date | null; last: LastRun | undefined };
}

export interface StatusSource {
  report(): StatusReport;
}

/** The report as one message, times in the hub's zone (`now` is the reader's present). */
export function renderStatus(r: StatusReport, now: Date, timeZone: string): string {
  const today = hubToday(now, timeZone);
  const at = (d: Date) => `${dayText(hubToday(d, timeZone), today)}, ${hubTimestamp(d, timeZone).slice(11, 16)}`;
  const ago = (d: Date | undefined) => (d ? `${shortDuration(now.getTime() - d.getTime())} ago` : 'none yet');
  const latency = (l: LatencySummary | undefined) => (l ? `p50 ${Math.round(l.p50)} ms, p95 ${Math.round(l.p95)} ms (last ${l.count} requests)` : 'no requests yet');
  const c = r.commandsToday;
  const lines = [
    `**frontdesk ${r.version}** (hub time ${timeZone})`,
    `- Uptime: ${shortDuration(now.getTime() - r.startedAt.getTime())} (since ${at(r.startedAt)})`,
    r.queue ? `- Zulip event queue: registered ${ago(r.queue.registeredAt)}; last event ${ago(r.queue.lastEventAt)}` : '- Zulip event queue: none (not on Zulip)',
    `- Directory: ${r.directory.answering ? 'answering' : `failing (${r.directory.lastFailure ?? 'error'})`}; ${latency(r.directory.latency)}`,
    r.zulip ? `- Zulip: ${latency(r.zulip.latency)}` : '- Zulip: not connected (the shell)',
    `- Commands ${dayLabel(today, today)}: ${c.total} (${c.failed} failed, ${c.notUnderstood} not understood)`,
    `- Member index: ${indexLine(r.index, ago)}`,
    ...digestLines(r.digest, at, now),
  ];
  return lines.join('\n');
}

function indexLine(index: StatusReport['index'], ago: (d: Date | undefined) => string): string {
  if (!index.on) return 'off (directory.index is false)';
  if (!index.builtAt) return index.building ? 'building (first build not finished)' : 'not built (the last build failed; retrying)';
  return `${index.size} profiles, built ${ago(index.builtAt)}${index.building ? ' (rebuilding now)' : ''}`;
}

function digestLines(digest: StatusReport['digest'], at: (d: Date) => string, now: Date): string[] {
  if (!digest.on) return [`- Digest: off (${digest.why})`];
  const next = digest.next ? `${at(digest.next)} (in ${shortDuration(digest.next.getTime() - now.getTime())})` : 'none scheduled';
  const last = digest.last;
  const lastText = !last
    ? 'none since start'
    : last.ok
      ? `${last.date}: ${last.result ?? 'ok'} (${at(last.at)})`
      : `${last.date}: failed${last.gaveUp ? ' after its retries' : ', retrying'} (${at(last.at)}): ${last.error ?? 'error'}`;
  return [`- Next digest: ${next}`, `- Last digest: ${lastText}`];
}
