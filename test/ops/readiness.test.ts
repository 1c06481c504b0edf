import { describe, expect, it } from 'vitest';
import { readinessInputs } from '../../src/app/health.js';
import { buildOps } from '../../src/app/ops.js';
import type { Exchange } from '../../src/directory/http.js';
import type { MemberIndex } from '../../src/members/member-index.js';
import { profileShape } from '../../src/directory/schemas.js';
import { userShape as zulipUserShape } from '../../src/zulip/shapes.js';
import { decodePage } from '../../src/util/tolerant/page.js';
import { DecodeReport } from '../../src/util/tolerant/report.js';
import { AnswerYield, oldestUnansweredProbe, readiness, type Probe } from '../../src/ops/readiness.js';

const ok: Probe = () => ({ state: 'ok', detail: 'fine' });
const exchange = (status: number | null): Exchange => ({ method: 'GET', path: '/api/v1/profiles/me', attempt: 1, status, error: status === null ? 'ECONNREFUSED' : null, durationMs: 3 });

describe('readiness', () => {
  it('ready when no input fails; degraded (still ready) when one is degraded; not ready when one fails, with its reason', () => {
    expect(readiness({ zulipQueue: ok, directory: ok, memberIndex: ok, oldestUnanswered: ok, directoryRecords: ok })).toMatchObject({ ready: true, status: 'ready' });
    const degraded = readiness({ zulipQueue: ok, directory: ok, memberIndex: ok, oldestUnanswered: ok, directoryRecords: () => ({ state: 'degraded', detail: 'no usable record' }) });
    expect(degraded).toMatchObject({ ready: true, status: 'degraded', reason: 'directoryRecords: no usable record' });
    const failing = readiness({ zulipQueue: () => ({ state: 'failing', detail: 'no answer for 30 s' }), directory: ok, memberIndex: ok, directoryRecords: () => ({ state: 'degraded', detail: 'x' }) });
    expect(failing).toMatchObject({ ready: false, status: 'not ready', reason: 'zulipQueue: no answer for 30 s' });
    const throwing = readiness({ zulipQueue: ok, directory: () => { throw new Error('boom'); }, memberIndex: ok });
    expect(throwing.checks.directory).toEqual({ state: 'failing', detail: 'the probe failed: boom' });
  });

  it('an input nobody wired is "unknown", never "ok", and does not by itself fail readiness', () => {
    const report = readiness({ zulipQueue: ok, directory: ok, memberIndex: ok });
    expect(report.checks.oldestUnanswered).toEqual({ state: 'unknown', detail: 'not wired in this process' });
    expect(report.checks.directoryRecords?.state).toBe('unknown');
    expect(report).toMatchObject({ ready: true, status: 'ready' });
  });

  it('the oldest unanswered command: ok under 60 s, failing from 60 s, unknown when the pipeline cannot say', () => {
    let age: number | undefined;
    const probe = oldestUnansweredProbe(() => age);
    expect(probe().state).toBe('unknown');
    age = 0;
    expect(probe()).toEqual({ state: 'ok', detail: 'no command waiting' });
    age = 59.4;
    expect(probe().state).toBe('ok');
    age = 75;
    expect(probe()).toEqual({ state: 'failing', detail: 'the oldest unanswered command is 75 s old (limit 60 s)' });
  });

  it("the directory's answers: unknown until a non-empty one, degraded while the last yielded no usable record, ok at the next that does", () => {
    const answers = new AnswerYield();
    expect(answers.probe().state).toBe('unknown');
    answers.observe({ received: 0, usable: 0, what: 'GET /hub_visits' });
    expect(answers.probe().state).toBe('unknown');
    answers.observe({ received: 12, usable: 0, what: 'GET /hub_visits' });
    expect(answers.probe()).toEqual({ state: 'degraded', detail: 'the last non-empty answer (GET /hub_visits) yielded no usable record (12 received)' });
    answers.observe({ received: 0, usable: 0, what: 'GET /profiles' });
    expect(answers.probe().state).toBe('degraded');
    answers.observe({ received: 3, usable: 2, what: 'GET /profiles' });
    expect(answers.probe().state).toBe('ok');
  });

  it("the composition root's inputs: the queue, the directory, the index, shutting down, and the two signals wired through ops", () => {
    let now = 1_000_000;
    const ops = buildOps({ hub: { timezone: 'America/New_York' } }, { now: () => new Date(now) });
    let zulip: { ok: boolean; reason?: string; lastPollAt?: number } = { ok: false, reason: 'not connected to Zulip yet' };
    const index = { builtAt: undefined as number | undefined, size: 0, loading: true };
    let stopping = false;
    const inputs = readinessInputs({ ops, zulip: { health: () => zulip }, index: index as unknown as MemberIndex, stopping: () => stopping });
    const report = () => readiness(inputs);

    expect(report()).toMatchObject({ ready: false, reason: 'zulipQueue: not connected to Zulip yet' });
    zulip = { ok: true, lastPollAt: now - 2_000 };
    expect(report().checks.zulipQueue).toEqual({ state: 'ok', detail: 'registered; last poll answered 2s ago' });
    expect(report().checks.memberIndex).toEqual({ state: 'failing', detail: 'not loaded yet (building)' });
    Object.assign(index, { builtAt: now - 60_000, size: 64, loading: false });
    expect(report().checks.memberIndex).toEqual({ state: 'ok', detail: '64 profiles, built 1m 0s ago' });
    expect(report()).toMatchObject({ ready: true, status: 'ready' });

    ops.directory.observe(exchange(null));
    now += 30_000;
    expect(report().checks.directory).toEqual({ state: 'failing', detail: 'the directory is not answering (ECONNREFUSED) for 30s' });
    ops.directory.observe(exchange(401));
    expect(report().checks.directory).toEqual({ state: 'failing', detail: 'the directory refuses the token (401)' });
    ops.directory.observe(exchange(200));
    expect(report().checks.directory?.state).toBe('ok');

    expect(report().checks.oldestUnanswered?.state).toBe('unknown');
    ops.signals.oldestUnansweredSeconds = () => 90;
    expect(report()).toMatchObject({ ready: false, reason: 'oldestUnanswered: the oldest unanswered command is 90 s old (limit 60 s)' });
    ops.signals.oldestUnansweredSeconds = () => 0;
    ops.directoryRecords.observe({ received: 5, usable: 0, what: 'GET /profiles' });
    expect(report()).toMatchObject({ ready: true, status: 'degraded' });

    stopping = true;
    expect(report()).toMatchObject({ ready: false, reason: 'zulipQueue: shutting down' });
    // The index off (directory.index false): nothing to wait for.
    expect(readinessInputs({ ops, zulip: { health: () => zulip }, index: undefined, stopping: () => false }).memberIndex()).toEqual({ state: 'ok', detail: 'off (directory.index is false)' });
  });

  it("the directory's decoded answers reach readiness: degraded while the latest non-empty page had nothing usable; Zulip's shapes do not count", () => {
    const decoding = new DecodeReport();
    const ops = buildOps({ hub: { timezone: 'America/New_York' } }, { decoding });
    expect(ops.directoryRecords.probe().state).toBe('unknown');
    decodePage(profileShape, [{ name: 'no id' }, { id: 'x' }], { report: decoding });
    expect(ops.directoryRecords.probe()).toEqual({ state: 'degraded', detail: 'the last non-empty answer (profiles) yielded no usable record (2 received)' });
    decodePage(zulipUserShape, [{ nothing: true }], { report: decoding });
    expect(ops.directoryRecords.probe().state).toBe('degraded');
    decodePage(profileShape, [{ id: 3, name: 'Member 3' }], { report: decoding });
    expect(ops.directoryRecords.probe().state).toBe('ok');
  });
});
