import { DirectoryClient } from '../../src/directory/client.js';
import { DirectoryError, DirectoryNotFoundError } from '../../src/directory/errors.js';
import type { HubVisit, Profile } from '../../src/directory/schemas.js';
import { DecodeReport } from '../../src/util/tolerant/report.js';
import { silentLogger } from '../../src/log.js';
import { ZulipApi } from '../../src/zulip/api.js';
import { ZulipApiError } from '../../src/zulip/errors.js';
import { EventLoop } from '../../src/zulip/event-loop.js';
import { ServerValues } from '../../src/zulip/limits.js';
import { addressedMessage } from '../../src/zulip/addressing.js';
import type { ZulipMessage, ZulipReactionEvent } from '../../src/zulip/types.js';
import { resolve } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';
import { CHECKIN_EMOJI, isEmoji, type PostEmoji } from '../../src/checkins/emoji.js';
import type { InboundMessage } from '../../src/chat.js';
import { payload, payloadText, sidecar } from './fixtures.js';
import { json, Loopback, type Answer, type Seen } from './loopback.js';

/**
 * First contact with drifted servers (test/fixtures/drift/): every payload
 * goes through the bot's real path (the directory's through DirectoryClient
 * and its HTTP, Zulip's through ZulipApi, the EventLoop, addressing, the
 * conversation's reading and the check-in emoji match) against a loopback server,
 * and what came out is compared with the sidecar's MUST / SHOULD / MUST_NOT.
 */

export type Level = 'MUST' | 'MUST_NOT' | 'SHOULD';

export interface Check {
  file: string;
  level: Level;
  /** What the sidecar asks, in a few words ("#3 id 4104"). */
  item: string;
  /** MUST/SHOULD: it held; MUST_NOT: it was not violated. */
  held: boolean;
  detail: string;
}

export const BOT_ID = 9001;
const BOT = { userId: BOT_ID, fullName: 'Hub Helper' };
/** The hub's "now" for the parser: a fixed day (the fixtures' own week), never today. */
const NOW = new Date('2025-04-14T14:00:00Z');
const BOT_POST = 70_020;

class Checks {
  readonly list: Check[] = [];
  constructor(readonly file: string) {}
  add(level: Level, item: string, held: boolean, detail = ''): void {
    this.list.push({ file: this.file, level, item, held, detail });
  }
}

// ---------------------------------------------------------------- directory

interface ProfileExpectation {
  index: number;
  usable: 'must' | 'may' | 'must_not' | 'should';
  id: number | null;
  display_name_any_of: string[];
  zulip_id: number | null;
  zulip_id_required: boolean;
}

interface VisitExpectation {
  index: number;
  usable: 'must' | 'may' | 'must_not' | 'should';
  person_id: number | null;
  date: string | null;
}

/** A name as shown: markup stripped, whitespace trimmed. */
const shown = (name: string): string => name.replace(/<[^>]*>/g, '').trim();
const nameOk = (profile: Profile, any: string[]): boolean => any.length === 0 || any.some((n) => shown(n) === shown(profile.name) || n.normalize('NFC') === shown(profile.name).normalize('NFC'));

async function withDirectory<T>(answer: Answer, run: (client: DirectoryClient) => Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const server = new Loopback(() => answer);
  const base = await server.start();
  const client = new DirectoryClient({ baseUrl: base, token: 't', maxAttempts: 1, timeoutMs: 20_000 }, { report: new DecodeReport() });
  try {
    return { value: await run(client) };
  } catch (error) {
    return { error };
  } finally {
    await server.close();
  }
}

const describeError = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
/** A failure the bot can report (its own error class), not a crash (a TypeError…). */
const clearError = (error: unknown): boolean => error instanceof DirectoryError;

function profileRecordChecks(c: Checks, expected: ProfileExpectation, found: Profile | undefined, label: string): void {
  const level: Level | undefined = expected.usable === 'must' ? 'MUST' : expected.usable === 'should' ? 'SHOULD' : undefined;
  const what = `${label} id ${expected.id} usable`;
  if (expected.usable === 'must_not') return;
  if (!found) {
    if (level) c.add(level, what, false, 'not kept');
    return;
  }
  const problems: string[] = [];
  if (!nameOk(found, expected.display_name_any_of)) problems.push(`name ${JSON.stringify(found.name)}`);
  const zid = found.zulip_id;
  if (expected.zulip_id_required ? zid !== expected.zulip_id : zid !== null && zid !== expected.zulip_id) problems.push(`zulip_id ${String(zid)} (want ${String(expected.zulip_id)})`);
  if (level) c.add(level, what, problems.length === 0, problems.join('; '));
  // A "may" record kept must be kept right: a wrong name or zulip id is showing it under invented data.
  else c.add('MUST_NOT', `${label} id ${expected.id} (may) kept with wrong data`, problems.length === 0, problems.join('; '));
}

