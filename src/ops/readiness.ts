/**
 * Readiness (`/readyz`): whether the bot can answer now. Each input is a probe,
 * a function the composition root (src/app/) passes in, so this file knows no
 * transport, index or pipeline. An input nobody wired says "unknown", never
 * "ok": the body names it, and it does not fail readiness (nothing is known
 * against it), but nobody can mistake it for a check that passed.
 */
export type ProbeState = 'ok' | 'degraded' | 'failing' | 'unknown';

export interface ProbeResult {
  state: ProbeState;
  /** What was found, in words: "registered; polled 2 s ago", "not loaded yet (building)". */
  detail: string;
}

export type Probe = () => ProbeResult;

/** The inputs `/readyz` reads. */
export interface ReadinessInputs {
  /** Zulip's event queue is registered and was polled recently. */
  zulipQueue: Probe;
  /** The directory answers (and accepts the token). */
  directory: Probe;
  /** The member index is loaded (or off). */
  memberIndex: Probe;
  /**
   * The oldest command received and not yet answered is younger than 60 s.
   * The pipeline knows that age: wire it with `oldestUnansweredProbe(age)`.
   */
  oldestUnanswered?: Probe | undefined;
  /**
   * The directory's answers are usable: a non-empty answer that yielded no
   * usable record (every record dropped by the tolerant reader) makes this
   * degraded. Wire it with an `AnswerYield` fed by the reader.
   */
  directoryRecords?: Probe | undefined;
}

export const NOT_WIRED: Probe = () => ({ state: 'unknown', detail: 'not wired in this process' });

export interface ReadinessReport {
  /** 200 unless an input is failing. */
  ready: boolean;
  /** "ready"; "degraded" (an input degraded, none failing); "not ready" (one failing). */
  status: 'ready' | 'degraded' | 'not ready';
  checks: Record<string, ProbeResult>;
  /** The first failing (else degraded) input's detail, for a one-line reason. */
  reason?: string | undefined;
}

/** Reads every input once; a probe that throws is failing, with its error. */
export function readiness(inputs: ReadinessInputs): ReadinessReport {
  const probes: Record<string, Probe> = {
    zulipQueue: inputs.zulipQueue,
    directory: inputs.directory,
    memberIndex: inputs.memberIndex,
    oldestUnanswered: inputs.oldestUnanswered ?? NOT_WIRED,
    directoryRecords: inputs.directoryRecords ?? NOT_WIRED,
  };
  const checks: Record<string, ProbeResult> = {};
  for (const [name, probe] of Object.entries(probes)) {
    try {
      checks[name] = probe();
    } catch (error) {
      checks[name] = { state: 'failing', detail: `the probe failed: ${(error as Error).message}` };
    }
  }
  const results = Object.entries(checks);
  const failing = results.find(([, r]) => r.state === 'failing');
  const degraded = results.find(([, r]) => r.state === 'degraded');
  const status = failing ? 'not ready' : degraded ? 'degraded' : 'ready';
  const worst = failing ?? degraded;
  return { ready: !failing, status, checks, ...(worst ? { reason: `${worst[0]}: ${worst[1].detail}` } : {}) };
}

/** A command waiting longer than this makes the bot not ready (issue 24: a backlog with no reply is not "ok"). */
export const OLDEST_UNANSWERED_LIMIT_S = 60;

/** The pipeline's age of its oldest unanswered command (seconds; 0 when none waits; undefined when not known) as a probe. */
export function oldestUnansweredProbe(ageSeconds: () => number | undefined, limitSeconds = OLDEST_UNANSWERED_LIMIT_S): Probe {
  return () => {
    const age = ageSeconds();
    if (age === undefined) return { state: 'unknown', detail: 'the age of the oldest unanswered command is not known' };
    if (age === 0) return { state: 'ok', detail: 'no command waiting' };
    const text = `the oldest unanswered command is ${Math.round(age)} s old`;
    return age < limitSeconds ? { state: 'ok', detail: text } : { state: 'failing', detail: `${text} (limit ${limitSeconds} s)` };
  };
}

/**
 * Whether the directory's answers yield records: fed by the tolerant reader
 * after each non-empty answer (how many records came, how many were usable).
 * Degraded while the latest non-empty answer yielded none; ok again at the
 * next that yields one; unknown until the first.
 */
export class AnswerYield {
  #last: { received: number; usable: number; what: string } | undefined;

  observe(answer: { received: number; usable: number; what: string }): void {
    if (answer.received > 0) this.#last = answer;
  }

  probe(): ProbeResult {
    const last = this.#last;
    if (!last) return { state: 'unknown', detail: 'no non-empty directory answer seen yet' };
    if (last.usable > 0) return { state: 'ok', detail: `the last non-empty answer (${last.what}) yielded ${last.usable} of ${last.received} records` };
    return { state: 'degraded', detail: `the last non-empty answer (${last.what}) yielded no usable record (${last.received} received)` };
  }
}
