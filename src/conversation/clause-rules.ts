import type { Item, Segment } from './items.js';
import { stripLeads } from './leads.js';
import type { Candidate, ClauseContext } from './matcher.js';
import type { Clause } from './meaning.js';
import { ACTIVITY_VERBS, ASIDE_WORDS, HEDGES, ORDER_VERBS, WATCH_OPENERS, NOT_SURE, OBJECT_PRONOUNS, OTHER_PEOPLE, RELATIONS, RETRACTIONS, RETRACTIONS_ALONE, SOFT_ASIDE_WORDS, VISIT_SPAN_TAIL } from './vocabulary.js';
import { inWeek, type When } from './when.js';

// Small judgements the reader makes about a run of items: a reason, a join, a retraction, a hedge, an order.

/** Words that begin the reason for a request ("… because my cat is sick"). */
export const REASON_STARTS = new Set(['because', 'since', 'cause', 'cuz', 'bc', 'due', 'coz', 'although', 'though']);

/** Words a sentence run on into the last one begins with. */
export const RUN_ON_STARTS = new Set(['i', "i'm", "i've", "i'll", "i'd", 'we', "we're", "we'll", 'see', 'thanks', 'bye']);

/** Words that open a condition a request hangs on ("if the trains run", "unless it snows", "provided I finish"). */
export const CONDITIONS = new Set(['if', 'unless', 'provided', 'assuming', 'depending']);

/** Intents that are talk to the bot, never notes. */
export const CHATTER = new Set(['hello', 'thanks', 'bye', 'ack', 'about', 'lead']);

/** "next week I'll be there Mon-Wed": the week and its weekdays, said apart, are one entity. */
export function weeksMerged(items: Item[]): Item[] {
  const whens = items.filter((i): i is Extract<Item, { kind: 'when' }> => i.kind === 'when');
  if (whens.length !== 2) return items;
  const [a, b] = [whens[0]!, whens[1]!];
  for (const [span, days] of [[a, b], [b, a]] as const) {
    const merged = inWeek(span.when, days.when);
    if (merged) return items.filter((i) => i !== span).map((i) => (i === days ? { ...days, when: merged } : i));
  }
  return items;
}

/** "please plan a visit for me on wednesday": "for me" says nothing more. */
export function withoutForMe(items: Item[]): Item[] {
  const at = items.findIndex((i, k) => i.kind === 'word' && i.word === 'for' && items[k + 1]?.kind === 'word' && (items[k + 1] as { word: string }).word === 'me');
  return at === -1 ? items : [...items.slice(0, at), ...items.slice(at + 2)];
}

/** A crowd called to ("y'all" and "guys" are read as "everyone"). */
const VOCATIVE_CROWD = new Set(['everyone', 'everybody']);

/** How sure a clause is, with what the sentence around it said. */
export function settle(clause: Clause, how: { asked: boolean; typo: boolean; tied: boolean; confirm: boolean; hedged: boolean }): Clause {
  if (clause.type !== 'write') return clause;
  const question = how.asked;
  return { ...clause, question, sure: clause.sure && !question && !how.typo && !how.tied && !how.confirm && !how.hedged };
}

/**
 * Whether the words around a write (its notes aside) make it a maybe ("might
 * come fri") or someone else's ("check him in"): either way the member did not
 * decide a change to their own visits, so it is offered, not made.
 */
export function hedged(items: Item[], best: Candidate, ctx: ClauseContext): boolean {
  const outside = best.text ? [...items.slice(0, best.text.from), ...items.slice(best.text.to)] : items;
  // "tell me if Ada comes in": an "if" that opens what is watched for ({person} then what they do) is no doubt.
  const before = best.match.slots.person ? items[best.match.slots.person.from - 1] : undefined;
  const opener = before?.kind === 'word' && WATCH_OPENERS.has(before.word) ? before : undefined;
  const words = outside.flatMap((i) => (i.kind === 'word' && i !== opener ? [i.word] : []));
  // (Others named in a hub setting are its subject, not whose visit it is: "let anyone follow me", "don't tell anyone I'm here".)
  const othersDoubt = !(best.clause?.type === 'write' && best.clause.write.op === 'hub');
  // (The crowd named last after "I'm here" is called to, not checked in: "I'm here y'all", "here now everyone".)
  const present = best.clause?.type === 'write' && best.clause.write.op === 'checkin' && best.clause.write.present === true;
  // (After "here" or "now" only: "check in everyone" and "I'm checking in everyone" may be about them.)
  const calledTo = (w: string, k: number) => present && k === words.length - 1 && VOCATIVE_CROWD.has(w) && ['here', 'now', 'back'].includes(words[k - 1] ?? '');
  if (words.some((w, k) => HEDGES.has(w) || (othersDoubt && OTHER_PEOPLE.has(w) && !calledTo(w, k)))) return true;
  // A text that starts with someone else ("checkin my colleague Kaia", "checkin our intern", "check in a friend", "check
  // in him"): not the sender's visit.
  // (A word or two may describe them first: "the new intern", "a visiting friend".)
  const opening = best.text ? items.slice(best.text.from, best.text.from + 4).flatMap((i) => (i.kind === 'word' ? [i.word] : [])) : [];
  if (OBJECT_PRONOUNS.has(opening[0] ?? '') || (WHOSE.has(opening[0] ?? '') && opening.slice(1, 4).some((w) => RELATIONS.has(w)))) return true;
  const first = outside[0];
  const last = outside.at(-1);
  const said = first && last ? ctx.text.slice(ctx.tokens[first.from]!.start, ctx.tokens[last.to - 1]!.end) : '';
  return NOT_SURE.test(said);
}