function mustNotProfiles(c: Checks, expectations: ProfileExpectation[], items: Profile[], label: (e: ProfileExpectation) => string): void {
  const allowed = new Set(expectations.filter((e) => e.usable !== 'must_not' && e.id !== null).map((e) => e.id));
  for (const e of expectations.filter((x) => x.usable === 'must_not')) {
    const names = e.display_name_any_of.map(shown);
    const shownAs = items.filter((p) => !allowed.has(p.id) || (names.length > 0 && names.includes(shown(p.name)) && !allowed.has(p.id)));
    c.add('MUST_NOT', `${label(e)} skipped, never shown under an invented id`, shownAs.length === 0, shownAs.map((p) => `shown as id ${p.id} ${JSON.stringify(p.name)}`).join('; '));
  }
}

export async function profilePage(file: string): Promise<Check[]> {
  const c = new Checks(`directory/${file}`);
  const side = sidecar<{ profiles: ProfileExpectation[]; page_length?: number; acceptable_outcomes?: string[] }>(`directory/expected/${file}`);
  const got = await withDirectory(json(200, payloadText(`directory/${file}`)), (client) => client.searchProfiles({ limit: 50, offset: 0 }));
  if (side.acceptable_outcomes) {
    // An envelope: unwrap it, or fail clearly; never "no profiles".
    const items = got.value ?? [];
    c.add('MUST_NOT', 'envelope silently read as an empty page', !(got.value !== undefined && got.value.length === 0), got.value ? `${got.value.length} profiles` : '');
    c.add('MUST', 'envelope: unwrapped or a clear error', got.value !== undefined ? got.value.length > 0 : clearError(got.error), got.error ? describeError(got.error) : '');
    for (const e of side.profiles) profileRecordChecks(c, e, items.find((p) => p.id === e.id), `#${e.index}`);
    return c.list;
  }
  c.add('MUST', 'the page decodes (one bad record never sinks it)', got.value !== undefined, got.error ? describeError(got.error) : '');
  const items = got.value ?? [];
  for (const e of side.profiles) profileRecordChecks(c, e, items.find((p) => p.id === e.id), `#${e.index}`);
  mustNotProfiles(c, side.profiles, items, (e) => `#${e.index} (${e.display_name_any_of[0] ?? 'junk entry'})`);
  return c.list;
}

/** How each single-profile file was asked for (the README's request line). */
const SINGLE_REQUESTS: Record<string, (client: DirectoryClient) => Promise<Profile>> = {
  'single-profile-01-string-ids.json': (d) => d.getProfileById(4101),
  'single-profile-02-name-missing.json': (d) => d.getProfileById(4166),
  'single-profile-03-nested-and-extras.json': (d) => d.getProfileById(4125),
  'single-profile-04-empty-strings.json': (d) => d.getProfileById(4133),
  'single-profile-05-rtl-emoji-pronouns.json': (d) => d.getProfileByEmail('noa.benami@example.org'),
  'single-profile-06-me-with-extras.json': (d) => d.getMyProfile(),
  'single-profile-07-wrapped-data.json': (d) => d.getProfileById(4191),
  'single-profile-08-array-of-one.json': (d) => d.getProfileByEmail('ferdinand.achebe-lund@example.org'),
  'single-profile-09-huge-bio.json': (d) => d.getProfileById(4193),
  'single-profile-10-id-renamed.json': (d) => d.getProfileById(4194),
  'single-profile-11-no-id-no-name.json': (d) => d.getProfileById(4195),
  'single-profile-12-not-found-200.json': (d) => d.getProfileById(4199),
};

export const SINGLE_PROFILE_FILES = Object.keys(SINGLE_REQUESTS);

