import type { Attachment } from '../charts/chart.js';
import type { InboundMessage } from '../chat.js';
import type { Command, CommandKind } from '../commands/command.js';
import type { CommandContext, ConversationMemory, HandlerTable, Outcome } from '../commands/context.js';
import { departureOf } from '../commands/departures.js';
import { attempt } from '../commands/failures.js';
import { resolveSelf } from '../commands/targets.js';
import { depsWith } from '../commands/counted-deps.js';
import { SeenVisits } from '../directory/seen-visits.js';
import { collect } from '../util/collect.js';
import { hubToday, type IsoDate } from '../time/hub-date.js';
import type { Control, Reading } from './meaning.js';
import { fresh, readOffer, renderOffer, renderUndo, OFFER_MINUTES, YES_NO_HOURS } from './offer.js';
import { readYesNo } from '../text/yes-no.js';
import { readingOf } from './read-once.js';
import { datesNeeded, resolve, type Plan, type Visits, type VisitState } from './resolve.js';
import { undoOf } from './undo.js';
import { commandOf } from './command-of.js';
import { turnReplies } from './replies.js';

/** What the runner logs and counts for a message. */
export interface TurnResult {
  kind: CommandKind | 'unparsed';
  outcome: Outcome | 'parse_error' | 'parse_crash';
  /** The reader threw (a bug): logged with the input's length, never its text. */
  crash?: unknown;
  /** The commands that ran: the writes carried out, then the answers. */
  ran?: Command[];
}

/**
 * One message, start to end: read once, look at the member's visits when it
 * asks to change them, then act (all writes or none, then the answers, in one
 * reply that ends with how to undo), ask (a question offering exact commands;
 * nothing written), or say why not. "yes", a number and "undo" act on the
 * bot's own latest question or reply, read back from the chat.
 */
export async function converse(message: InboundMessage, ctx: CommandContext, handlers: HandlerTable, read?: Reading, crashed?: unknown): Promise<TurnResult> {
  const timeZone = ctx.deps.settings.timeZone;
  const sentAt = message.sentAt ?? ctx.deps.clock.now();
  let reading: Reading | undefined;
  let crash = crashed;
  if (crash === undefined) {
    try {
      reading = read ?? readingOf(message, timeZone, sentAt);
    } catch (error) {
      crash = error;
    }
  }
  if (reading === undefined) {
    await ctx.reply(turnReplies.unreadable());
    return { kind: 'unparsed', outcome: 'parse_crash', crash };
  }
  const control = controlOf(reading);
  if (control) return answerControl(control, ctx, handlers);
  let visits: Visits = new Map();
  const window = datesNeeded(reading);
  if (window) {
    const mine = await visitsOf(ctx, window);
    if ('outcome' in mine) return { kind: firstKind(reading), outcome: mine.outcome };
    visits = mine.visits;
    // The handlers look up these days again before writing: the list just read answers them.
    ctx = { ...ctx, deps: depsWith(ctx.deps, { directory: ctx.deps.directory.knowing(mine.seen) }) };
  }
  const plan = resolve(reading, visits);
  return carryOut(plan, visits, ctx, handlers, reading.today);
}

/** A message that only answers the bot ("yes", "2", "undo"), with nothing else in it but chat. */
function controlOf(reading: Reading): Control | undefined {
  const meaningful = reading.clauses.filter((c) => c.type !== 'chat');
  const only = meaningful.length === 1 ? meaningful[0] : undefined;
  return only?.type === 'control' ? only.control : undefined;
}

/** The kind a message starts as (its first write or read): the log line's, even when it fails before it answers. */
export function firstKind(reading: Reading): CommandKind | 'unparsed' {
  for (const c of reading.clauses) {
    if (c.type === 'write') return c.write.op === 'cancel' ? 'checkout' : c.write.op === 'leave' ? 'leave' : c.write.op === 'hub' ? 'hub' : c.write.op.includes('Notes') ? 'note' : 'checkin';
    if (c.type === 'read') return c.command.kind;
  }
  return 'unparsed';
}

