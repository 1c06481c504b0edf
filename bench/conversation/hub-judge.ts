import type { Command } from '../../src/commands/command.js';
import type { HubAction } from '../../src/commands/hub-action.js';
import { decodeRecord, DEFAULT_RECORD, type MemberRecord } from '../../src/privacy/record.js';
import { MEMBER_PREFIX } from '../../src/store/keys.js';
import { expectedOf, HUB_LABELS, weekdaysOf, type Expected, type HubMessage } from './hub-corpus.js';

/** The hub's key-value store as a plain map: key -> stored text. */
export type StoreState = Map<string, string>;

/**
 * One thing the bot did or offered, in the corpus's terms: a label of
 * bench/conversation/FORMAT-HUB.md (or one outside it: ghost_off, answer_follow, unskip, unaway,
 * other_record, store_key), its argument as text, and the member it is about.
 * `stored`: read from the store's diff (a person by id); `ran`: a handler
 * call; `offered`: a command a question of the bot's offers (a person as
 * written).
 */
export interface Act {
  label: string;
  arg: string;
  person?: { id?: number; text?: string };
  from: 'stored' | 'ran' | 'offered';
}

export interface HubObserved {
  senderId: number;
  today: string;
  storeBefore: StoreState;
  storeAfter: StoreState;
  /** Changes to the directory's visits, described: any is a wrong action (no hub intent writes a visit). */
  visitChanges: string[];
  /** The commands the handlers ran for the message. */
  ran: Command[];
  /** What the bot's questions offer: each choice the commands one answer would run. */
  offered: Command[][];
  replies: string[];
  /** "First Last" of a directory person id. */
  nameOf: (personId: number) => string | undefined;
}

export type Outcome = 'handled' | 'wrong action' | 'missed';

export interface HubVerdict {
  id: string;
  say: string;
  /** The expected intent as written. */
  intent: string;
  /** The expected labels, for the table by intent ("follow", "follow | follow_today"). */
  group: string;
  outcome: Outcome;
  /** What the bot did: stored a change, carried out a command that changed nothing, answered, asked, or nothing of the hub's. */
  how: 'stored' | 'carried out' | 'asked which member' | 'answered' | 'asked' | 'other' | 'nothing';
  why?: string;
  /** Each stored change (or hub write carried out) that was not meant, one line each. */
  wrong: string[];
  /** Visits changed by a message that asks for none of the hub's abilities: listed, not judged here. */
  visits?: string[];
  replies: string[];
}

/** Labels that change what the bot holds (those of bench/conversation/FORMAT-HUB.md and the others an act may have). */
const WRITE_LABELS = new Set([
  ...Object.entries(HUB_LABELS)
    .filter(([, spec]) => spec.writes)
    .map(([label]) => label),
  'ghost_off',
  'answer_follow',
  'unskip',
  'unaway',
  'other_record',
  'store_key',
]);
const PERSON_LABELS = new Set(['follow', 'follow_today', 'unfollow', 'answer_follow']);
const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const days = (list: readonly number[]) => [...list].sort((a, b) => a - b).map((d) => DAY_NAMES[d]).join(',');

/** A hub command as an act. */
export function actOfAction(action: HubAction, from: Act['from']): Act {
  const act = (label: string, arg = '', who?: string): Act => ({ label, arg, from, ...(who !== undefined ? { person: { text: who } } : {}) });
  switch (action.intent) {
    case 'follow':
      return act(action.oneShot ? 'follow_today' : 'follow', action.who, action.who);
    case 'unfollow':
      return act('unfollow', action.who, action.who);
    case 'following':
      return act('following');
    case 'followers':
      return act('followers');
    case 'answerFollow':
      return act('answer_follow', `${action.allow ? 'allow' : 'refuse'} ${action.who}`, action.who);
    case 'routine':
      return action.days.length ? act('routine', days(action.days)) : act('routine_clear');
    case 'skip':
      return act('skip', action.date);
    case 'away':
      return act('away', `${action.from}..${action.to}`);
    case 'reminders':
      return act('reminders', action.when);
    case 'myPlans':
      return act('my_plans');
    case 'forecast':
      return act('forecast', action.date);
    case 'whoKnows':
      return act('whos_here_skill', action.topic);
    case 'privacy':
      return act('privacy_show');
    case 'listed':
      return act('privacy_set', `listed=${action.listed ? 'yes' : 'no'}`);
    case 'followable':
      return act('privacy_set', `followable=${action.followable}`);
    case 'ghost':
      return action.on ? act('ghost_today') : act('ghost_off');
    case 'forgetMe':
      return act('forget_me');
  }
}

