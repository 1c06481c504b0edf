import { eitherCase } from './either-case.js';

// A message written as a letter ends with its sign-off ("Kind regards,\nBasil", "With love, June Marrowby",
// "Cheers,\nPax"): a closing and a name, never a request (a name read as a word may look like one: "Basil" as a
// typo of "bail"). Blanked like quoted lines, so the text keeps its length; a message that is all sign-off stays
// as it is ("Thanks, Bram" alone is thanks).

/** Letters either case, and one space as any run of blanks, in a closing's words (the name after it keeps its capital). */
const caseless = (words: string) => eitherCase(words).replace(/ /g, String.raw`[^\S\n]+`);
const CLOSING = caseless('(?:(?:kind|kindest|warm|warmest|best|many|with|all the|yours|love) )*(?:regards|wishes|love|thanks|thank you|cheers|best|sincerely|faithfully|truly|ever|fondly|respectfully|warmly|gratitude|appreciation)(?: (?:to all|again))?');
const NAME = String.raw`\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}`;
const SIGN_OFF = new RegExp(String.raw`(^|\n|[.!?]\s+)([^\S\n]*${CLOSING}[^\S\n]*[,.!]?[^\S\n]*(?:\n\s*)?[-—–~]?[^\S\n]*${NAME}[.!]?\s*)$`, 'u');
// (A name alone after a dash on the last line: "— Greta", "-Greta"; not a list's last item, "- Thursdays". A capitalised
// last paragraph alone may be notes: "Pairing".)
const NAME_ONLY = new RegExp(String.raw`(\n[^\S\n]*)((?:[—–~][^\S\n]*|-(?=\p{Lu}))${NAME}[.!]?\s*)$`, 'u');

/** TEXT with its letter's sign-off, if any, as blanks. */
export function signOffBlanked(text: string): string {
  const m = SIGN_OFF.exec(text) ?? NAME_ONLY.exec(text);
  if (!m) return text;
  const at = m.index + m[1]!.length;
  const blanked = text.slice(0, at) + m[2]!.replace(/[^\n]/g, ' ');
  return blanked.trim() === '' ? text : blanked;
}