async function carryOut(plan: Plan, visits: Visits, ctx: CommandContext, handlers: HandlerTable, today: IsoDate): Promise<TurnResult> {
  if (plan.kind === 'say') {
    const answers = await execute([], plan.reads, visits, ctx, handlers, today);
    await ctx.reply([...answers.texts, plan.text].filter(Boolean).join('\n\n'));
    const kind = plan.reads[0]?.kind ?? 'unparsed';
    return { kind, outcome: plan.reads.length ? answers.outcome : 'parse_error', ran: plan.reads };
  }
  if (plan.kind === 'ask') {
    const answers = await execute([], plan.reads, visits, ctx, handlers, today);
    const offer = renderOffer(plan.question, plan.choices, ctx.sender, today);
    const text = [...answers.texts, offer.text].filter(Boolean).join('\n\n');
    const id = await sendRemembered(ctx, text, answers.attachments);
    if (typeof id === 'number' && ctx.reactTo) for (const emoji of offer.reactions) await ctx.reactTo(id, emoji.name).catch(() => undefined);
    return { kind: plan.choices[0]!.commands[0]!.kind, outcome: 'rejected', ran: plan.reads };
  }
  const done = await execute(plan.writes, plan.reads, visits, ctx, handlers, today);
  const undo = done.failed ? [] : undoOf(done.written, visits, today);
  const texts = [...plan.notes, ...done.texts];
  if (undo.length > 0) texts.push(renderUndo(undo, ctx.sender, today));
  await sendRemembered(ctx, texts.filter(Boolean).join('\n'), done.attachments);
  const kind = plan.writes[0]?.kind ?? plan.reads[0]?.kind ?? 'unparsed';
  return { kind, outcome: done.outcome, ran: [...done.written, ...(done.failed ? [] : plan.reads)] };
}

/** Sends one reply (with any pictures) and notes it where "yes" and "undo" look. */
async function sendRemembered(ctx: CommandContext, text: string, attachments: Attachment[]): Promise<number | void> {
  let id: number | void = undefined;
  if (attachments.length > 0) await ctx.replyWith(text, attachments);
  else id = await ctx.reply(text);
  ctx.deps.conversation?.remember({ id: typeof id === 'number' ? id : undefined, content: text, sentAt: ctx.deps.clock.now(), place: ctx.place });
  return id;
}

interface Executed {
  texts: string[];
  attachments: Attachment[];
  /** Writes their handler carried out. */
  written: Command[];
  failed: boolean;
  outcome: Outcome;
}

/**
 * Runs the writes, all or nothing (a write that fails undoes the ones before
 * it), then the reads; each handler's answer is kept for the one reply.
 */
export async function execute(writes: Command[], reads: Command[], before: Visits, ctx: CommandContext, handlers: HandlerTable, today: IsoDate): Promise<Executed> {
  const texts: string[] = [];
  const attachments: Attachment[] = [];
  const inner: CommandContext = {
    ...ctx,
    reply: (text) => {
      texts.push(text);
      return Promise.resolve();
    },
    replyWith: (text, more) => {
      texts.push(text);
      attachments.push(...more);
      return Promise.resolve();
    },
  };
  const written: Command[] = [];
  let outcome: Outcome = 'ok';
  for (const command of writes) {
    const result = await run(command, inner, handlers);
    if (result === 'ok') written.push(command);
    if (result === 'failed') {
      // All or nothing: put back what this message already changed, then say that nothing changed.
      const failure = texts.pop() ?? '';
      const back = undoOf(written, before, today);
      for (const c of back) await run(c, { ...inner, reply: () => Promise.resolve(), replyWith: () => Promise.resolve() }, handlers);
      const undone = written.length > 0 ? turnReplies.undoneAll() : '';
      return { texts: [`${failure}${undone}`], attachments: [], written: [], failed: true, outcome: 'failed' };
    }
    if (result === 'rejected' && outcome === 'ok') outcome = 'rejected';
  }
  for (const command of reads) {
    const result = await run(command, inner, handlers);
    if (result !== 'ok') outcome = result;
  }
  return { texts, attachments, written, failed: false, outcome };
}

function run(command: Command, ctx: CommandContext, handlers: HandlerTable): Promise<Outcome> {
  const handler = handlers[command.kind] as (c: Command, x: CommandContext) => Promise<Outcome>;
  return handler(command, ctx);
}

/** The sender's visits over a window (one request), as writes need to know them. */
async function visitsOf(ctx: CommandContext, window: { start: IsoDate; end: IsoDate }): Promise<{ visits: Visits; seen: SeenVisits } | { outcome: Outcome }> {
  const me = await resolveSelf(ctx);
  if ('outcome' in me) return me;
  const query = { person_id: me.profile.id, start_date: window.start, end_date: window.end };
  const found = await attempt(ctx, () => collect(ctx.deps.directory.walkHubVisits(query, ctx.signal)));
  if ('outcome' in found) return found;
  const visits = new Map<IsoDate, VisitState>();
  for (const v of found.value) visits.set(v.date, { notes: v.notes ?? '', left: departureOf(v) !== undefined });
  return { visits, seen: new SeenVisits(me.profile.id, window, found.value) };
}