/** The hub's commands among `commands`, as acts. */
export function hubActs(commands: readonly Command[], from: Act['from']): Act[] {
  return commands.flatMap((c) => (c.kind === 'hub' ? [actOfAction(c.action, from)] : []));
}

/** Members' records in a store state, by person id. */
export function recordsOf(state: StoreState): Map<number, MemberRecord> {
  const out = new Map<number, MemberRecord>();
  for (const [key, value] of state) {
    if (!key.startsWith(MEMBER_PREFIX)) continue;
    const id = Number(key.slice(MEMBER_PREFIX.length));
    if (Number.isInteger(id)) out.set(id, decodeRecord(value));
  }
  return out;
}

/** A record without the Zulip id every change stamps on it (not a change the member asked for). */
const content = (r: MemberRecord) => JSON.stringify({ ...r, zulipId: null });

/**
 * What changed in the store, as acts: the sender's record field by field
 * (a follow added, the routine, a skip, a setting...), the sender's record
 * deleted (forget me), another member's record changed, any other key.
 * The Zulip id stamped on a record is not a change.
 */
export function storeEffects(before: StoreState, after: StoreState, senderId: number, today: string): Act[] {
  const out: Act[] = [];
  const act = (label: string, arg = '', personId?: number): Act => ({ label, arg, from: 'stored', ...(personId !== undefined ? { person: { id: personId } } : {}) });
  const was = recordsOf(before);
  const now = recordsOf(after);
  for (const id of new Set([...was.keys(), ...now.keys()])) {
    const a = was.get(id) ?? DEFAULT_RECORD;
    const b = now.get(id) ?? DEFAULT_RECORD;
    if (content(a) === content(b)) continue;
    if (id !== senderId) {
      out.push(act('other_record', `member ${id}'s record: ${content(a)} -> ${now.has(id) ? content(b) : 'deleted'}`, id));
      continue;
    }
    if (was.has(id) && !now.has(id)) {
      out.push(act('forget_me'));
      continue;
    }
    for (const p of b.following.filter((x) => !a.following.includes(x))) out.push(act('follow', String(p), p));
    for (const p of Object.keys(b.once).map(Number).filter((x) => !(x in a.once))) out.push(act('follow_today', String(p), p));
    const dropped = new Set([...a.following.filter((x) => !b.following.includes(x)), ...Object.keys(a.once).map(Number).filter((x) => !(x in b.once))]);
    for (const p of dropped) out.push(act('unfollow', String(p), p));
    if (days(a.routine) !== days(b.routine)) out.push(b.routine.length ? act('routine', days(b.routine)) : act('routine_clear'));
    for (const d of b.skips.filter((x) => !a.skips.includes(x))) out.push(act('skip', d));
    for (const d of a.skips.filter((x) => !b.skips.includes(x))) out.push(act('unskip', d));
    const span = ([x, y]: [string, string]) => `${x}..${y}`;
    for (const s of b.away.map(span).filter((x) => !a.away.map(span).includes(x))) out.push(act('away', s));
    for (const s of a.away.map(span).filter((x) => !b.away.map(span).includes(x))) out.push(act('unaway', s));
    if (a.reminders !== b.reminders) out.push(act('reminders', b.reminders));
    if (a.listed !== b.listed) out.push(act('privacy_set', `listed=${b.listed ? 'yes' : 'no'}`));
    if (a.followable !== b.followable) out.push(act('privacy_set', `followable=${b.followable}`));
    if (a.ghost !== b.ghost) out.push(b.ghost === null ? act('ghost_off') : b.ghost === today ? act('ghost_today') : act('ghost_on', b.ghost));
    if (JSON.stringify([a.approved, a.refused]) !== JSON.stringify([b.approved, b.refused])) {
      out.push(act('answer_follow', `approved ${JSON.stringify(a.approved)} -> ${JSON.stringify(b.approved)}, refused ${JSON.stringify(a.refused)} -> ${JSON.stringify(b.refused)}`));
    }
  }
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    if (key.startsWith(MEMBER_PREFIX) || before.get(key) === after.get(key)) continue;
    out.push(act('store_key', `${key}: ${before.get(key) ?? '(none)'} -> ${after.get(key) ?? '(deleted)'}`));
  }
  return out;
}