export async function singleProfile(file: string): Promise<Check[]> {
  const c = new Checks(`directory/${file}`);
  const e = sidecar<{ files: Record<string, ProfileExpectation & { acceptable_outcomes?: string[]; must_not?: string; expected?: string }> }>('directory/expected/single-profiles.json').files[file]!;
  const got = await withDirectory(json(200, payloadText(`directory/${file}`)), SINGLE_REQUESTS[file]!);
  const error = got.error ? describeError(got.error) : '';
  if (e.usable === 'must_not') {
    c.add('MUST_NOT', 'never shown as a profile', got.value === undefined, got.value ? `shown as id ${got.value.id} ${JSON.stringify(got.value.name)}` : '');
    c.add('MUST', 'a clear error (not found / missing field), no crash', got.error !== undefined && clearError(got.error), error);
    if (e.expected?.includes("'id'")) c.add('SHOULD', "the error names the missing field 'id'", /\bid\b/.test(error), error);
    return c.list;
  }
  if (e.usable === 'must') {
    c.add('MUST', `id ${e.id} decoded`, got.value !== undefined, error);
    if (got.value) profileRecordChecks(c, { ...e, index: 0 }, got.value.id === e.id ? got.value : undefined, '');
    return c.list;
  }
  // should / may: the record, or a clear error; never invented data, never a crash or a "not found".
  if (got.value) {
    c.add('MUST_NOT', 'shown with an invented id or empty name', got.value.id === e.id && got.value.name.trim() !== '', `id ${got.value.id} ${JSON.stringify(got.value.name)}`);
    if (e.usable === 'should') profileRecordChecks(c, { ...e, index: 0 }, got.value.id === e.id ? got.value : undefined, '');
  } else {
    c.add('MUST_NOT', 'a crash or a "not found"', clearError(got.error) && !(got.error instanceof DirectoryNotFoundError), error);
    if (e.usable === 'should') c.add('SHOULD', `id ${e.id} usable`, false, error);
  }
  return c.list;
}

export async function visitPage(file: string): Promise<Check[]> {
  const c = new Checks(`directory/${file}`);
  const side = sidecar<{ visits: VisitExpectation[]; acceptable_outcomes?: string[] }>(`directory/expected/${file}`);
  const got = await withDirectory(json(200, payloadText(`directory/${file}`)), (client) => client.listHubVisits({ start_date: '2025-01-01', end_date: '2025-12-31' }));
  const items: HubVisit[] = got.value ?? [];
  const error = got.error ? describeError(got.error) : '';
  if (side.acceptable_outcomes) {
    c.add('MUST_NOT', 'envelope silently read as no visits', !(got.value !== undefined && got.value.length === 0), '');
    c.add('MUST', 'envelope: unwrapped or a clear error', got.value !== undefined ? got.value.length > 0 : clearError(got.error), error);
  } else c.add('MUST', 'the page decodes (one bad visit never sinks it)', got.value !== undefined, error);
  const allowed = side.visits.filter((v) => v.usable !== 'must_not');
  for (const v of side.visits) {
    const label = `#${v.index} person ${String(v.person_id)} on ${String(v.date)}`;
    const match = items.filter((i) => i.person.id === v.person_id && i.date === v.date);
    if (v.usable === 'must' || v.usable === 'should') {
      const wrongDay = items.find((i) => i.person.id === v.person_id && i.date !== v.date);
      c.add(v.usable === 'must' ? 'MUST' : 'SHOULD', `${label} kept`, match.length > 0, match.length ? '' : wrongDay ? `kept as ${wrongDay.date}` : 'not kept');
    } else if (v.usable === 'may') {
      // Kept under another day or person is a visit invented.
      const elsewhere = v.person_id !== null && items.some((i) => i.person.id === v.person_id && !allowed.some((a) => a.person_id === i.person.id && a.date === i.date));
      c.add('MUST_NOT', `${label} (may) kept on a wrong date`, !elsewhere, '');
    } else {
      const invented = items.filter((i) => !allowed.some((a) => a.person_id === i.person.id && a.date === i.date));
      const mine = v.person_id === null ? invented : invented.filter((i) => i.person.id === v.person_id);
      c.add('MUST_NOT', `${label} skipped, not invented`, mine.length === 0 && got.value !== undefined, mine.map((i) => `kept as person ${i.person.id} on ${i.date}`).join('; ') || error);
    }
  }
  return c.list;
}

