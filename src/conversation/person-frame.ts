import { addDaysIso, type IsoDate } from '../time/hub-date.js';
import { names, plainly } from './hub-frames.js';
import type { Item } from './items.js';
import type { Clause } from './meaning.js';

/**
 * A question about one person read by what it carries, as the hub's frames are (hub-frames.ts), when nothing else in
 * the message was read: a name and a word of being at the hub, asked ("Ines Palewick reach yet or what?"), is whether
 * they are in on the day named (today if none); "the last time" and a name is when they were last in. Reads only.
 */
export function personFrame(body: string, today: IsoDate, items: readonly Item[]): Clause[] {
  const said = plainly(body);
  const people = names(said);
  // (One person, named once or again: "Fern said she'd come, is Fern in?")
  if (new Set(people.map((p) => p.name)).size !== 1 || TOLD.test(said) || NOT_ASKED_OF.test(said)) return [];
  const who = { kind: 'name' as const, text: people[0]!.name };
  if (LAST.test(said)) return [{ type: 'read', command: { kind: 'lastVisit', who }, intent: 'person-frame-last' }];
  const after = said.slice(people.at(-1)!.end);
  if (!BEING_IN.test(after) || !ASKED.test(said)) return [];
  const whens = items.flatMap((i) => (i.kind === 'when' ? [i.when] : []));
  if (whens.length > 1 || (whens.length === 1 && (whens[0]!.kind !== 'day' || whens[0]!.alt !== undefined))) return [];
  const date = whens.length === 1 && whens[0]!.kind === 'day' ? whens[0]!.future : today;
  // (Only today or ahead: "was Ada in?" is another question, with its own phrasings.)
  if (date < today || date > addDaysIso(today, 60)) return [];
  return [{ type: 'read', command: { kind: 'presence', who, date }, intent: 'person-frame-in' }];
}

/** Being at the hub, said right after the name ("reach", "'s in", "is around", "come"). */
const BEING_IN = /^(?:'s)?\s*(?:is |be |will |gonna |going to )?(?:reach(?:ed)?|in\b|here\b|around\b|arriv(?:ed?|ing)|com(?:e|ing)|there\b|at the hub)/i;
/** Asked: a question mark, "yet", "or what", "or not", "or no". */
const ASKED = /\?|\byet\b|\bor (?:what|not|no)\b/i;
/** The last time one was in ("when's the last time X was round", "last seen"). */
const LAST = /\blast time\b|\blast seen\b|\bseen last\b/i;
/** Checking someone in, every arrival (a follow), anyone who knows: other questions than whether one person is in. */
const NOT_ASKED_OF = /\bcheck(?:ing)?\b|\b(?:every ?time|whenever|each time|notifications?|alerts?|avisar|shout|anyone|anybody|someone|somebody|who knows)\b/i;
/** Being told of an arrival is a follow (hub-frames.ts), not a question. */
const TOLD = /\b(?:tell|let|lemme|leh|notify|ping|message|text|inform|send) (?:me|us)\b|\blmk\b/i;