/** The name a person was written as: a mention's name, a person id's name, an email's local part, or the text. */
function writtenName(text: string, nameOf: (id: number) => string | undefined): string {
  const t = text.trim();
  const mention = /^@_?\*\*([^*|]+)(?:\|\d+)?\*\*$/.exec(t);
  if (mention) return mention[1]!;
  if (/^\d+$/.test(t)) return nameOf(Number(t)) ?? t;
  const email = /^([^@\s]+)@\S+$/.exec(t);
  if (email) return email[1]!.replace(/[._-]+/g, ' ');
  return t;
}

/**
 * Whether the member the corpus names ("Ada", or "Ada Quillfeather") is the
 * one acted on: the first names are equal, and the rest of the shorter name
 * begins the rest of the longer.
 */
export function personMatches(expected: string, person: Act['person'], nameOf: (id: number) => string | undefined): boolean {
  if (!person) return false;
  const full = person.id !== undefined ? nameOf(person.id) : person.text !== undefined ? writtenName(person.text, nameOf) : undefined;
  if (!full) return false;
  const words = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}\s'-]/gu, ' ').split(/\s+/).filter(Boolean);
  const want = words(expected);
  const got = words(full);
  if (want.length === 0 || got[0] !== want[0]) return false;
  // Either side may give the fuller name ("follow Hiro" run, "Hiro Lanternby" expected): the shorter begins the longer.
  const [short, long] = want.length <= got.length ? [want, got] : [got, want];
  return long.slice(1).join(' ').startsWith(short.slice(1).join(' '));
}

const topicWords = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}+#.\s-]/gu, ' ').replace(/\s+/g, ' ').trim();

/** Whether an act is the expected intent with its arguments. */
export function matches(e: Expected, a: Act, nameOf: (id: number) => string | undefined): boolean {
  switch (e.label) {
    case 'follow':
    case 'follow_today':
    case 'unfollow':
      return a.label === e.label && personMatches(e.arg, a.person, nameOf);
    case 'routine': {
      const want = weekdaysOf(e.arg);
      const got = a.label === 'routine' ? weekdaysOf(a.arg) : undefined;
      return want !== undefined && got !== undefined && days(want) === days(got);
    }
    case 'reminders':
      // "on": reminders at either time (the bot's `reminders on` is the evening's).
      return a.label === 'reminders' && (e.arg === 'on' ? a.arg !== 'off' : a.arg === e.arg);
    case 'whos_here_skill': {
      if (a.label !== 'whos_here_skill') return false;
      const want = topicWords(e.arg);
      const got = topicWords(a.arg);
      return want !== '' && got !== '' && (got.includes(want) || want.includes(got));
    }
    case 'none':
      return false;
    default:
      return a.label === e.label && a.arg.toLowerCase() === e.arg.toLowerCase();
  }
}

function show(a: Act, nameOf: (id: number) => string | undefined): string {
  const who = a.person?.id !== undefined ? (nameOf(a.person.id) ?? `member ${a.person.id}`) : undefined;
  const arg = who ?? a.arg;
  return arg ? `${a.label}:${arg}` : a.label;
}

/**
 * One message judged (bench/conversation/FORMAT-HUB.md). Wrong actions: every stored change no
 * expected intent makes (another member followed, other weekdays, a setting
 * or forget-me not asked for, anything stored for `none`), every hub write
 * carried out that no expected intent is, though it changed nothing (forget
 * me with nothing held, a setting already so; a follow or unfollow that
 * changed nothing is not one: it asked which member, or there was nothing
 * to undo), and every change to the directory's visits. Then handled: an
 * expected intent stored or carried out (writes) or answered (reads) with its
 * arguments; or offered by a question where `ask_ok`; or, for `none`, no hub
 * command run or offered. Anything else is missed (an offer where ask_ok is
 * false among them).
 */