export async function singleVisit(): Promise<Check[]> {
  const c = new Checks('directory/single-visit-01.json');
  const e = sidecar<{ person_id: number; date: string; notes_as_text: string; app_data_object: unknown }>('directory/expected/single-visit-01.json');
  const got = await withDirectory(json(200, payloadText('directory/single-visit-01.json')), (client) => client.getHubVisit(e.person_id, e.date));
  const v = got.value;
  c.add('MUST', `person ${e.person_id} on ${e.date}`, v !== undefined && v.person.id === e.person_id && v.date === e.date, v ? `person ${v.person.id} on ${v.date}` : describeError(got.error));
  c.add('MUST', 'notes null reads as empty text', v?.notes === e.notes_as_text, JSON.stringify(v?.notes));
  const appData = v?.app_data;
  c.add('SHOULD', 'app_data JSON string read as its object (or kept as the string)', JSON.stringify(appData) === JSON.stringify(e.app_data_object) || typeof appData === 'string', JSON.stringify(appData));
  return c.list;
}

// ---------------------------------------------------------------- zulip

interface Delivered {
  messages: ZulipMessage[];
  reactions: ZulipReactionEvent[];
  /** last_event_id of each GET /events. */
  polls: number[];
  registers: number;
  error?: unknown;
}

/**
 * Runs the real EventLoop (with the real ZulipApi, over HTTP) against a
 * loopback Zulip: POST /register answers `register`, the first GET /events
 * answers `events`, later polls are held open (a long-poll with nothing new).
 */
async function runLoop(events: Answer, register: unknown = { result: 'success', msg: '', queue_id: 'q-1', last_event_id: -1, zulip_feature_level: 446 }): Promise<Delivered & { loop: EventLoop }> {
  let polls = 0;
  const server = new Loopback((seen) => {
    if (seen.path.endsWith('/server_settings')) return json(200, { result: 'success', msg: '', zulip_feature_level: 446 });
    if (seen.path.endsWith('/register')) return json(200, register);
    if (seen.path.endsWith('/events') && seen.method === 'GET') return polls++ === 0 ? events : { hold: true };
    return json(200, { result: 'success', msg: '', messages: [] });
  });
  const site = await server.start();
  const api = await ZulipApi.connect({ site, email: 'hub-helper-bot@zulip.example.com', apiKey: 'k' });
  const out: Delivered = { messages: [], reactions: [], polls: [], registers: 0 };
  const loop = new EventLoop({
    api,
    log: silentLogger,
    selfUserId: BOT_ID,
    sleep: async () => {},
    random: () => 0,
    onMessage: (m) => out.messages.push(m),
    onReaction: (r) => out.reactions.push(r),
    onFatal: (error) => (out.error = error),
  });
  try {
    await loop.start();
    // The second poll shows what the loop made of the first answer (its last_event_id).
    await server.next((s) => s.path.endsWith('/events'), 0, 100);
    let second: Seen | undefined;
    for (let i = 0; i < 40 && !second; i++) {
      second = server.seen.filter((s) => s.path.endsWith('/events') && s.method === 'GET')[1];
      if (!second) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } catch (error) {
    out.error = error;
  } finally {
    await loop.stop(500);
    await server.close();
  }
  out.polls = server.seen.filter((s) => s.path.endsWith('/events') && s.method === 'GET').map((s) => Number(s.query.get('last_event_id')));
  out.registers = server.seen.filter((s) => s.path.endsWith('/register')).length;
  return { ...out, loop };
}

interface Expectation {
  event_id?: number;
  type?: string | null;
  message_id?: number;
  must?: string;
  should?: string;
  command_text?: string;
  sender_id?: number;
  reply_to?: { type: 'direct' | 'stream'; to?: number[]; bot_may_be_included?: boolean; stream_name?: string; topic?: string; topic_any_of?: string[] };
  emoji_name?: string;
  by?: string;
  user_id?: number;
  op?: 'add' | 'remove';
}

/** What the bot makes of a delivered message: the addressed message and whether it is a "who's here". */
function understood(m: ZulipMessage): { addressed: InboundMessage | null; whosHere: boolean } {
  const addressed = addressedMessage(m, BOT);
  if (!addressed) return { addressed, whosHere: false };
  // Understood as the bot would (no visits needed for a read): carried out as `who's here` alone.
  const plan = resolve(understand(addressed.text, NOW), new Map());
  return { addressed, whosHere: plan.kind === 'act' && plan.writes.length === 0 && plan.reads.length === 1 && plan.reads[0]!.kind === 'whosHere' };
}

function replyProblem(place: InboundMessage['place'], want: NonNullable<Expectation['reply_to']>, sender: number): string {
  if (want.type === 'direct') {
    if (place.type !== 'dm') return `replied in stream ${place.stream}`;
    // An empty list is a reply to the sender (src/zulip/sender.ts sends the DM to whom the message names).
    const to = (place.recipientIds.length ? place.recipientIds : [sender]).filter((id) => !(want.bot_may_be_included && id === BOT_ID));
    const wanted = want.to ?? [];
    return [...to].sort().join(',') === [...wanted].sort().join(',') ? '' : `replied to [${to.join(',')}]`;
  }
  if (place.type !== 'stream') return `replied by DM to [${place.recipientIds.join(',')}]`;
  const topics = want.topic_any_of ?? [want.topic ?? ''];
  if (place.stream !== want.stream_name) return `replied in stream ${JSON.stringify(place.stream)}`;
  return topics.includes(place.topic) ? '' : `replied in topic ${JSON.stringify(place.topic)}`;
}

/** The emoji a reaction expectation names: 'wave' (and the codes 1f44b, 1f44d by name) match as the check-in board matches. */
function wantedEmoji(e: Expectation): PostEmoji {
  const by = e.by ?? '';
  if (/1f44b/.test(by) || e.emoji_name === 'wave' || /emoji_name 'wave'/.test(by)) return CHECKIN_EMOJI;
  if (/thumbs_up/.test(by)) return { name: '+1', code: '1f44d' };
  const name = e.emoji_name ?? /emoji_name '([^']+)'/.exec(by)?.[1] ?? '';
  return { name, code: '' };
}