/** "yes", "2", "no", "undo": acts on the bot's own latest question or reply to this member here, read back from the chat. */
async function answerControl(control: Control, ctx: CommandContext, handlers: HandlerTable): Promise<TurnResult> {
  const memory = ctx.deps.conversation;
  const now = ctx.deps.clock.now();
  const today = hubToday(now, ctx.deps.settings.timeZone);
  if (!memory) {
    await ctx.reply(turnReplies.noMemory());
    return { kind: 'help', outcome: 'rejected' };
  }
  const since = new Date(now.getTime() - OFFER_MINUTES * 60_000);
  const recent = await memory.recent(ctx.place, since, ctx.signal).catch(() => []);
  const mine = recent.flatMap((m) => {
    const offer = readOffer(m.content);
    return offer && (offer.member === undefined || offer.member === ctx.sender.zulipId) && fresh(m.sentAt, now) ? [{ m, offer }] : [];
  });
  if (control.kind === 'undo') {
    const last = mine.find((x) => x.offer.undo && !x.m.done);
    if (!last) {
      await ctx.reply(turnReplies.nothingToUndo(OFFER_MINUTES));
      return { kind: 'help', outcome: 'rejected' };
    }
    return applyTexts(last.offer.undo!, last.m.id, ctx, handlers, today, 'undo');
  }
  const pending = mine.find((x) => x.offer.choices.length > 0 && !x.m.done);
  if (control.kind === 'no') {
    const question = pending ? undefined : await yesNoQuestion(memory, ctx);
    if (question) return applyTexts([question.no], question.id, ctx, handlers, today, 'confirm');
    if (pending) await memory.markDone(pending.m.id);
    await ctx.reply(pending ? turnReplies.declined() : turnReplies.noted());
    return { kind: 'smalltalk', outcome: 'ok' };
  }
  if (!pending) {
    // No offer waiting: a yes-or-no question of the bot's own (a routine's reminder) may be, for longer.
    const question = control.kind === 'yes' ? await yesNoQuestion(memory, ctx) : undefined;
    if (question) return applyTexts([question.yes], question.id, ctx, handlers, today, 'confirm');
    await ctx.reply(turnReplies.noQuestion(OFFER_MINUTES));
    return { kind: 'help', outcome: 'rejected' };
  }
  const index = control.kind === 'choose' ? control.option - 1 : 0;
  const choice = pending.offer.choices[index];
  if (!choice || (control.kind === 'yes' && pending.offer.choices.length > 1)) {
    const n = pending.offer.choices.length;
    await ctx.reply(turnReplies.whichOne(n));
    return { kind: 'help', outcome: 'rejected' };
  }
  return applyTexts(choice, pending.m.id, ctx, handlers, today, 'confirm');
}

/** The newest yes-or-no question of the bot's in this conversation, not yet answered, from the last YES_NO_HOURS. */
async function yesNoQuestion(memory: ConversationMemory, ctx: CommandContext): Promise<{ id: number; yes: string; no: string } | undefined> {
  const since = new Date(ctx.deps.clock.now().getTime() - YES_NO_HOURS * 3_600_000);
  const recent = await memory.recent(ctx.place, since, ctx.signal).catch(() => []);
  for (const m of recent) {
    const question = readYesNo(m.content);
    if (question) return m.done ? undefined : { id: m.id, ...question };
  }
  return undefined;
}

/**
 * Runs commands read back from one of the bot's messages (a choice, or an
 * undo), marks that message done, and answers in one reply (with its own undo).
 */
export async function applyTexts(texts: string[], messageId: number, ctx: CommandContext, handlers: HandlerTable, today: IsoDate, why: 'confirm' | 'undo'): Promise<TurnResult> {
  const commands = texts.map((t) => commandOf(t, ctx.deps.clock.now(), ctx.deps.settings.timeZone));
  if (commands.some((c) => c === undefined)) {
    await ctx.reply(turnReplies.unreadableOffer());
    return { kind: 'unparsed', outcome: 'rejected' };
  }
  const writes = commands as Command[];
  await ctx.deps.conversation?.markDone(messageId);
  const dates = writes.flatMap((c) => ('date' in c ? [c.date] : [])).sort();
  const mine = dates.length ? await visitsOf(ctx, { start: dates[0]!, end: dates.at(-1)! }) : { visits: new Map() as Visits };
  if ('outcome' in mine) return { kind: writes[0]!.kind, outcome: mine.outcome };
  const done = await execute(writes, [], mine.visits, ctx, handlers, today);
  const undo = why === 'confirm' && !done.failed ? undoOf(done.written, mine.visits, today) : [];
  const lines = [...done.texts, ...(undo.length ? [renderUndo(undo, ctx.sender, today)] : [])];
  if (why === 'undo' && !done.failed) lines.unshift('↩️ Undone:');
  await sendRemembered(ctx, lines.join('\n'), done.attachments);
  return { kind: writes[0]?.kind ?? 'unparsed', outcome: done.outcome, ran: done.written };
}
