/**
 * A day corrected as it is said ("friday — no, wednesday", "thursday, sorry, friday", "today, I mean tomorrow"): the
 * day taken back and the words that take it back become spaces, so only the day meant is read. Every character keeps
 * its place.
 */
export function dayCorrectionsBlanked(text: string): string {
  if (!/\b(?:no|wait|sorry|mean|rather|actually|oops)\b/i.test(text)) return text;
  return text.replace(DAY_CORRECTED, (taken: string, the: string | undefined) => {
    // "december 2nd — no sorry, the 3rd": the month stays for the day meant ("december 3rd").
    const month = the ? MONTH_FIRST.exec(taken)?.[0] : undefined;
    if (month) return month + ' '.repeat(taken.length - month.length);
    return ' '.repeat(taken.length - (the?.length ?? 0)) + (the ?? '');
  });
}

/** A month's name as written ("dec", "December"), for the day readers of src/text. */
export const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';
/** A month's name at the start of the day taken back ("december 2nd — no sorry, the 3rd"). */
const MONTH_FIRST = new RegExp(`^${MONTH}(?= )`, 'i');
const CORRECTED_DAY = `(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)[a-z]*|today|tomorrow|tmrw|tonight|the \\d{1,2}(?:st|nd|rd|th)|\\d{1,2}/\\d{1,2}|${MONTH} \\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)? (?:of )?${MONTH}`;
/** A day, then words that take it back, with the day meant right after them. */
const DAY_CORRECTED = new RegExp(
  `\\b(?:${CORRECTED_DAY})(?:\\s*[—–-]+\\s*|\\s*,\\s*|\\s+)(?:no sorry|sorry no|no wait|no no|no|wait|sorry|i mean|or rather|rather|actually|oops)[\\s,.!—–-]+(the (?=\\d))?(?=(?:${CORRECTED_DAY})\\b|\\d{1,2}(?:st|nd|rd|th)\\b)`,
  'gi',
);
