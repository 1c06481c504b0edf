// Two days of a month said as bare numbers before it ("from 7 to 11 December", "10-20 dec"): the numbers are days of
// that month, written as the ordinals the date reader knows ("7th to 11th December"). Alone, "7 to 11" may be hours or a
// count, so only with the month after it.

const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const SPAN = new RegExp(String.raw`\b(\d{1,2})(\s*(?:to|till|until|thru|through|-|–)\s*)(\d{1,2})(?:st|nd|rd|th)?(\s+(?:of\s+)?${MONTH}\b)`, 'gi');

/** TEXT with a span of two bare day numbers before a month written as ordinals. */
export function dayNumbersSpanned(text: string): string {
  return text.replace(SPAN, (all: string, a: string, join: string, b: string, month: string) => (Number(a) >= 1 && Number(a) <= 31 && Number(b) >= 1 && Number(b) <= 31 ? `${a}th${join}${b}th${month}` : all));
}
