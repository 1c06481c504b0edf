import type { Item } from './items.js';
import type { Reading } from './meaning.js';
import { FOLLOW_LASTING, FOLLOW_TODAY_ONLY } from './vocabulary.js';

// How long a follow lasts, from the words around it ("just today", "from now on").

/**
 * How long the follows of a message last, from what is said beside them ("…, from now on", "just today"): today only
 * wins over the phrasing's own reading; such words said alone are understood, not left unclear.
 */
export function followSpan(reading: Reading, body: string): void {
  const follows = reading.clauses.flatMap((c) => (c.type === 'write' && c.write.op === 'hub' && c.write.action.intent === 'follow' ? [c.write.action] : []));
  if (follows.length === 0) return;
  // "follow Ada every day": the exact command's name runs to the end of the line; how long is not part of it.
  for (const f of follows) f.who = whoWithoutSpan(f.who, body);
  const pieces = body.split(/[,.;:!?()—–]+|\s-\s/).map(spanText).filter((p) => p !== '');
  // Each piece says what its longest matching tail says: "not just today" is lasting, though "just today" ends it.
  const said = pieces.flatMap((p) => {
    const words = p.split(' ');
    const tail = words.map((_, k) => words.slice(k).join(' ')).find((t) => FOLLOW_LASTING.test(t) || FOLLOW_TODAY_ONLY.test(t));
    // (Days said as a habit, "only really care on Fridays": more than today, so lasting.)
    if (tail === undefined) return LASTING_HEAD.test(p) || HABIT_DAYS.test(p) ? ['lasting'] : [];
    return [FOLLOW_LASTING.test(tail) ? 'lasting' : 'today'];
  });
  const todayOnly = said.includes('today');
  const lasting = said.includes('lasting');
  if (todayOnly !== lasting) for (const f of follows) f.oneShot = todayOnly;
  reading.unclear = reading.unclear.filter((u) => !(FOLLOW_TODAY_ONLY.test(spanText(u)) || FOLLOW_LASTING.test(spanText(u))));
}

/** Weekdays in the plural, or weekdays and weekends: a habit. */
const HABIT_DAYS = /\b(?:mon|tues|wednes|thurs|fri|satur|sun|week)days\b|\bweekends\b/;

/** "… Every time he arrives you tell me", "each time she comes in, ping me": the follow said again, lasting. */
const LASTING_HEAD = /^(?:and |but |so |pls |please )?(?:(?:every|each) (?:single )?time|whenever) (?:he|she|they|\p{L}+) (?:arrives?|comes?|gets?|shows?|reach(?:es)?|turns?|walks?|is)\b/u;

/** Words only, lower case, one space apart (emoji and punctuation gone), for FOLLOW_LASTING and FOLLOW_TODAY_ONLY. */
export function spanText(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A name followed by words that say how long a follow lasts ("Ada every day", "Bram just today", "Cleo from now on",
 * whose "now" the name's words lost as a day): the name alone. What follows the name is read in the message itself.
 */
function whoWithoutSpan(who: string, body: string): string {
  const words = who.split(/\s+/);
  const lower = body.toLowerCase();
  for (let k = 1; k < words.length; k++) {
    const name = words.slice(0, k).join(' ').replace(/[,;:—–-]+$/, '');
    const at = lower.indexOf(name.toLowerCase());
    if (at < 0) continue;
    const after = spanText(body.slice(at + name.length).split(/[,.;!?()]/)[0] ?? '');
    if (FOLLOW_LASTING.test(after) || FOLLOW_TODAY_ONLY.test(after)) return name;
  }
  return who;
}

/** A clause's last words that say how long a follow lasts ("… from now on"), cut off when what is left is a follow. */
export function withoutSpanTail(items: Item[], text: (from: number, to: number) => string): Item[] | undefined {
  for (let k = Math.min(6, items.length - 2); k >= 1; k--) {
    const tail = items.slice(items.length - k);
    const said = spanText(text(tail[0]!.from, tail.at(-1)!.to));
    if (FOLLOW_LASTING.test(said) || FOLLOW_TODAY_ONLY.test(said)) return items.slice(0, items.length - k);
  }
  return undefined;
}
