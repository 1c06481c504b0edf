/** Weekday words as members write them ("tue", "tuesdays", "Thursday"), 0 Sunday … 6 Saturday. */
const DAYS: Array<[number, RegExp]> = [
  [0, /^sun(day)?s?$/],
  [1, /^mon(day)?s?$/],
  [2, /^tues?(day)?s?$/],
  [3, /^wed(nesday)?s?$/],
  [4, /^thu(rs?)?(day)?s?$/],
  [5, /^fri(day)?s?$/],
  [6, /^sat(urday)?s?$/],
];
const NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const PLURAL = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

/** The weekday a word names, or undefined. */
export function weekdayWord(word: string): number | undefined {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  return DAYS.find(([, re]) => re.test(w))?.[0];
}

/**
 * The weekdays in "tue thu", "tuesdays and thursdays", "mon-wed", "mon to thu", "weekdays", "weekdays except
 * friday" (the days after "except" or "but not" are taken out); undefined when a word is neither a weekday nor a
 * joining word.
 */
export function readWeekdays(words: readonly string[]): number[] | undefined {
  const days = new Set<number>();
  let removing = false;
  const list = words.flatMap((raw) => raw.toLowerCase().split(/[,/&+]/).filter(Boolean));
  for (let i = 0; i < list.length; i++) {
    const word = list[i]!;
    if (/^(and|or|on|every|usually|the|n|each|week|weekly|a|in|at|here|hub|plus|fr|tho|though|pls|please|ta|thanks)$/.test(word)) continue;
    if (/^(except|excluding|minus|but|not|without|apart)$/.test(word)) {
      removing = true;
      continue;
    }
    if (removing && word === 'from') continue;
    const put = (d: number) => (removing ? days.delete(d) : days.add(d));
    if (/^weekdays?$/.test(word)) {
      [1, 2, 3, 4, 5].forEach(put);
      continue;
    }
    // "mon-wed", or "mon to wed": every day from the one to the other.
    const dash = /^([a-z]+)[-–]([a-z]+)$/.exec(word);
    const [first, last] = dash ? [dash[1]!, dash[2]!] : /^(to|through|thru|till|until)$/.test(list[i + 1] ?? '') ? [word, list[i + 2] ?? ''] : [undefined, undefined];
    const from = first !== undefined ? weekdayWord(first) : undefined;
    const to = last !== undefined ? weekdayWord(last) : undefined;
    if (from !== undefined && to !== undefined) {
      for (let d = from; ; d = (d + 1) % 7) {
        put(d);
        if (d === to) break;
      }
      if (!dash) i += 2;
      continue;
    }
    const day = weekdayWord(word);
    if (day === undefined) return undefined;
    put(day);
  }
  return days.size ? [...days].sort() : undefined;
}

/** "Tue, Thu" */
export const weekdayList = (days: readonly number[]): string => days.map((d) => NAMES[d]).join(', ');
/** "Tuesdays and Thursdays" */
export function weekdayPhrase(days: readonly number[]): string {
  const names = days.map((d) => PLURAL[d]!);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
export const pluralDay = (day: number): string => PLURAL[day]!;
