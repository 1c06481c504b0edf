import type { Command, Smalltalk, Target } from '../commands/command.js';
import { dayLabel, dayText } from '../commands/format.js';
import { notesTooLong } from '../commands/limits.js';
import { neutralise } from '../text/markdown.js';
import { addDaysIso, daysBetween, type IsoDate } from '../time/hub-date.js';
import type { Clause, Reading, Write } from './meaning.js';
import type { When } from './when.js';
import { clarifyReplies } from './replies.js';
import { SAME_NOTES } from './vocabulary.js';

/** A visit as far as a write needs to know it: there, its notes, whether they left. */
export interface VisitState {
  notes: string;
  left: boolean;
}
export type Visits = ReadonlyMap<IsoDate, VisitState>;

/** One answer to a question of the bot's: the commands it would run, and a few words for it. */
export interface Choice {
  label: string;
  commands: Command[];
}

/**
 * What to do with a message, now that the member's visits are known: run the
 * commands (writes first, all or nothing, then reads), ask (nothing written:
 * a question offering exact commands), or only say something.
 */
export type Plan =
  | { kind: 'act'; writes: Command[]; reads: Command[]; notes: string[] }
  | { kind: 'ask'; question: string; choices: Choice[]; reads: Command[] }
  | { kind: 'say'; text: string; reads: Command[] };

/** How far back "same as last time" looks for the notes it copies. */
const NOTES_LOOKBACK_DAYS = 30;

/** Writes further than this from today are refused: nobody plans a visit for 9999-12-31 on purpose. */
export const MAX_WRITE_DAYS = 365;

/** The dates a reading's writes may touch, so their visits are read once, in one request. */
export function datesNeeded(reading: Reading): { start: IsoDate; end: IsoDate } | undefined {
  const dates: IsoDate[] = [];
  const add = (w: When | undefined) => {
    if (!w) return;
    if (w.kind === 'day') dates.push(w.future, w.past, ...(w.alt ? [w.alt] : []));
    else if (w.kind === 'days') dates.push(...w.dates, ...(w.alt ?? []));
    else dates.push(w.range.start, w.range.end);
  };
  let any = false;
  for (const c of reading.clauses) {
    // (The hub's writes are on frontdesk's own storage, not visits; a write for someone else is the handler's to refuse or do.)
    if (c.type !== 'write' || c.write.op === 'hub') continue;
    if ('target' in c.write && c.write.target.kind !== 'self') continue;
    any = true;
    const w = c.write;
    if ('when' in w) add(w.when);
    // "same thing as yesterday": the notes of the latest visit before, which may be weeks back.
    if (w.op === 'checkin' && w.notes !== undefined && SAME_NOTES.test(w.notes.trim().replace(/[.!]+$/, ''))) dates.push(addDaysIso(reading.today, -NOTES_LOOKBACK_DAYS));
    if (w.op === 'move') {
      add(w.from);
      add(w.to);
    }
  }
  if (!any) return undefined;
  dates.push(reading.today);
  // Cancelling without a day looks at what is planned ahead.
  dates.push(addDaysIso(reading.today, 60));
  const sorted = dates.filter((d) => Math.abs(daysBetween(reading.today, d)) <= MAX_WRITE_DAYS + 7).sort();
  return { start: sorted[0]!, end: sorted.at(-1)! };
}

/** Turns a reading into a plan, against the member's visits. */
export function resolve(reading: Reading, visits: Visits): Plan {
  return new Resolver(reading, visits).plan();
}

type Outcome = { sure: true; commands: Command[] } | { sure: false; choices: Choice[]; why?: string; reads?: Command[] } | { say: string };

class Resolver {
  readonly #today: IsoDate;
  constructor(
    private readonly reading: Reading,
    private readonly visits: Visits,
  ) {
    this.#today = reading.today;
  }