/** "… today instead of tmrw": the day given up, and the rest without it. */
export function insteadOf(items: Item[]): { items: Item[]; when: When } | undefined {
  for (let i = 0; i + 2 < items.length; i++) {
    const [a, b, c] = [items[i]!, items[i + 1]!, items[i + 2]!];
    if (a.kind === 'word' && a.word === 'instead' && b.kind === 'word' && b.word === 'of' && c.kind === 'when') {
      return { items: [...items.slice(0, i), ...items.slice(i + 3)], when: c.when };
    }
  }
  return undefined;
}

/**
 * "so for Friday can you put 'X' on my visit": a day said first, then the request's lead. The lead goes as it would
 * at the front; the day stays where it was (templates take a day anywhere).
 */
export function frontedDayLeads(stripped: ReturnType<typeof stripLeads>): ReturnType<typeof stripLeads> {
  const [day, ...rest] = stripped.items;
  if (day?.kind !== 'when' || rest.length < 2) return stripped;
  const after = stripLeads(rest);
  if (after.leads.size === 0 || after.leads.has('how') || after.leads.has('whether')) return stripped;
  return { items: [day, ...after.items], leads: new Set([...stripped.leads, ...after.leads]), questionWords: [...stripped.questionWords, ...after.questionWords] };
}

/** Words before a relation that make it someone ("my colleague", "our intern", "a friend", "the new hire"). */
const WHOSE = new Set(['my', 'our', 'the', 'a', 'an', 'your', 'his', 'her', 'their', 'this', 'that']);

/**
 * A segment that says how a day stands after "DAY:" ("here", "planned", "off"), or undefined: one word, or a word of
 * being off followed by why ("off sick", "away - dentist": the reason is no notes of a visit).
 */
export function dayState(seg: Segment): 'in' | 'off' | undefined {
  // ("in all day": how long the visit lasts is the visit's.)
  const tail = visitSpanTail(seg.items.map((i) => (i.kind === 'word' ? i.word : '')));
  const said = tail > 0 && tail < seg.items.length ? seg.items.slice(0, seg.items.length - tail) : seg.items;
  const words = said.filter((i) => !(i.kind === 'word' && i.filler && !DAY_STATES.has(i.word)));
  const [first] = words;
  if (first?.kind !== 'word') return undefined;
  if (words.length === 1) return DAY_STATES.get(first.word);
  // ("Thursday: not coming", "Fri: not in".)
  if (words.length === 2 && first.word === 'not' && words[1]!.kind === 'word' && DAY_STATES.get(words[1]!.word) === 'in') return 'off';
  return DAY_STATES.get(first.word) === 'off' ? 'off' : undefined;
}

const DAY_STATES = new Map<string, 'in' | 'off'>([
  ...['here', 'in', 'present', 'planned', 'coming', 'booked', 'yes', 'y', 'in-person', 'onsite', 'attending'].map((w): [string, 'in'] => [w, 'in']),
  // (Not "out": "today: out" may say they have left.)
  ...['off', 'cancel', 'cancelled', 'cancelling', 'no', 'n', 'away', 'wfh', 'remote', 'skip', 'skipping', 'absent', 'sick', 'ill', 'ooo', 'pto', 'holiday', 'vacation'].map((w): [string, 'off'] => [w, 'off']),
]);

/** "and", "+", "&", "plus", "also": a join between two requests. */
export function isJoin(item: Item | undefined): boolean {
  return item?.kind === 'word' && /^(and|\+|&|plus|also)$/.test(item.word);
}

export function startsAside(seg: Segment): boolean {
  const [first, second] = seg.items;
  if (first?.kind !== 'word') return false;
  if (ASIDE_WORDS.includes(first.word)) return true;
  return SOFT_ASIDE_WORDS.includes(first.word) && !(second?.kind === 'word' && ACTIVITY_VERBS.test(second.word));
}

/** How many items at the start of a segment take back what was said before ("oh wait no", "scratch that"; "never mind" only alone): 0 if none. */
export function retractionLength(items: Item[]): number {
  const words: string[] = [];
  for (const i of items) {
    if (i.kind !== 'word') break;
    words.push(i.word);
  }
  const said = words.join(' ');
  if (words.length === items.length && RETRACTIONS_ALONE.test(said)) return items.length;
  const m = RETRACTIONS.exec(said);
  return m ? m[0].split(' ').length : 0;
}

/** How many words at the end of WORDS say only how long the visit lasts ("all day", "the rest of the day", "both days"): 0 if none. */
export function visitSpanTail(words: string[]): number {
  const text = words.join(' ');
  const m = VISIT_SPAN_TAIL.exec(text);
  return m ? m[0].trim().split(/\s+/).length : 0;
}

/** A clause that begins with an order to the bot about the sender ("tell me …", "ping me …"): a request, even ending in "?". */
export function isOrder(items: Item[]): boolean {
  const [verb, me] = items;
  return verb?.kind === 'word' && ORDER_VERBS.has(verb.word) && me?.kind === 'word' && me.word === 'me';
}

export function isFollow(clause: Clause | undefined): boolean {
  return clause?.type === 'write' && clause.write.op === 'hub' && clause.write.action.intent === 'follow';
}

/** The same write, however it was said: "count me in" as a check-in (here now) and as a plan for today are one write. */
export function sameWrite(a: Clause, b: Clause): boolean {
  const plain = (c: Clause) => (c.type === 'write' ? JSON.stringify({ ...c.write, present: undefined }) : '');
  return a.type === 'write' && b.type === 'write' && plain(a) === plain(b);
}

export function sameWhen(a: When | undefined, b: When): boolean {
  if (a?.kind === 'day' && b.kind === 'day') return a.future === b.future;
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

export function optionalTopic<T>(topic: T | undefined): { topic?: T } {
  return topic === undefined ? {} : { topic };
}