const reactionMatches = (r: ZulipReactionEvent, emoji: PostEmoji): boolean =>
  emoji.code ? isEmoji({ name: r.emoji_name, code: r.emoji_code, type: r.reaction_type }, emoji) : r.emoji_name === emoji.name;

/** The check-in board acts on a reaction to its post by someone else (src/zulip/transport.ts drops the bot's own). */
const actedOn = (r: ZulipReactionEvent): boolean => r.user_id !== BOT_ID && r.message_id === BOT_POST && reactionMatches(r, CHECKIN_EMOJI);

/**
 * Which delivered reaction came of which reaction event: the loop hands them on in the batch's order,
 * leaving out those it could not decode, so each is the next one delivered if it agrees with the event.
 */
function attributeReactions(events: Array<Record<string, unknown>>, delivered: ZulipReactionEvent[]): Map<number, ZulipReactionEvent> {
  const out = new Map<number, ZulipReactionEvent>();
  let next = 0;
  for (const e of events) {
    const r = delivered[next];
    if (e.type !== 'reaction' || !r) continue;
    if (r.message_id === e.message_id && r.op === e.op && (e.emoji_name === undefined || r.emoji_name === e.emoji_name)) {
      out.set(e.id as number, r);
      next++;
    }
  }
  return out;
}

