import { rewritten, type Rewrite } from './rewrite.js';

// Real words written for others that sound alike, or one word split in two, as members who spell by ear write them ("Im
// hear", "be their on friday", "who's in this weak", "the nxet to weeks", "for to day", "tomorrow to"): read as the words
// meant, only where the words around them say which (a spelling checker passes them all, so SPELLINGS cannot).

const WHEN = 'today|tomorrow|tonight|tmrw|tmr|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun';

const HOMOPHONES: Rewrite[] = [
  // One word split in two: "for to day", "see you to morrow".
  [/(?<!\bday )\bto day\b(?! (?:care|trip|job|pass|rate|one)\b)/gi, 'today'],
  [/\bto ?morr?ow\b/gi, 'tomorrow'],
  [/\bto nite\b/gi, 'tonight'],
  // Where one is: "Im hear", "be their on friday", "I'll be their".
  [/\b(i'?m|i am|we'?re|we are|be|is|are|was|were|stay|still) hear\b/gi, '$1 here'],
  [/\b(be|i'?m|i am|get|got|go|going) their\b(?= (?:on|at|by|around|before|after|from|until|till|today|tomorrow|tonight|\d)\b|\s*[.,!?;]|\s*$)/gi, '$1 there'],
  // A week or two weeks: "this weak", "next weak", "the nxet to weeks".
  [/\b(this|next|last|nxet|nxt|a|per|the) weak\b/gi, '$1 week'],
  [/\b(next|nxet|nxt|coming|the|for|in) to (weeks|days|months)\b/gi, '$1 two $2'],
  // "tomorrow to", "friday to": too, at the end of what is said of a day.
  [new RegExp(`\\b(${WHEN}) to(?=\\s*[.,!?;]|\\s*$)`, 'gi'), '$1 too'],
  // "who can see weather I'm here": whether.
  [/\bweather (i'?m|i am|i|im|you|he|she|they|we|or not)\b/gi, 'whether $1'],
  // "did I sine up", "wen does Gus come": sign up, when.
  [/\bsine(d)? (up|in|me)\b/gi, 'sign$1 $2'],
  [/\bwen (?=(?:does|do|did|is|are|was|will|i|he|she|they|you|\p{Lu}))/giu, 'when '],
];

export function homophonesRead(text: string): string {
  if (!/\b(?:to|hear|their|weak|weather|sine|sined|wen)\b/i.test(text)) return text;
  return rewritten(text, HOMOPHONES);
}
