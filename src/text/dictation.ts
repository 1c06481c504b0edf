import { rewritten, type Rewrite } from './rewrite.js';

// What voice dictation writes ("checking in at the hub now period working on the migration", "whose at the hub right
// now", "cancel my visit four friday", "sea you tomorrow"): punctuation said as words, and words that sound like the
// one meant, read as the one meant where only that one fits. Everything else is left as written.

const DAYS = 'today|tonight|tomorrow|tmrw|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun';
/** What may follow "for" where dictation wrote "four": a day, or the words that begin one. */
const DAY = `(?:${DAYS}|next|this|the|my|now|later|lunch)`;

/** Punctuation said as a word, after a word that cannot begin a noun phrase with it ("the trial period" stays). */
const SPOKEN: Rewrite[] = [
  [/(?<!\b(?:the|a|an|this|that|each|every|my|your|our|their|his|her|of|for|same|trial|grace|notice|billing|free|time))\s(?:period|full stop)(?=\s|$)/giu, '.'],
  [/ question mark(?= |$)/gi, '?'],
  [/ exclamation (?:mark|point)(?= |$)/gi, '!'],
  [/(?<!\b(?:the|a|an|this|that|oxford|serial))\scomma(?=\s)/giu, ','],
  [/ new (?:line|paragraph)(?= |$)/gi, '\n'],
];

/** Words dictation writes for the one that sounds the same, with what must stand around them to be that one. */
const SOUNDS_LIKE: Rewrite[] = [
  // "whose at the hub", "whose in today" (a question about who is there, not whose something is).
  [/^(\W*)whose(?= (?:at|in|here|around|about|coming|there|on|going|free|still)\b)/i, "$1who's"],
  // "im hear", "I'm hear at the hub", "still hear".
  [/\b((?:i'?m|i am|am|we'?re|we are|still|right|over|be|been|is|are|was|were) )hear\b(?! (?:from|about|of|that|you|me|him|her|them|what|the|a)\b)/gi, '$1here'],
  // "sea you tomorrow", "sea ya".
  [/\bsea (?=(?:you|ya|y'all|u|everyone|all|folks)\b)/gi, 'see '],
  // "cancel my visit four friday", "four tomorrow".
  [new RegExp(`\\bfour (?=${DAY}\\b)`, 'gi'), 'for '],
  // "tomorrow and thursday to", "me to": at the end, after a day or a person, "to" is "too".
  [new RegExp(`\\b(${DAYS}|me|us) to(?=[\\s.!]*$)`, 'gi'), '$1 too'],
  // A weekday heard as two words ("every chews day", "cancel my visit on when's day", "cancel fry day"), and "remind hers".
  [/\bchews ?day(s?)\b/gi, 'tuesday$1'],
  [/\b(?:when'?s|wins|wednes) day(s?)\b/gi, 'wednesday$1'],
  [/\b(?:thirst|thurs|furs) day(s?)\b/gi, 'thursday$1'],
  [/\bfry ?day(s?)\b/gi, 'friday$1'],
  [/\bsatur day(s?)\b/gi, 'saturday$1'],
  [/\bremind hers\b/gi, 'reminders'],
  // "I'll be a way from Monday": away.
  [/\b(be|i'm|im|am|was|been|are) a way\b(?= (?:from|for|till|until|on|next|this|between|all|over)\b)/gi, '$1 away'],
  // "ok thanks by": a goodbye at the end.
  [/\b((?:thanks|thank you|thx|ok|okay|cheers|ta|see you|cya)[,!.]? )by(?=[\s.!]*$)/gi, '$1bye'],
];

/** TEXT with dictation's spoken punctuation and sound-alike words read as meant. */
export function dictationRead(text: string): string {
  return rewritten(rewritten(text, SPOKEN), SOUNDS_LIKE);
}
