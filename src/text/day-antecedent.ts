// "cancel the day before Thanksgiving and put me down for the day after it": the "it" a day is named from is the day
// named last before it (a holiday, a weekday or a date): read with that day's name in its place. ("…and the day after
// that" in one list of days is when.ts's: that "that" is the whole day the list named last.)

import { MONTH as MONTH_NAME } from './day-corrections.js';

const MONTH = `${MONTH_NAME}\\.?`;
const NAMED_DAY = new RegExp(
  `\\b(?:thanksgiving|christmas(?: eve| day)?|xmas|boxing day|new year'?s? (?:eve|day)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|${MONTH} \\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)? (?:of )?${MONTH}|\\d{4}-\\d{2}-\\d{2})\\b`,
  'gi',
);
const DAY_FROM_IT = /\b((?:the )?(?:day|\w+ days) (?:after|before)) it\b/gi;

export function dayItNamed(text: string): string {
  if (!/\b(?:after|before) it\b/i.test(text)) return text;
  return text.replace(DAY_FROM_IT, (said: string, from: string, at: number) => {
    const named = [...text.slice(0, at).matchAll(NAMED_DAY)].at(-1)?.[0];
    return named === undefined ? said : `${from} ${named}`;
  });
}