export function judgeHub(m: HubMessage, o: HubObserved): HubVerdict {
  const expected = expectedOf(m.expect.intent);
  const group = [...new Set(expected.map((e) => e.label))].join(' | ');
  // Forget me also takes the member out of others' records (their follows of them, approvals).
  const forgetting = expected.some((e) => e.label === 'forget_me') && o.ran.some((c) => c.kind === 'hub' && c.action.intent === 'forgetMe');
  const meant = (a: Act) => expected.some((e) => matches(e, a, o.nameOf)) || (forgetting && a.label === 'other_record');
  const stored = storeEffects(o.storeBefore, o.storeAfter, o.senderId, o.today);
  const ran = hubActs(o.ran, 'ran');
  const offered = hubActs(o.offered.flat(), 'offered');
  const wrong: string[] = [];
  for (const a of stored) if (!meant(a)) wrong.push(`stored ${show(a, o.nameOf)}`);
  for (const a of ran) {
    if (!WRITE_LABELS.has(a.label) || PERSON_LABELS.has(a.label) || meant(a)) continue;
    if (stored.some((s) => s.label === a.label)) continue;
    wrong.push(`carried out ${show(a, o.nameOf)} (nothing to change)`);
  }
  // A message that asks for none of the hub's abilities may be a core request ("check me in", "heading out"): the hub
  // format says nothing about visits, so its visit changes are listed for a person to judge, and counted neither
  // handled nor wrong (the conversation rounds judge core writes).
  // Beside any hub intent, a visit change is wrong: no hub ability writes visits.
  const coreOnly = expected.every((e) => e.label === 'none');
  if (!coreOnly) for (const v of o.visitChanges) wrong.push(`visit changed: ${v}`);
  const base = { id: m.id, say: m.say, intent: m.expect.intent, group, wrong, replies: o.replies, ...(coreOnly && o.visitChanges.length ? { visits: o.visitChanges } : {}) };
  const ranOther = o.ran.filter((c) => c.kind !== 'hub').map((c) => c.kind);
  const did = (acts: Act[]) => [...new Set(acts.map((a) => show(a, o.nameOf)))].join(', ');
  if (wrong.length > 0) return { ...base, outcome: 'wrong action', how: stored.length ? 'stored' : 'carried out', why: wrong.join('; ') };
  // Neither handled nor wrong: a person reads the list.
  if (base.visits) return { ...base, outcome: 'missed', how: 'other', why: 'changed visits, which this format cannot judge (listed apart)' };
  for (const e of expected) {
    if (e.label === 'none') {
      if (ran.length === 0 && offered.length === 0) return { ...base, outcome: 'handled', how: ranOther.length ? 'other' : 'nothing' };
      continue;
    }
    if (stored.some((a) => matches(e, a, o.nameOf))) return { ...base, outcome: 'handled', how: 'stored' };
    if (ran.some((a) => matches(e, a, o.nameOf))) {
      if (!HUB_LABELS[e.label].writes) return { ...base, outcome: 'handled', how: 'answered' };
      const whichOne = PERSON_LABELS.has(e.label) && o.replies.some((r) => /which one do you mean/i.test(r));
      return { ...base, outcome: 'handled', how: whichOne ? 'asked which member' : 'carried out' };
    }
  }
  const asked = expected.some((e) => offered.some((a) => matches(e, a, o.nameOf)));
  if (asked) {
    return m.expect.ask_ok
      ? { ...base, outcome: 'handled', how: 'asked' }
      : { ...base, outcome: 'missed', how: 'asked', why: 'asked, where the member meant it plainly (ask_ok is false)' };
  }
  const what = [ran.length ? `ran ${did(ran)}` : '', stored.length ? `stored ${did(stored)}` : '', offered.length ? `offered ${did(offered)}` : '', ranOther.length ? `ran ${[...new Set(ranOther)].join(', ')}` : '']
    .filter(Boolean)
    .join('; ');
  return { ...base, outcome: 'missed', how: ran.length || stored.length ? 'carried out' : offered.length ? 'asked' : ranOther.length ? 'other' : 'nothing', why: what || 'nothing done' };
}
