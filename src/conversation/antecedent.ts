import type { Item, Segment } from './items.js';
import type { Clause } from './meaning.js';
import type { Token } from './tokens.js';
import { MONTHS, WEEKDAYS } from './vocabulary.js';

/**
 * A pronoun for someone named earlier in the message ("Corin said he'd bring the kit, can you tell me when he gets
 * in?", "saw Bram yesterday, is he coming tomorrow?"): the segment with the pronoun standing for that name, so a
 * question or a follow about them reads. Only one person may have been named: with two ("Kaia and Umar … when they
 * get in") the pronoun stays what it was.
 */
export function withAntecedent(seg: Segment, earlier: Clause[], tokens: Token[], knownWords: ReadonlySet<string>): Segment | undefined {
  const at = seg.items.findIndex((i) => i.kind === 'word' && PRONOUNS.has(i.word));
  if (at < 0) return undefined;
  // (The name may stand earlier in the same sentence: "I'm not working with Dario anymore so I don't need to hear when he comes in".)
  const name = namedInClauses(earlier) ?? namedInText(tokens, seg.items[at]!.from, knownWords);
  if (name === undefined) return undefined;
  const pronoun = seg.items[at]!;
  const items: Item[] = seg.items.map((i, k) => (k === at && i.kind === 'word' ? { ...i, stands: name } : i));
  return pronoun.kind === 'word' ? { ...seg, items } : undefined;
}

/** Whether a reading with the pronoun standing for the name may be taken: only questions, and follows of that person. */
export function mayStandFor(clauses: Clause[]): boolean {
  return clauses.length > 0 && clauses.every((c) => c.type === 'read' || (c.type === 'write' && c.write.op === 'hub' && (c.write.action.intent === 'follow' || c.write.action.intent === 'unfollow')));
}

const PRONOUNS = new Set(['he', 'she', 'him', 'her', 'they', 'them', "'e", 'em']);

/** The one person an earlier clause was about ("is Yara in? if she is, …"). */
function namedInClauses(clauses: Clause[]): string | undefined {
  const names = new Set(clauses.flatMap((c) => personNamed(c) ?? []));
  return names.size === 1 ? [...names][0] : undefined;
}

/** The person a clause is about, by name: whether they are in, when they were last in, who they are, a follow of them. */
export function personNamed(c: Clause): string | undefined {
  if (c.type === 'read' && (c.command.kind === 'presence' || c.command.kind === 'lastVisit') && c.command.who.kind === 'name') return c.command.who.text;
  if (c.type === 'read' && c.command.kind === 'whois' && c.command.query.kind === 'name') return c.command.query.text;
  if (c.type === 'write' && c.write.op === 'hub' && 'who' in c.write.action && typeof c.write.action.who === 'string') return c.write.action.who;
  return undefined;
}

/**
 * The one name written before token `end`: words with a capital that are no word the bot knows (a first name, with
 * a surname after it: "Greta Rookwhistle"); a capitalised word that opens a sentence counts only if it is no known word.
 */
function namedInText(tokens: Token[], end: number, knownWords: ReadonlySet<string>): string | undefined {
  const names = new Set<string>();
  for (let k = 0; k < end; k++) {
    if (!isNameWord(tokens[k]!, knownWords)) continue;
    let last = k;
    while (last + 1 < end && isNameWord(tokens[last + 1]!, knownWords) && !/[,.;:!?]/.test(tokens[last]!.trail)) last++;
    names.add(tokens.slice(k, last + 1).map((t) => bare(t.raw)).join(' '));
    k = last;
  }
  return names.size === 1 ? [...names][0] : undefined;
}

function isNameWord(t: Token, knownWords: ReadonlySet<string>): boolean {
  const raw = bare(t.raw);
  if (!/^\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?$/u.test(raw)) return false;
  const word = raw.toLowerCase();
  return !knownWords.has(word) && !NOT_NAMES.has(word) && !WEEKDAYS.has(word) && !MONTHS.has(word);
}

/** A token without the punctuation around it, and without a possessive ("Corin's" is Corin). */
function bare(raw: string): string {
  return raw.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').replace(/[’']s$/, '');
}

/** Capitalised words that are never the person meant. */
const NOT_NAMES = new Set(['i', "i'm", "i'll", "i've", "i'd", 'hub', 'zulip', 'frontdesk', 'thanksgiving', 'christmas', 'xmas', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
