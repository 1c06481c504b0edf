import { rewrittenOutsideQuotes, type Rewrite } from './rewrite.js';

// Jamaican Patois as members write it in chat ("mi deh yah now", "who deh a di hub?", "tell mi when Edie come in",
// "put a note pon mi visit", "a who mi a follow?"): read as the English it says, where the message is written in it.
// Only a message with two marks of it or more is read so (one "di" or "dem" may be anything); its quoted text is kept.

/** Words only Patois writes (the same word in two messages of other voices would be rare). */
const MARKS = new Set(['mi', 'yuh', 'di', 'deh', 'dem', 'fi', 'pon', 'weh', 'nuh', 'cyaan', 'wah', 'seh', 'dung', 'yah', 'dis', 'dat', 'neva', 'gwaan', 'gwan', 'mawnin', 'memba', 'ting', 'everyting', 'nutten', 'yaad', 'fram', 'tun', 'mek', 'likkle', 'waan']);

/** Verbs after which "mi" is the one doing it ("mi deh yah", "mi reach", "mi nuh mind"); elsewhere it is "me" or "my". */
const SUBJECT_VERBS = 'deh|reach|reached|back|gone|did|usually|normally|always|nuh|cyaan|waan|want|tek|come|coming|have|a|sign|signed|will|ago|a go|affi|haffi|need|know|just';

/** Nouns after which "mi" is "my" ("pon mi visit", "mi usual days"). */
const OWNED = 'visit|visits|note|notes|days|day|usual|regular|name|reminder|reminders|plans|plan|booking|arrivals|arrival|settings|data|stuff|schedule|routine';

const PATOIS: Rewrite[] = [
  [/\bwah gwaa?n\b/gi, 'hi'],
  [/\bbeg yuh\b/gi, 'please'],
  // Where one is: "mi deh yah" (I'm here), "mi deh deh" (I'll be there), "who deh a di hub" (who is at the hub).
  [/\bmi (usually |normally |always )?deh (?:yah|ya|here)\b/gi, "I'm $1here"],
  [/\bmi deh deh\b/gi, "I'll be there"],
  [/\bwho deh\b/gi, 'who is'],
  [/\bdeh (?:yah|ya)\b/gi, 'here'],
  [/\b(?:a|inna|ina) di hub\b/gi, 'at the hub'],
  [/\bmi reach(?:ed)? (?:a |at )?di hub\b/gi, 'I reached the hub'],
  [/\bwho else reach\b/gi, 'who else is here'],
  // "mi a follow" (I am following), "a who mi a follow" (who am I following).
  [/\ba come up\b/gi, 'coming up'],
  [/\ba who mi a (\w+?)e?\b/gi, 'who am I $1ing'],
  [/\bmi a (?!go\b)(\w+?)e?\b/gi, 'I am $1ing'],
  [/\bmi nuh\b/gi, "I don't"],
  [/\bmi cyaan\b/gi, "I can't"],
  [new RegExp(`\\bmi (?=(?:${OWNED})\\b)`, 'gi'), 'my '],
  [new RegExp(`\\bmi (?=(?:${SUBJECT_VERBS})\\b)`, 'gi'), 'I '],
  [/\bI (back|gone)\b/g, "I'm $1"],
  [/\bmi\b/gi, 'me'],
  // "di reminders dem": "dem" after a noun only makes it plural.
  [/\b(\w+s) dem\b/gi, '$1'],
  [/\bdem\b/gi, 'the'],
  [/\bput (me|dat|that|it) dung\b/gi, 'put $1 down'],
  [/\bdung\b/gi, 'down'],
  [/\byuh\b/gi, 'you'],
  [/\bdi\b/gi, 'the'],
  [/\bdis\b/gi, 'this'],
  [/\bdat\b/gi, 'that'],
  [/\bseh\b/gi, 'that'],
  [/\bweh\b/gi, 'who'],
  [/\bneva\b/gi, 'never'],
  [/\bmawnin\b/gi, 'morning'],
  [/\bmemba\b/gi, 'remember'],
  [/\bting\b/gi, 'thing'],
  [/\beveryting\b/gi, 'everything'],
  [/\bnutten\b/gi, 'nothing'],
  [/\b(?:a )?yaad\b/gi, 'home'],
  [/\bfram\b/gi, 'from'],
  [/\btun\b/gi, 'turn'],
  [/\bmek\b/gi, 'let'],
  [/\ban\b/gi, 'and'],
  [/\bbout\b/gi, 'about'],
  [/\bwah\b/gi, 'what'],
  [/\bfi sure\b/gi, 'definitely'],
  [/\bfi\b/gi, 'for'],
  [/\bpon\b/gi, 'on'],
  // "mark mi in nuh": the "nuh" that ends a request asks it kindly.
  [/(?<=\S)\s+nuh(?=\s*[?!.]*\s*$)/gi, ''],
];

/** TEXT as English where it is written in Patois (two marks or more); otherwise TEXT as it is. Quoted text is kept. */
export function patoisRead(text: string): string {
  const words = new Set(text.toLowerCase().match(/[a-z]+/g) ?? []);
  let marks = 0;
  for (const w of words) if (MARKS.has(w)) marks++;
  if (marks < 2) return text;
  return rewrittenOutsideQuotes(text, PATOIS);
}
