// A day said first, set off by a comma, then a question that names no day ("Friday, who comes?", "tomorrow — anyone
// around?", "next monday, can you put me down?"): the day is the question's, as if said after it. Said before a
// question that names its own day, or before anything but a question, it is left where it is.

const DAY = '(?:on\\s+)?(?:(?:this|next)\\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tmrw|today|tonight';
const FRONTED = new RegExp(`^(\\s*)(${DAY})\\s*(?:,|—|–|-|:)\\s*((?:who|what|how|is|are|will|can|could|would|does|do|anyone|anybody|any)\\b[^?\\n]*)\\?`, 'i');
/** A day, or a date, inside the question: then the fronted day is not the only one. */
const ANY_DAY = /\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\b(?:tomorrow|tmrw|today|tonight|week|month)\b|\d/i;

/** TEXT with a fronted day moved to the end of the question after it; as it was otherwise. */
export function frontedDayMoved(text: string): string {
  const m = FRONTED.exec(text);
  if (m === null || ANY_DAY.test(m[3]!)) return text;
  return `${m[1]}${m[3]!.trimEnd()} ${m[2]}?${text.slice(m[0].length)}`;
}