  plan(): Plan {
    const reads: Command[] = [];
    const chats: Command[] = [];
    const helps: Command[] = [];
    const says: string[] = [];
    const outcomes: Array<{ clause: Extract<Clause, { type: 'write' }>; outcome: Outcome }> = [];
    // "I cannot come tomorrow, please remove me": a vague cancel (no day, only offered) beside one cancel with its day is that one.
    const dated = this.reading.clauses.filter((c) => c.type === 'write' && c.write.op === 'cancel' && c.write.when !== undefined);
    const vague = (c: Clause) => c.type === 'write' && c.write.op === 'cancel' && c.write.when === undefined && !c.sure && !c.write.all && !c.write.next;
    const clauses = dated.length === 1 ? this.reading.clauses.filter((c) => !vague(c)) : this.reading.clauses;
    for (const c of clauses) {
      if (c.type === 'read') reads.push(c.command);
      else if (c.type === 'chat' && c.command) chats.push(c.command);
      else if (c.type === 'help') helps.push(c.topic ? { kind: 'help', topic: c.topic } : { kind: 'help' });
      else if (c.type === 'say') says.push(c.text);
      else if (c.type === 'write') outcomes.push({ clause: c, outcome: this.#write(c) });
    }
    const answers = [...reads, ...dedupe(helps)];
    if (outcomes.length === 0) {
      if (says.length > 0) return { kind: 'say', text: says.join('\n'), reads: answers };
      if (answers.length > 0) return { kind: 'act', writes: [], reads: answers, notes: [] };
      const chat = bestChat(chats);
      if (chat) return { kind: 'act', writes: [], reads: [chat], notes: [] };
      return { kind: 'say', text: notUnderstood(this.reading.text), reads: [] };
    }
    const said = [...says, ...outcomes.flatMap((o) => ('say' in o.outcome ? [o.outcome.say] : []))];
    const rest = outcomes.filter((o) => !('say' in o.outcome));
    if (rest.length === 0) return { kind: 'say', text: said.join('\n'), reads: answers };
    const unclear = this.reading.unclear.length > 0;
    // A vague request that a clear one in the same message spells out ("working from home today. Please delete it"): as sure as that one.
    const sureKeys = new Set(rest.flatMap((o) => ('sure' in o.outcome && o.outcome.sure ? o.outcome.commands.map((c) => JSON.stringify(c)) : [])));
    const spelledOut = (o: Outcome) =>
      'choices' in o && o.choices.length === 1 && o.choices[0]!.commands.length > 0 && o.choices[0]!.commands.every((c) => sureKeys.has(JSON.stringify(c)));
    const allSure = rest.every((o) => ('sure' in o.outcome && o.outcome.sure === true) || spelledOut(o.outcome));
    if (allSure && !unclear) {
      const writes = rest.flatMap((o) => ('commands' in o.outcome ? o.outcome.commands : []));
      return { kind: 'act', writes: dedupeCommands(writes), reads: answers, notes: said };
    }
    // Something is not clear: one question for the whole message, every action in it, nothing written.
    // ("and Friday maybe": a choice with it, and one without it.)
    const options = rest.map((o) => {
      const choices = (o.outcome as { sure: boolean }).sure === true ? [{ label: '', commands: (o.outcome as { commands: Command[] }).commands }] : (o.outcome as { choices: Choice[] }).choices;
      return o.clause.intent === 'maybe' ? [...choices, { label: '', commands: [] }] : choices;
    });
    const whys = rest.flatMap((o) => ('why' in o.outcome && o.outcome.why ? [o.outcome.why] : []));
    const choices = combine(options).slice(0, 4).map((choice) => ({ ...choice, commands: privacyFirst(choice.commands) }));
    if (choices.length === 0) return { kind: 'say', text: notUnderstood(this.reading.text), reads: answers };
    // (A write offered for a day without a visit says so first: "you have no visit on …".)
    const extra = rest.flatMap((o) => ('reads' in o.outcome && o.outcome.reads ? o.outcome.reads : []));
    return { kind: 'ask', question: [...said, ...whys].join(' '), choices, reads: [...extra, ...answers] };
  }

  #write(c: Extract<Clause, { type: 'write' }>): Outcome {
    const o = this.#exact(c.write);
    if ('say' in o || !o.sure) return o;
    // A question about doing something, or a reading not sure enough: offered, not done.
    if (!c.sure || c.question) return { sure: false, choices: [{ label: '', commands: o.commands }] };
    return o;
  }

  #exact(w: Write): Outcome {
    switch (w.op) {
      case 'checkin':
        return this.#checkin(w);
      case 'cancel':
        return this.#cancel(w);
      case 'leave':
        // "out 5pm" said at half past ten: leaving later, not now; nothing is recorded until they go.
        if (w.time?.minutes !== undefined && w.time.minutes > this.reading.minutes + 10) return { say: clarifyReplies.leavingLater() };
        return { sure: true, commands: [{ kind: 'leave', target: w.target, date: this.#today }] };
      case 'away':
        return {
          sure: false,
          choices: [
            { label: clarifyReplies.leftChoice(), commands: [{ kind: 'leave', target: SELF, date: this.#today }] },
            { label: clarifyReplies.notComingChoice(), commands: [{ kind: 'checkout', target: SELF, date: this.#today }] },
          ],
          why: clarifyReplies.leftOrNotComing(),
        };
      case 'hub':
        return { sure: true, commands: [{ kind: 'hub', action: w.action }] };
      case 'back':
        // Back without having checked in today: they are here, so they are checked in.
        if (w.arrived && !this.visits.has(this.#today)) return { sure: true, commands: [{ kind: 'checkin', target: SELF, date: this.#today }] };
        return { sure: true, commands: [{ kind: 'checkin', target: SELF, date: this.#today, returning: true }] };
      case 'setNotes':
      case 'clearNotes':
      case 'appendNotes':
        return this.#notes(w);
      case 'move':
        return this.#move(w);
      case 'keep':
        return { sure: true, commands: [] };
    }
  }

  #checkin(w: Extract<Write, { op: 'checkin' }>): Outcome {
    const target = w.target;
    // "same project", "same as today": the notes of the visit they mean, copied.
    const notes = w.notes !== undefined && SAME_NOTES.test(w.notes.trim().replace(/[.!]+$/, '')) ? this.#latestNotes() : w.notes;
    // What follows a comma alone ("actually still here, the call ran long") does not replace notes the visit has: it may say
    // why as well as what they do. On a visit without notes it is kept ("I'm here, in a meeting till 3").
    const keeps = (date: IsoDate) => w.notesByComma === true && (this.visits.get(date)?.notes ?? '').trim() !== '';
    const make = (date: IsoDate): Command => ({ kind: 'checkin', target, date, ...(notes !== undefined && !keeps(date) ? { notes } : {}) });
    // Notes over the limit are refused before anything is offered (an offer could not be carried out).
    const tooLong = notesTooLong(notes);
    if (tooLong) return { say: tooLong };
    if (w.when?.kind === 'range') return { say: clarifyReplies.oneDayOnly() };
    // (A span was answered above: any other `when` names at least one day.)
    const days = this.#days(w.when, 'future');
    const far = days.find((d) => Math.abs(daysBetween(this.#today, d)) > MAX_WRITE_DAYS);
    if (far) return { say: clarifyReplies.tooFar(dayText(far, this.#today), far > this.#today) };
    // Not here yet ("I'll be there at 2", "coming in 10 minutes", "I'll be in later today"): nothing is recorded until they arrive.
    // A clock time says which it is: "reached the hub at 10:15" at half past ten is past.
    const later = w.time?.minutes !== undefined ? w.time.minutes > this.reading.minutes + 10 : w.time?.later;
    if (later && days.length === 1 && days[0] === this.#today) return { say: clarifyReplies.notYet() };
    const alternatives = this.#alternatives(w.when);
    // Today's weekday said as being here ("tuesday check in" on a Tuesday): today, unless a visit today already is (then next
    // week's may be meant). Said as a plan ("I'll come on Tuesday", "plan: tuesday"), nobody plans the day they are living:
    // next week's is as likely, so it asks (blind rounds 1-4 meant next week or were unsure, every time: issue 23).
    if (w.present && alternatives && alternatives[0]!.length === 1 && alternatives[0]![0] === this.#today && !this.visits.has(this.#today)) {
      return { sure: true, commands: [make(this.#today)] };
    }
    if (alternatives) {
      return { sure: false, choices: alternatives.map((set) => ({ label: dayChoice(set, this.#today), commands: set.map(make) })), why: whichDay(alternatives, this.#today) };
    }
    // A day that has gone by ("I'm here yesterday"): recorded only when asked for by its full date.
    const past = days.filter((d) => d < this.#today);
    if (past.length > 0 && !w.exact && !(w.when?.kind === 'day' && w.when.fullDate)) {
      return { sure: false, choices: [{ label: '', commands: days.map(make) }], why: clarifyReplies.pastVisit(dayLabel(past[0]!, this.#today)) };
    }
    return { sure: true, commands: days.map(make) };
  }

  #cancel(w: Extract<Write, { op: 'cancel' }>): Outcome {
    const target = w.target;
    const make = (date: IsoDate): Command => ({ kind: 'checkout', target, date });
    const mine = target.kind === 'self';
    const planned = [...this.visits.keys()].filter((d) => d > this.#today).sort();
    if (w.next) {
      if (planned.length === 0) return { say: clarifyReplies.nothingPlanned() };
      return { sure: true, commands: [make(planned[0]!)] };
    }
    if (w.when === undefined && !w.all) {
      if (!mine || this.visits.has(this.#today)) return { sure: true, commands: [make(this.#today)] };
      // "cancel" alone with nothing today: the next planned visit, asked about.
      if (planned.length === 0) return { say: clarifyReplies.nothingPlanned() };
      return { sure: false, choices: planned.slice(0, 3).map((d) => ({ label: dayLabel(d, this.#today), commands: [make(d)] })), why: clarifyReplies.notCheckedInToday() };
    }
    if (w.all || w.when?.kind === 'range') {
      // "cancel all my visits" with no span: every planned one, asked about first.
      const range = w.when?.kind === 'range' ? w.when.range : { start: this.#today, end: addDaysIso(this.#today, MAX_WRITE_DAYS), label: 'ahead' };
      const gone = planned.filter((d) => d >= range.start && d <= range.end);
      if (gone.length === 0) return { say: clarifyReplies.nothingPlannedIn(range.label) };
      if (w.when === undefined) return { sure: false, choices: [{ label: '', commands: gone.slice(0, 10).map(make) }], why: clarifyReplies.planned(gone.length) };
      return { sure: true, commands: gone.map(make) };
    }
    const alternatives = this.#alternatives(w.when);
    if (alternatives && mine) {
      // Today's weekday, or "next wednesday" said early in the week: the day that has a visit is the one.
      const withVisit = alternatives.filter((set) => set.every((d) => this.visits.has(d)));
      // Today's weekday while today's visit is there ("not coming in on tuesday", said on a Tuesday): next week's may be
      // meant, and deleting today's (with its notes) would be the wrong write: asked, both days offered.
      const todays = withVisit.length === 1 && withVisit[0]!.includes(this.#today) && alternatives.length > 1;
      if (todays) return { sure: false, choices: alternatives.map((set) => ({ label: dayChoice(set, this.#today), commands: set.map(make) })), why: whichDay(alternatives, this.#today) };
      if (withVisit.length === 1) return { sure: true, commands: withVisit[0]!.map(make) };
      if (withVisit.length === 0) {
        const named = alternatives.map((set) => set.map((d) => dayLabel(d, this.#today)).join(', ')).join(' or ');
        return { say: clarifyReplies.noVisitNamed(named) };
      }
      return { sure: false, choices: withVisit.map((set) => ({ label: dayChoice(set, this.#today), commands: set.map(make) })), why: whichDay(withVisit, this.#today) };
    }
    // (A span was answered above: any other `when` names at least one day.)
    const days = this.#days(w.when, 'future');
    // A past visit happened: it goes only by its full date ("cancel 2026-11-19").
    const past = days.filter((d) => d < this.#today);
    if (past.length > 0 && !(w.when?.kind === 'day' && w.when.fullDate)) {
      return { sure: false, choices: [{ label: '', commands: days.map(make) }], why: clarifyReplies.cancelPast(dayLabel(past[0]!, this.#today)) };
    }
    // Several days: those with a visit (a day without one is only mentioned).
    if (days.length > 1 && mine) {
      const real = days.filter((d) => this.visits.has(d));
      if (real.length === 0) return { say: clarifyReplies.hadNoVisit(days.map((d) => dayText(d, this.#today)).join(' or ')) };
      return { sure: true, commands: real.map(make) };
    }
    return { sure: true, commands: days.map(make) };
  }

  #notes(w: Extract<Write, { op: 'setNotes' | 'clearNotes' | 'appendNotes' }>): Outcome {
    const target = 'target' in w ? w.target : SELF;
    const alternatives = this.#alternatives(w.when);
    let date: IsoDate;
    if (alternatives) {
      const withVisit = alternatives.filter((set) => set.length === 1 && this.visits.has(set[0]!));
      if (withVisit.length !== 1) return { say: clarifyReplies.whichDayNote(whichDay(alternatives, this.#today)) };
      date = withVisit[0]![0]!;
    } else {
      const days = this.#days(w.when, 'future');
      if (days.length !== 1) return { say: clarifyReplies.oneDayNote() };
      date = days[0]!;
    }
    if (w.op === 'clearNotes') return { sure: true, commands: [{ kind: 'note', target, date, action: { type: 'clear' } }] };
    // Notes for a day without a visit: that day's visit with them is offered (and said that there is none).
    if (target.kind === 'self' && !this.visits.has(date)) {
      const tooLong = notesTooLong(w.text);
      if (tooLong) return { say: tooLong };
      return { sure: false, choices: [{ label: '', commands: [{ kind: 'checkin', target, date, notes: w.text }] }], reads: [{ kind: 'myVisit', date }] };
    }
    if (w.op === 'setNotes') return { sure: true, commands: [{ kind: 'note', target, date, action: { type: 'set', text: w.text } }] };
    const old = this.visits.get(date)?.notes.trim() ?? '';
    const text = old === '' ? w.text : `${old}, ${w.text}`;
    return { sure: true, commands: [{ kind: 'note', target: SELF, date, action: { type: 'set', text } }] };
  }

  #move(w: Extract<Write, { op: 'move' }>): Outcome {
    const fromDays = this.#alternatives(w.from)?.map((s) => s[0]!) ?? this.#days(w.from, 'future');
    const from = fromDays.find((d) => this.visits.has(d));
    const to = this.#days(w.to, 'future');
    if (to.length !== 1) return { say: clarifyReplies.moveWhere() };
    if (!from) return { sure: false, choices: [{ label: '', commands: [{ kind: 'checkin', target: SELF, date: to[0]! }] }], why: clarifyReplies.nothingToMove(fromDays.map((d) => dayLabel(d, this.#today)).join(' or ')) };
    const notes = this.visits.get(from)?.notes ?? '';
    return {
      sure: true,
      commands: [
        { kind: 'checkout', target: SELF, date: from },
        { kind: 'checkin', target: SELF, date: to[0]!, ...(notes ? { notes } : {}) },
      ],
    };
  }

  /** Notes of today's visit, or else of the latest one before it ("same project"); undefined when there are none. */
  #latestNotes(): string | undefined {
    const dates = [...this.visits.keys()].filter((d) => d <= this.#today && this.visits.get(d)!.notes !== '').sort();
    const last = dates.at(-1);
    return last ? this.visits.get(last)!.notes : undefined;
  }

  /** The days a `when` names for a write: one day (the way the bias points), several, or none. */
  #days(when: When | undefined, bias: 'future' | 'past'): IsoDate[] {
    if (!when) return [this.#today];
    if (when.kind === 'day') return [bias === 'future' ? when.future : when.past];
    if (when.kind === 'days') return [...when.dates];
    return [];
  }

  /** Two readings of the same words ("tuesday" on a Tuesday: today or next week; "next wed" early in the week), or undefined. */
  #alternatives(when: When | undefined): IsoDate[][] | undefined {
    if (!when) return undefined;
    if (when.kind === 'day' && when.alt) return [[when.future], [when.alt]];
    if (when.kind === 'days' && when.alt) return [when.dates, [...when.alt].sort()];
    return undefined;
  }
}

const SELF: Target = { kind: 'self' };

/** Notes that say "the same as before". */

function dayChoice(dates: IsoDate[], today: IsoDate): string {
  return dates.map((d) => dayLabel(d, today)).join(', ');
}

/** "today (Tue Nov 24) or next Tuesday (Tue Dec 1)?" */
function whichDay(sets: IsoDate[][], today: IsoDate): string {
  // Several days a choice are named together ("today and tomorrow, or tomorrow and Fri Nov 27"), so the choices stay apart.
  const names = sets.map((set) => (set.length === 1 ? nameOf(set[0]!, today) : set.map((d) => dayText(d, today)).join(' and ')));
  return clarifyReplies.whichDay(names);
}

function nameOf(date: IsoDate, today: IsoDate): string {
  const label = dayLabel(date, today);
  if (label.includes('(')) return label;
  const weekday = dayText(date, today).slice(0, 3);
  const full = { Mon: 'Monday', Tue: 'Tuesday', Wed: 'Wednesday', Thu: 'Thursday', Fri: 'Friday', Sat: 'Saturday', Sun: 'Sunday' }[weekday] ?? weekday;
  const days = daysBetween(today, date);
  if (days > 0 && days <= 6) return clarifyReplies.thisWeekday(full, label);
  if (days > 6 && days <= 13) return clarifyReplies.nextWeekday(full, label);
  return label;
}

/** Every way to pick one option from each clause, each way one choice. */
function combine(options: Choice[][]): Choice[] {
  let out: Choice[] = [{ label: '', commands: [] }];
  for (const opts of options) {
    out = out.flatMap((a) => opts.map((b) => ({ label: [a.label, b.label].filter(Boolean).join('; '), commands: [...a.commands, ...b.commands] })));
  }
  return out.filter((c) => c.commands.length > 0);
}

function dedupe(commands: Command[]): Command[] {
  const seen = new Set<string>();
  return commands.filter((c) => {
    const key = JSON.stringify(c);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The same write twice ("made it! here now") is one write; a check-in beside "I'm back" on the same day is the return. */
function dedupeCommands(commands: Command[]): Command[] {
  const unique = arrivalFirst(privacyFirst(dedupe(commands)));
  const back = unique.find((c) => c.kind === 'checkin' && c.returning);
  return back && back.kind === 'checkin' ? unique.filter((c) => !(c.kind === 'checkin' && !c.returning && c.date === back.date && c.notes === undefined)) : unique;
}

/**
 * A day's arrival before its leaving, whatever order they were said in ("Leaving hub now, I forgot to mark that I came
 * this morning. Please put both"): leaving a day with no visit yet leaves nothing.
 */
function arrivalFirst(commands: Command[]): Command[] {
  const out = [...commands];
  for (let k = 0; k < out.length; k++) {
    const leave = out[k]!;
    if (leave.kind !== 'leave') continue;
    // (Not a return: "I said I left, but I'm still here" takes the leaving back, after it.)
    const at = out.findIndex((c, j) => j > k && c.kind === 'checkin' && !c.returning && c.date === leave.date && JSON.stringify(c.target) === JSON.stringify(leave.target));
    if (at < 0) continue;
    const [arrival] = out.splice(at, 1);
    out.splice(k, 0, arrival!);
    k++;
  }
  return out;
}

/** What hides or shields the member, done before anything else in the message: "I'm here but don't announce me" is hidden before the check-in an arrival ping could see. */
const SHIELDS = new Set(['ghost', 'listed', 'followable']);
function privacyFirst(commands: Command[]): Command[] {
  const shields = commands.filter((c) => c.kind === 'hub' && SHIELDS.has(c.action.intent));
  return shields.length === 0 ? commands : [...shields, ...commands.filter((c) => !shields.includes(c))];
}

const CHAT_ORDER: Smalltalk[] = ['about', 'thanks', 'hello', 'bye', 'stepOut', 'notYet', 'leaveLater', 'ack', 'chat'];

function bestChat(chats: Command[]): Command | undefined {
  const says = (c: Command) => (c.kind === 'smalltalk' ? CHAT_ORDER.indexOf(c.says) : 99);
  return [...chats].sort((a, b) => says(a) - says(b))[0];
}

/** What a message I could not read gets: what I can do, and help. */
export function notUnderstood(text: string): string {
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  // The member's words shown back can make no mention, link or Markdown structure.
  return clarifyReplies.notUnderstood(neutralise(shown.replace(/\s+/g, ' ').replace(/`/g, "'")));
}