export async function eventBatch(file: string): Promise<Check[]> {
  const c = new Checks(`zulip/${file}`);
  const body = payload(`zulip/${file}`) as { events: Array<Record<string, unknown>> };
  const side = sidecar<{ expectations: Expectation[] }>(`zulip/expected/${file}`);
  const run = await runLoop(json(200, body));
  c.add('MUST', 'the batch is handled without an error and polling goes on', run.error === undefined && run.polls.length >= 2, run.error ? describeError(run.error) : `${run.polls.length} polls`);
  const rawById = new Map(body.events.map((e) => [e.id as number, e]));
  const messageEventIds = new Set(body.events.filter((e) => e.type === 'message').map((e) => (e.message as { id?: number } | undefined)?.id));
  const unattributed = run.messages.filter((m) => !messageEventIds.has(m.id));
  const reactionOf = attributeReactions(body.events, run.reactions);
  for (const e of side.expectations) {
    const must = e.must ?? '';
    const raw = e.event_id !== undefined ? rawById.get(e.event_id) : undefined;
    const label = e.event_id !== undefined ? `event ${e.event_id}${e.type ? ` (${e.type})` : typeof raw?.type === 'string' ? ` (${raw.type})` : ''}` : 'batch';
    const messageId = e.message_id ?? (raw?.message as { id?: number } | undefined)?.id;
    const delivered = run.messages.filter((m) => m.id === messageId);
    if (e.should) {
      const wantId = /last_event_id = (\d+)/.exec(e.should)?.[1];
      if (wantId) c.add('SHOULD', `next poll uses last_event_id ${wantId}`, run.polls[1] === Number(wantId), `polls ${run.polls.join(',')}`);
      continue;
    }
    if (/^(answer|should answer)/.test(must)) {
      const level: Level = must.startsWith('should') ? 'SHOULD' : 'MUST';
      const m = delivered[0];
      if (!m) {
        c.add(level, `${label} answered`, false, 'not delivered (decoder skipped it)');
        continue;
      }
      const { addressed, whosHere } = understood(m);
      const problem = !addressed ? 'not addressed to the bot' : !whosHere ? `command not understood from ${JSON.stringify(addressed.text.slice(0, 60))}` : e.reply_to ? replyProblem(addressed.place, e.reply_to, m.sender_id) : '';
      const senderProblem = m.sender_id !== e.sender_id ? `sender ${m.sender_id}` : '';
      c.add(level, `${label} answered "${e.command_text}"`, problem === '' && senderProblem === '' && delivered.length === 1, [problem, senderProblem, delivered.length > 1 ? `delivered ${delivered.length}×` : ''].filter(Boolean).join('; '));
    } else if (/^do not answer/.test(must)) {
      const answered = delivered.filter((m) => understood(m).addressed !== null);
      c.add('MUST_NOT', `${label} answered`, answered.length === 0, answered.length ? 'addressed to the bot' : '');
    } else if (/^(match|should match)/.test(must)) {
      const level: Level = must.startsWith('should') ? 'SHOULD' : 'MUST';
      const emoji = wantedEmoji(e);
      const r = e.event_id !== undefined ? reactionOf.get(e.event_id) : undefined;
      const ok = r !== undefined && r.message_id === e.message_id && r.user_id === e.user_id && r.op === e.op && reactionMatches(r, emoji);
      c.add(level, `${label} reaction ${emoji.name || emoji.code} by ${e.user_id} ${e.op} matched`, ok, ok ? '' : r ? `delivered as ${JSON.stringify(r)}` : 'not delivered');
    } else if (/^ignore/.test(must) || /^not a command/.test(must)) {
      if (raw?.type === 'reaction') {
        const r = reactionOf.get(raw.id as number);
        c.add('MUST_NOT', `${label} acted on`, !(r && actedOn(r)), r && actedOn(r) ? 'matched as a check-in' : '');
      } else if (raw?.type === 'message' || /^not a command/.test(must)) {
        const answered = delivered.filter((m) => understood(m).whosHere);
        c.add('MUST_NOT', `${label} answered as a command`, answered.length === 0, '');
        if (/must not crash/.test(must)) c.add('MUST', `${label} no crash`, run.error === undefined, '');
      } else {
        const advance = /advance last_event_id to (\d+)/.exec(must)?.[1];
        if (advance) c.add('MUST', `${label} last_event_id advanced to ${advance}`, run.polls[1] === Number(advance), `polls ${run.polls.join(',')}`);
        c.add('MUST_NOT', `${label} delivered as a message`, unattributed.length === 0, unattributed.map((m) => `message ${m.id}`).join(', '));
      }
    } else if (/^keep polling/.test(must)) {
      c.add('MUST', 'keeps polling with the same last_event_id', run.polls.length >= 2 && run.polls[1] === run.polls[0] && run.error === undefined, `polls ${run.polls.join(',')}`);
    }
    // "may answer", "client policy": no requirement.
  }
  return c.list;
}

