import { rewritten, type Rewrite } from './rewrite.js';

// What a learner of English, or a Northern English or Scots speaker, writes for a verb the grammar expects in another
// form, or a preposition in another ("I will coming on friday", "I am on the hub", "i not can come tomorrow", "who was come in last week", "I go to home now", "am
// gannin hyem" for "I'm going home"): read as the usual form, where no other reading fits. Nothing else changes.

const FORMS: Rewrite[] = [
  // "Now I am on the hub", "who was on the hub yesterday?": a learner's "on" for "at" (not "on the hub's …").
  [/\bon (?:the )?hub\b(?!['’]s)/gi, 'at the hub'],
  // "arrive hub already", "arrived hub": arriving without its "at".
  [/\b(arrive|arrived|arriving)\s+(?:the\s+)?hub\b/gi, '$1 at the hub'],
  // "I will not manage to come Friday": not managing to is not being able to.
  [/\b(?:will not|won't|wont|shall not|cannot|can't|cant|not) manage to\b/gi, "can't"],
  // "arrive hub already": "already" makes the plain verb a past one (as in Mandarin or Singlish).
  [/\barrive\b(?=[^.!?\n]{0,20}\balready\b)/gi, 'arrived'],
  // "I will coming", "I'll coming": the future with the -ing form.
  [/\b(will|'ll|’ll|shall)\s+coming\b/gi, '$1 come'],
  // "i not can come", "I not coming", "I not want": "not" before the verb.
  [/\b(i|we)\s+not\s+can\b/gi, "$1 can't"],
  [/\bi\s+not\s+come\b/gi, "I'm not coming"],
  [/\bwe\s+not\s+come\b/gi, "we're not coming"],
  [/\b(i|we)\s+not\s+make\b/gi, "$1 can't make"],
  [/\b(i|we)\s+not\s+(?=(?:want|need)\b)/gi, "$1 don't "],
  [/\bi\s+not\s+(?=(?:coming|going|here|in)\b)/gi, "I'm not "],
  // "who was come in hub last week", "who is come today".
  [/\bwho\s+was\s+come\b/gi, 'who came'],
  [/\bwho\s+is\s+come\b/gi, 'who is coming'],
  // "I am come every saturday": the simple present with "am".
  [/\b(i)\s+am\s+come\b/gi, '$1 come'],
  // "I would like that you tell me …": the wish with "that" ("I'd like you to tell me …"); "every time when" is "every time".
  [/\b(would like|'d like|’d like|want) that you\b/gi, '$1 you to'],
  [/\b(every time|each time|whenever) when\b/gi, '$1'],
  // "Elio is going tomorrow?", "someone is going or no?", "who goes to the hub on Thanksgiving?": going, asked of
  // someone else, is coming (Arabic and Spanish say "go" to the place the listener is). Never of oneself ("I'm going
  // tomorrow" may be a trip).
  [/\b(?<!\bi\s)(is|are)\s+going(?=\s+(?:to\s+(?:the\s+)?hub\b|tomorrow\b|today\b|on\s+\w+day\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)[^.!\n]*\?|\s*\?|\s+or\s+(?:no|not)\b)/gi, '$1 coming'],
  [/\bwho\s+(?:goes|go)\s+to\s+(?:the\s+)?hub\b/gi, 'who comes to the hub'],
  // "I go to home now": going home.
  [/\b(go|going|went)\s+to\s+home\b/gi, '$1 home'],
  // "am in the day", "am gannin hyem", "am comin in the morra": "am" opening a sentence, with no "I" after it, is "I'm".
  [/(^|[.!?]\s+|\n\s*|,\s*|\b(?:aye|yeah|yes|ok|okay|well|oh|reet|right)\s+)am\b(?!\s+i\b)(?=\s+\S)/gi, "$1I'm"],
  // A question asked in the order of a statement, often with "or not" (Indian and South Asian English: "Gus has come
  // today or not?", "I am registered for tomorrow or not?", "When I came last time to the hub?"): the question's order.
  [/(^|[.!?]\s+)(i|we) (am|are) (registered|booked|signed up|down|checked in|planned|in)\b(?=[^.!?,;\n]{0,40}\?)/gi, '$1$3 $2 $4'],
  // (The day may come first: "Tomorrow I am there or not?" is "am I there tomorrow or not?".)
  [/(^|[.!?]\s+)(today|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(i|we) (am|are) (registered|booked|signed up|down|checked in|planned|in|there|coming|here)\b(?=[^.!?,;\n]{0,40}\?)/gi, '$1$4 $3 $5 $2'],
  [/(^|[.!?]\s+)(?!(?:Who|What|When|Where|Why|How|Which|It|This|That|There|Here|He|She|They|Everyone|Everybody|Anyone|Anybody|Someone|Somebody|Nobody|Noone)\b)([A-Z][a-z]+(?: [A-Z][a-z]+)?)(?: (?:bhai|ji|apu|didi|dada|sir|madam))? (has|is) (come|arrived|reached|here|in|coming)\b(?=[^.!?,;\n]{0,40}\?)/g, '$1$3 $2 $4'],
  [/\bwhen i came (?:the )?last time(?: to the hub| here| in)?\b/gi, 'when was I last here'],
  [/\bwhen (was|did) (.{1,40}?) the last time (here|in)\b/gi, 'when $1 $2 last $3'],
  // "every time that X comes", "when arrives the Tamsin" (the verb before its subject, with an article), "stop to tell me"
  // (stop telling): the usual order and form.
  [/\b(every time|each time|whenever) that\b/gi, '$1'],
  [/\b(when|whenever|every time|each time|once|if) (arrives|comes in|comes|reaches|gets in|shows up) (?:the )?([A-Z][a-z]+(?: [A-Z][a-z]+)?)\b/g, '$1 $3 $2'],
  [/\bstop to (tell|send|ping|remind|inform)\b/gi, 'stop $1ing'],
  [/\bstop to notify\b/gi, 'stop notifying'],
  // "after all" closing a clause ("back after all!", "I'm coming after all") says it is so despite what was said: nothing
  // to read ("back after" is out for a while).
  [/\s+after all(?=\s*(?:[,.!?;]|$))/gi, ''],
  // British "when they're at home" after a name asked about says nothing more ("Who's Elio Quillfeather when they're
  // at home?").
  [/\s+when (?:they're|they are|he's|he is|she's|she is) at home\b/gi, ''],
  // Northern "and all" at the end of a clause is "too" ("an' Friday week an' all").
  [/\b(?:and|an'|an’) all(?=\s*(?:[,.!;]|$))/gi, 'too'],
];

/** TEXT with a learner's or a dialect's verb forms read as the usual ones. */
export function learnerGrammarRead(text: string): string {
  return rewritten(text, FORMS);
}
