/**
 * A wait in words for members: "in 30 seconds", "in about 3 minutes", "in
 * about 2 hours", "tomorrow" (a directory's Retry-After of 86400 is not
 * "try again in 86400 seconds").
 */
export function humanWait(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 1) return 'in a moment';
  if (seconds < 60) return `in ${Math.ceil(seconds)} seconds`;
  if (seconds < 90) return 'in a minute';
  if (seconds < 3_600) return `in about ${Math.round(seconds / 60)} minutes`;
  if (seconds < 5_400) return 'in about an hour';
  if (seconds < 20 * 3_600) return `in about ${Math.round(seconds / 3_600)} hours`;
  return 'tomorrow';
}

/** A duration for operators: "3d 4h", "2h 5m", "4m 10s", "12s". */
export function shortDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3_600);
  const m = Math.floor((s % 3_600) / 60);
  if (d) return `${d}d ${h}h`;
  if (h) return `${h}h ${m}m`;
  if (m) return `${m}m ${s % 60}s`;
  return `${s}s`;
}
