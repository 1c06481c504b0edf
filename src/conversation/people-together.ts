import type { Clause } from './meaning.js';
import { personNamed } from './antecedent.js';
import { names } from './hub-frames.js';

/**
 * Several people asked about together ("are Fern and June in Thursday?", "tell me when Nico and Yara arrive", "Corin
 * and Hana said they'd be in, are they here yet?"): the declared phrasings and the frames name one person, so the
 * message is read again with the group said as its first name, and a pronoun asked about ("are they", "when they
 * arrive") said as that name; a question about that one person is then asked of each, a follow made of all of them.
 * Only questions about people and follows spread: a write about the first name alone (a visit, a note) is no reading
 * of the group, and the message keeps its first reading (understand.ts).
 */
export interface Together {
  /** The message with each group said as its first name, and a pronoun asked about said as the one name left. */
  text: string;
  /** Each group's first name, and everyone in it, in the order written. */
  groups: ReadonlyMap<string, readonly string[]>;
  /** The name a pronoun was said as, if one was. */
  pronounFor?: string | undefined;
}

export function peopleTogether(body: string): Together | undefined {
  const found = names(body);
  const groups = new Map<string, string[]>();
  let text = '';
  let from = 0;
  for (let k = 0; k < found.length; k++) {
    let last = k;
    while (last + 1 < found.length && JOIN.test(body.slice(found[last]!.end, found[last + 1]!.at))) last++;
    if (last === k) continue;
    const group = found.slice(k, last + 1).map((n) => n.name);
    // (Nor a group spoken of as one person after it: "saw Greta, Umar too, is she in?".)
    if (new Set(group).size !== group.length || groups.has(group[0]!) || SINGULAR.test(body.slice(found[last]!.end))) return undefined;
    groups.set(group[0]!, group);
    text += body.slice(from, found[k]!.end);
    // ("Cleo and Bram both", "Nico and Yara, both of them": the group said again is the group.)
    from = found[last]!.end + (BOTH.exec(body.slice(found[last]!.end))?.[0].length ?? 0);
    k = last;
  }
  text += body.slice(from);
  // A pronoun asked about stands for the one person (or group) named, when only one was.
  const named = new Set(names(text).map((n) => n.name));
  let pronounFor: string | undefined;
  if (named.size === 1) {
    const [only] = named;
    const first = text.indexOf(only!);
    // (A group is "they", never "she": "saw Greta, Umar too, is she in?" asks of someone else.)
    const said = text.replace(ASKED_PRONOUN, (all: string, before: string, pronoun: string, at: number) =>
      at > first && (!groups.has(only!) || pronoun.toLowerCase() === 'they') ? `${before}${only!}` : all,
    );
    if (said !== text) pronounFor = only;
    text = said;
  }
  return groups.size > 0 || pronounFor !== undefined ? { text, groups, pronounFor } : undefined;
}

/**
 * The clauses read from `Together.text` with each question about a group's first name asked of everyone in it and each
 * follow made of them all, or undefined when that reading is no reading of the group (some clause names the first name
 * in a way that does not spread, or none names it at all).
 */
export function spreadOver(clauses: readonly Clause[], together: Together): Clause[] | undefined {
  if (namedOf(clauses, together) === 0) return undefined;
  let spread = 0;
  const out: Clause[] = [];
  for (const c of clauses) {
    const who = personNamed(c);
    const group = who === undefined ? undefined : together.groups.get(who);
    if (who !== undefined && !spreads(c)) return undefined;
    if (group === undefined) {
      if (who !== undefined && who === together.pronounFor) spread++;
      out.push(c);
      continue;
    }
    spread++;
    if (c.type === 'write' && c.write.op === 'hub') out.push({ ...c, write: { ...c.write, action: { ...c.write.action, who: group.join(' and ') } as typeof c.write.action } });
    else out.push(...group.map((name) => withName(c, name)));
  }
  return spread > 0 ? out : undefined;
}

/** How many times the clauses name someone of the groups, or the one a pronoun stood for. */
export function namedOf(clauses: readonly Clause[], together: Together): number {
  const people = new Set([...together.groups.values()].flat());
  if (together.pronounFor !== undefined) people.add(together.pronounFor);
  let n = 0;
  for (const c of clauses) {
    const who = personNamed(c);
    if (who === undefined) continue;
    n += who.split(/ and /).filter((name) => people.has(name)).length;
  }
  return n;
}

/** One person's pronoun. */
const SINGULAR = /\b(?:he|she|him|her|he's|she's|he'd|she'd)\b/i;

/** The group said again after it. */
const BOTH = /^(?:\s+both|\s+together|,?\s+(?:both|all) of (?:them|em|'em))\b/i;

/** Between two names of one group: a comma, "and", "&", "or" ("Fern or June"). */
const JOIN = /^\s*(?:,\s*(?:and\s+)?|(?:and|AND|And|&|\+|or)\s+)$/;

/** A pronoun right after a word that asks or a word of when ("are they in", "is she here", "when he arrives", "once they get in"). */
const ASKED_PRONOUN = /(\b(?:is|are|was|were|will|would|did|does|do|has|have|can|could|when|whenever|once|if|until|till) )(he|she|they)\b/gi;

/** Questions about a person, and follows or unfollows of them: what may be asked of several people at once. */
function spreads(c: Clause): boolean {
  if (c.type === 'read') return c.command.kind === 'presence' || c.command.kind === 'lastVisit' || c.command.kind === 'whois';
  return c.type === 'write' && c.write.op === 'hub' && (c.write.action.intent === 'follow' || c.write.action.intent === 'unfollow');
}

function withName(c: Clause, name: string): Clause {
  if (c.type !== 'read') return c;
  const cmd = c.command;
  if (cmd.kind === 'presence' || cmd.kind === 'lastVisit') return { ...c, command: { ...cmd, who: { kind: 'name', text: name } } };
  if (cmd.kind === 'whois') return { ...c, command: { ...cmd, query: { kind: 'name', text: name } } };
  return c;
}