export async function registerResponse(file: string): Promise<Check[]> {
  const c = new Checks(`zulip/${file}`);
  const e = sidecar<{ files: Record<string, { queue_id: string; last_event_id: number; feature_level: number; max_message_length: number; longpoll_timeout_seconds: number }> }>('zulip/expected/register-responses.json').files[file]!;
  let queue: Awaited<ReturnType<EventLoop['start']>> | undefined;
  const server = new Loopback((seen) => {
    if (seen.path.endsWith('/server_settings')) return json(200, { result: 'success', msg: '', zulip_feature_level: e.feature_level });
    if (seen.path.endsWith('/register')) return json(200, payloadText(`zulip/${file}`));
    return { hold: true };
  });
  const site = await server.start();
  const api = await ZulipApi.connect({ site, email: 'hub-helper-bot@zulip.example.com', apiKey: 'k' });
  const loop = new EventLoop({ api, log: silentLogger, onMessage: () => {}, sleep: async () => {} });
  let error: unknown;
  try {
    queue = await loop.start();
    await server.next((s) => s.path.endsWith('/events'));
  } catch (err) {
    error = err;
  }
  const poll = server.seen.find((s) => s.path.endsWith('/events'));
  await loop.stop(300);
  await server.close();
  c.add('MUST', 'registered (unknown keys ignored)', queue !== undefined, error ? describeError(error) : '');
  c.add('MUST', `queue id ${e.queue_id}`, poll?.query.get('queue_id') === e.queue_id, String(poll?.query.get('queue_id')));
  c.add('MUST', `polls with last_event_id ${e.last_event_id}`, poll?.query.get('last_event_id') === String(e.last_event_id), String(poll?.query.get('last_event_id')));
  c.add('MUST', `feature level ${e.feature_level}`, queue?.featureLevel === e.feature_level, String(queue?.featureLevel));
  c.add('MUST', `max_message_length ${e.max_message_length}`, queue?.maxMessageLength === e.max_message_length, String(queue?.maxMessageLength));
  c.add('MUST', `long-poll timeout ${e.longpoll_timeout_seconds} s`, loop.longpollTimeoutSeconds !== undefined && loop.longpollTimeoutSeconds >= e.longpoll_timeout_seconds, String(loop.longpollTimeoutSeconds));
  return c.list;
}

/** An error answer to GET /events, through ZulipApi's own error reading. */
async function eventsError(file: string, status: number): Promise<unknown> {
  const server = new Loopback(() => json(status, payloadText(`zulip/${file}`)));
  const site = await server.start();
  try {
    const api = await ZulipApi.connect({ site, email: 'hub-helper-bot@zulip.example.com', apiKey: 'k' });
    await api.getEvents('q-1', 5, 5_000);
    return undefined;
  } catch (error) {
    return error;
  } finally {
    await server.close();
  }
}

export async function zulipMisc(): Promise<Check[]> {
  const out: Check[] = [];
  const add = (file: string, level: Level, item: string, held: boolean, detail = ''): void => void out.push({ file: `zulip/${file}`, level, item, held, detail });
  const api = (e: unknown): ZulipApiError | undefined => (e instanceof ZulipApiError ? e : undefined);

  const badQueue = api(await eventsError('error-bad-event-queue-id-newer.json', 400));
  add('error-bad-event-queue-id-newer.json', 'MUST', 're-register (a bad queue)', badQueue?.isBadQueue === true, String(badQueue?.code));

  const rate = api(await eventsError('error-rate-limit-int.json', 429));
  add('error-rate-limit-int.json', 'MUST', 'rate limited, waits >= 7 s', rate?.isRateLimit === true && new ServerValues(silentLogger).retryAfterMs(rate) >= 7_000, `${String(rate?.code)} ${rate ? new ServerValues(silentLogger).retryAfterMs(rate) : ''}`);

  const old = api(await eventsError('error-rate-limit-old-no-code.json', 429));
  add('error-rate-limit-old-no-code.json', 'MUST', 'rate limited (HTTP 429, no code), waits >= 12.5 s', old?.isRateLimit === true && new ServerValues(silentLogger).retryAfterMs(old) >= 12_500, `${String(old?.code)} ${old ? new ServerValues(silentLogger).retryAfterMs(old) : ''}`);

  const deactivated = api(await eventsError('error-user-deactivated-403.json', 403));
  add('error-user-deactivated-403.json', 'MUST', "stops with a clear 'deactivated' error (403)", deactivated?.isFatal === true && /deactivated/.test(deactivated.fix ?? ''), String(deactivated?.code));

  const unknown = await eventsError('error-unknown-code.json', 400);
  add('error-unknown-code.json', 'MUST', "reports 'Bot is paused by an administrator', no crash", api(unknown) !== undefined && /Bot is paused by an administrator/.test((unknown as Error).message), describeError(unknown));

  // POST /messages and GET /messages, through ZulipApi.
  const server = new Loopback((seen) => {
    if (seen.method === 'POST' && seen.path.endsWith('/messages')) return json(200, payloadText('zulip/send-message-response-newer.json'));
    const messages = payload('zulip/get-messages-newer.json') as { messages: Array<{ id: number }> };
    const one = /\/messages\/(\d+)$/.exec(seen.path);
    if (one) return json(200, { result: 'success', msg: '', message: messages.messages.find((m) => m.id === Number(one[1])) });
    return json(200, messages);
  });
  const site = await server.start();
  try {
    const zulip = await ZulipApi.connect({ site, email: 'hub-helper-bot@zulip.example.com', apiKey: 'k' });
    const sent = await zulip.sendMessage({ type: 'dm', to: [5501] }, 'hello').catch((e: unknown) => e);
    add('send-message-response-newer.json', 'MUST', 'the sent message id is 70150', sent === 70_150, String(sent));
    const listed = await zulip.getMessages({ anchor: 'newest', numBefore: 10, numAfter: 0, narrow: [] }).catch(() => []);
    const m21 = listed.find((m) => m.id === 70_021);
    add('get-messages-newer.json', 'MUST', "message 70021 has topic ''", m21?.subject === '', JSON.stringify(m21?.subject));
    const post = await zulip.getMessage(BOT_POST).catch(() => undefined);
    const has = (name: string, user: number): boolean => post?.reactions.some((r) => r.emoji_name === name && r.user_id === user) ?? false;
    add('get-messages-newer.json', 'MUST', "70020: 'wave' from 5501", has('wave', 5501), JSON.stringify(post?.reactions));
    add('get-messages-newer.json', 'MUST', "70020: 'wave' from 5502 (only user.id)", has('wave', 5502), JSON.stringify(post?.reactions));
    add('get-messages-newer.json', 'MUST', "70020: 'hub_checkin' from 5503", has('hub_checkin', 5503), JSON.stringify(post?.reactions));
  } finally {
    await server.close();
  }
  return out;
}

