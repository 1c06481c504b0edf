import { MONTH } from './day-corrections.js';

// Being away, told as a story around its dates ("Going home to Kathmandu for the holidays la, from 18 Dec to 4 Jan. I
// won't be coming in that time", "Me voy a Madrid for the puente, from the 4th to the 8th. I won't be here"): the span
// of days is said in one sentence, the absence in another (or in words of one's own language). A message whose every
// sentence is the span, an absence said by the sender, or thanks, is the hub's `away` over that span; anything else in
// it (a question, a presence, another request, someone else's trip) leaves the message as it was.

/** One day, said the ways a span's ends are: "the 4th", "18 Dec", "the 19th of December", "January 3rd", "12/18", a weekday. */
const DAY = `(?:(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?(?:\\s+(?:of\\s+)?${MONTH}\\.?)?|${MONTH}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}/\\d{1,2}|\\d{4}-\\d{2}-\\d{2}|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*)`;
/** "from D to D", "D through D", "D - D": the span, as written. */
// (Not inside a longer number: "2026-12-02" is one day, not the 26th to the 12th.)
const SPAN = new RegExp(`(?<![\\d/-])\\b(?:from\\s+)?${DAY}(?![\\d/])\\s*(?:to|until|till|til|through|thru|-|–)\\s*${DAY}\\b(?![/-]\\d)`, 'i');
/** Said the hub's own way already ("I'm away 27/11 to 1/12, back on the 2nd", "OOO 12/14-12/18"): read as written. */
const SAID_AWAY = /\b(?:away|ooo|off|out|gone|travel(?:l?ing)?|vacations?|holidays?|leave|a trip|home)\s+(?:from\s+)?$/i;
/** Not being here, said of the span itself ("I'm not here from 14 December until 3 January"): the conversation reads it
 * (the visits in it cancelled, and away), more than away alone. Said elsewhere ("…, so I won't be around"), it is the story. */
const NOT_HERE = /\b(?:won't be|will not be|not be|not|can't|cannot) (?:here|in|coming|around|come|at the hub|make it)\s+(?:from\s+)?$/i;
/** A week named beside the span ("away wed–fri this week"): its days are that week's, which the span alone does not say. */
const WEEK = /\b(?:this|next|coming|following) week\b|\bweek (?:after|of)\b/i;

/** The sender's absence: away, gone, on holiday, travelling, going home, not coming in, and the same in a few other tongues. */
const ABSENT =
  /\b(?:away|gone|on (?:holidays?|vacations?|leave|a trip)|(?:going|heading|head|flying|driving|off) (?:back )?(?:home|to (?:my|see|visit|a|an))\b|travel(?:l?ing)?|out of (?:town|office|the country)|ooo|won'?t be (?:coming|in|here|around|at the hub)|will not be (?:coming|in|here|around)|not (?:be )?(?:coming|here|around|in)|can'?t (?:come|make it)|don'?t expect me|me voy|je pars|ich bin weg|vou (?:para|a))\b/i;
/** Going to a place named with a capital ("Fixin to head back to Amarillo"): the case matters, so apart from ABSENT. */
const TO_PLACE = /\b(?:[Gg]oing|[Hh]eading|[Hh]ead|[Ff]lying|[Dd]riving|[Oo]ff) (?:back )?to [A-Z]/;
const absent = (s: string) => ABSENT.test(s) || TO_PLACE.test(s);

/** What the sender may add: thanks, a sign-off, a cheer. */
const THANKS = /^\W*(?:thanks?|thank you|thx|ty|obrigad[oa]|gracias|merci|danke|mahalo|cheers|bye|ciao)\b[\s\S]{0,20}$/i;
/** What makes the message something else: a question, someone else as the subject, a request of the bot's other kinds. */
const OTHER = /\?|\b(?:he|she|they|his|her|their|is|are|was|remind|follow|tell me|let me know|who|checkin|check me in|note|cancel)\b/i;

/** A presence said in the span's sentence ("I'll be in from the 4th to the 8th, then away"): a plan, not the absence. */
const PRESENT = /(?<!n't |not |never )\b(?:be (?:in|here|around|at the hub)|coming in|come in)\b/i;

/** TEXT as `away SPAN` when it tells only of the sender being away over a span; as it was otherwise. */
export function awaySpanRead(text: string): string {
  // (Curly apostrophes as typed on phones: "won’t".)
  const said = text.replace(/[’‘]/g, "'");
  const span = SPAN.exec(said);
  if (span === null || /^\s*away\b/i.test(said)) return text;
  const sentences = said.split(/(?<=[.!;])\s+|\n+/).filter((s) => s.trim() !== '');
  if (!sentences.some((s) => absent(s.replace(span[0], ' ')))) return text;
  const told = sentences.every((s) => s.includes(span[0]) || absent(s) || THANKS.test(s.trim()));
  if (!told || sentences.some((s) => OTHER.test(s.replace(span[0], ' ')))) return text;
  const own = sentences.find((s) => s.includes(span[0])) ?? '';
  const before = own.slice(0, own.indexOf(span[0]));
  if (PRESENT.test(own) || WEEK.test(own) || NOT_HERE.test(before) || SAID_AWAY.test(before)) return text;
  return `away ${span[0].replace(/^from\s+/i, '')}`;
}
