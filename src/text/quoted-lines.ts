/**
 * A reply that quotes the thread first ("> who's coming Friday?\nme, add me for Friday"): the quoted lines are
 * someone else's words, context for the reply, never the member's request. They become spaces, so the text keeps
 * its length and every word its place. A message that is all quote is left as it is (nothing else to read).
 * Zulip writes quotes as "> " lines or as a ```quote fence, the line before it naming who said it.
 */
export function quotedLinesBlanked(text: string): string {
  if (!/(^|\n)[ \t]*(>|```\s*quote)/.test(text)) return text;
  const blanked = text
    // (Zulip's quote-and-reply names who said it on the line before the fence: "@_**Cleo Everwick|19** [said](…):".)
    .replace(/(^|\n)([ \t]*@_?\*\*[^*\n]+\*\*[ \t]*\[said\]\([^)\n]*\):?[ \t]*)(?=\n[ \t]*```[ \t]*quote)/g, (_, start: string, said: string) => start + ' '.repeat(said.length))
    .replace(/(^|\n)([ \t]*```[ \t]*quote[^\n]*\n[\s\S]*?\n[ \t]*```)/g, (_, start: string, fence: string) => start + fence.replace(/[^\n]/g, ' '))
    .replace(/(^|\n)([ \t]*>[^\n]*)/g, (_, start: string, line: string) => start + ' '.repeat(line.length));
  return blanked.trim() === '' ? text : blanked;
}
