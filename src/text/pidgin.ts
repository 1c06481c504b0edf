import { rewrittenOutsideQuotes, type Rewrite } from './rewrite.js';

// Hawaiian Pidgin as members write it in chat ("I stay hea now, an who else stay?", "bumbye Thursday I going come da hub",
// "no can make um Thursday brah, cancel dat one. Friday still stay"): read as the English it says, where the message is
// written in it. "stay" is being somewhere or doing something, "going" before a verb is the future. Only a message with
// two marks of it or more is read so (one "da" or "stay" may be anything); its quoted text is kept.

/** Words and pairs only Pidgin writes so (a pair counts once). */
const MARKS = /\b(?:hea|da|dat|dis|brah|bruddah|sistah|bumbye|howzit|shoots|pau|kine|jus|wat|(?:i|he|she|they|who|you|else|still) stay|going come|no can|make um)\b/gi;

const PIDGIN: Rewrite[] = [
  [/\bhea\b/gi, 'here'],
  [/\bwho (?:dis|dat)\b/gi, 'who is'],
  [/\bwho else stay\b/gi, 'who else is here'],
  [/\bI stay (?=here|at|in\b)/gi, "I'm "],
  // "I stay coming Tuesdays": what one does, week by week.
  [/\bI stay coming\b/gi, 'I come'],
  [/\bI stay (\w+ing)\b/gi, "I'm $1"],
  [/\b(he|she|who|it) stay (\w+ing)\b/gi, '$1 is $2'],
  [/\b(they|you|we) stay (\w+ing)\b/gi, '$1 are $2'],
  // "Friday still stay": still on.
  [/\bstill stay\b/gi, 'is still on'],
  [/\bI going come\b/gi, "I'm going to come"],
  [/\bgoing come\b/gi, 'going to come'],
  [/\bno can make (?:um|it)\b/gi, "can't make it"],
  [/\bno can\b/gi, "can't"],
  [/\bmake um\b/gi, 'make it'],
  [/\bbumbye\b/gi, ''],
  [/\bda\b/gi, 'the'],
  [/\bdat\b/gi, 'that'],
  [/\bdis\b/gi, 'this'],
  [/\bwat\b/gi, 'what'],
  [/\bjus\b/gi, 'just'],
  // "an who else": and, before a word that no "an" stands before.
  [/\ban (?=[^aeiou\s])/gi, 'and '],
  // "mark me in k": ok.
  [/(?<=\S)\s+k(?=\s*[?!.]*\s*$)/gi, ''],
];

/** TEXT as English where it is written in Pidgin (two marks or more); otherwise TEXT as it is. Quoted text is kept. */
export function pidginRead(text: string): string {
  const marks = new Set((text.match(MARKS) ?? []).map((m) => m.toLowerCase()));
  if (marks.size < 2) return text;
  return rewrittenOutsideQuotes(text, PIDGIN);
}
