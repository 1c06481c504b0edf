import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  counts,
  eventBatch,
  failureLine,
  profilePage,
  registerResponse,
  SINGLE_PROFILE_FILES,
  singleProfile,
  singleVisit,
  users,
  visitPage,
  zulipMisc,
  type Check,
} from './harness.js';

/**
 * Every drifted payload (test/fixtures/drift/) through the bot's real
 * decoding path, compared with its sidecar. Set DRIFT_REPORT=<file> to write
 * the counts and the list of failures there (FIRST-CONTACT.md was written so).
 */
const all: Check[] = [];
const PROFILE_PAGES = ['01', '02', '03', '04', '05', '06', '07', '08', '09'].map((n) => `profiles-page-${n}.json`).concat('profiles-wrapped-01.json');
const VISIT_PAGES = ['01', '02', '03', '04', '05', '06', '07'].map((n) => `visits-page-${n}.json`).concat('visits-wrapped-01.json');
const EVENT_BATCHES = ['events-empty.json', 'events-newer-messages.json', 'events-newer-mixed.json', 'events-no-queue-id.json', 'events-older-server.json', 'events-reactions.json', 'events-unsorted-ids.json'];
const REGISTERS = ['register-response-newer.json', 'register-response-older-2.1.json', 'register-response-fl65.json', 'register-response-no-realm.json'];

function verify(checks: Check[]): void {
  all.push(...checks);
  // A sidecar that gave no check would be a harness that tests nothing.
  expect(checks.length).toBeGreaterThan(0);
  const broken = checks.filter((c) => (c.level === 'MUST' || c.level === 'MUST_NOT') && !c.held).map(failureLine);
  expect(broken).toEqual([]);
}

describe('first contact with drifted directory servers', () => {
  it.each(PROFILE_PAGES)('profiles: %s', async (file) => verify(await profilePage(file)));
  it.each(SINGLE_PROFILE_FILES)('single profile: %s', async (file) => verify(await singleProfile(file)), 30_000);
  it.each(VISIT_PAGES)('visits: %s', async (file) => verify(await visitPage(file)));
  it('single visit', async () => verify(await singleVisit()));
});

describe('first contact with newer and older Zulip servers', () => {
  it.each(EVENT_BATCHES)('events: %s', async (file) => verify(await eventBatch(file)), 15_000);
  it.each(REGISTERS)('register: %s', async (file) => verify(await registerResponse(file)));
  it.each(['users-newer.json', 'users-older.json'])('users: %s', async (file) => verify(await users(file)));
  it('errors, send and get-messages answers', async () => verify(await zulipMisc()));
});

afterAll(() => {
  const out = process.env.DRIFT_REPORT;
  if (!out) return;
  const n = counts(all);
  const lines = [
    `MUST held ${n.mustHeld} / ${n.must}; MUST_NOT violated ${n.mustNotViolated} (of ${n.mustNot} checked); SHOULD held ${n.shouldHeld} / ${n.should}`,
    '',
    ...all.filter((c) => !c.held).map(failureLine),
    '',
  ];
  writeFileSync(out, lines.join('\n'));
});