interface UserExpectation {
  user_id: number;
  human: boolean;
  active: boolean;
  email_for_matching?: string | null;
  name_core?: string;
}

export async function users(file: string): Promise<Check[]> {
  const c = new Checks(`zulip/${file}`);
  const side = sidecar<{ users: UserExpectation[] }>(`zulip/expected/${file}`);
  const server = new Loopback(() => json(200, payloadText(`zulip/${file}`)));
  const site = await server.start();
  let list: Awaited<ReturnType<ZulipApi['getUsers']>> | undefined;
  let error: unknown;
  try {
    list = await (await ZulipApi.connect({ site, email: 'hub-helper-bot@zulip.example.com', apiKey: 'k' })).getUsers();
  } catch (err) {
    error = err;
  } finally {
    await server.close();
  }
  c.add('MUST', 'GET /users decodes', list !== undefined, error ? describeError(error) : '');
  for (const u of side.users) {
    const found = list?.find((x) => x.userId === u.user_id);
    if (!u.active) {
      c.add('MUST_NOT', `user ${u.user_id} (deactivated) listed`, found === undefined, '');
      continue;
    }
    c.add('MUST', `user ${u.user_id} listed as ${u.human ? 'a human' : 'a bot'}`, found !== undefined && found.isBot === !u.human, found ? `isBot ${found.isBot}` : 'not listed');
    if (u.email_for_matching) c.add('MUST', `user ${u.user_id} matched by ${u.email_for_matching}`, found?.deliveryEmail === u.email_for_matching || found?.email === u.email_for_matching, `${String(found?.email)} / ${String(found?.deliveryEmail)}`);
    if (u.name_core) c.add('SHOULD', `user ${u.user_id} name holds ${JSON.stringify(u.name_core)}`, found?.fullName.includes(u.name_core) ?? false, JSON.stringify(found?.fullName));
  }
  return c.list;
}

// ---------------------------------------------------------------- summary

export interface Counts {
  mustHeld: number;
  must: number;
  mustNotViolated: number;
  mustNot: number;
  shouldHeld: number;
  should: number;
}

export function counts(checks: Check[]): Counts {
  const of = (l: Level) => checks.filter((c) => c.level === l);
  return {
    mustHeld: of('MUST').filter((c) => c.held).length,
    must: of('MUST').length,
    mustNotViolated: of('MUST_NOT').filter((c) => !c.held).length,
    mustNot: of('MUST_NOT').length,
    shouldHeld: of('SHOULD').filter((c) => c.held).length,
    should: of('SHOULD').length,
  };
}

export function failureLine(c: Check): string {
  const what = c.level === 'MUST_NOT' ? 'MUST_NOT violated' : `${c.level} failed`;
  return `- ${what}: \`${c.file}\` ${c.item}${c.detail ? ` — ${c.detail.slice(0, 160)}` : ''}`;
}
