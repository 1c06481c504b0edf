// A member correcting one part of what they just said, with words between ("put me down for Thursday — no wait, that's
// Thanksgiving. Make it Friday"; 'note for Friday: "demo prep". scratch that, make it "demo dry-run"'; "let me know when
// Cleo comes in — no wait, I mean Cleo Tumbleweed, not Everwick"; "remind me the evening before — actually no, make it the
// morning of"): read as the message said once, with the part meant in the place of the part taken back. The part meant
// is a day or span, a quoted note, a time of day or a name; it must end its clause (a correction says the part alone:
// "sorry, friday I can't" is not one), and what is taken back is the last part of the same kind before the correcting
// words. The rest of the correcting sentence is its reason ("…, not Everwick", "…, Thursday's the holiday") and goes.
// A line that starts "edit:" corrects what came before it, as chat apps' users write.
// Adjacent days ("friday — no, wednesday") are day-corrections.ts's; a request taken back whole is understand.ts's.

import { MONTH as MONTH_NAME } from './day-corrections.js';

const MONTH = `${MONTH_NAME}\\.?`;
const ORDINAL = '\\d{1,2}(?:st|nd|rd|th)?';
const WEEKDAY = '(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|days|s|nesday|nesdays|sday|sdays|urday|urdays)?';
const ONE_DAY = `(?:(?:the\\s+)?(?:day|\\w+\\s+days|${WEEKDAY})\\s+(?:after|before)\\s+)?(?:(?:this|next|the)\\s+)*(?:${WEEKDAY}|today|tomorrow|tmrw|tonight|the ${ORDINAL}(?: of ${MONTH})?|${MONTH} ${ORDINAL}|${ORDINAL} (?:of )?${MONTH}|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}/\\d{1,2})(?: next week)?`;
/** A day ("the day after tomorrow" whole), or days joined as a list or a span ("tue and thu", "the 1st to the 8th"). */
const DAYS = `${ONE_DAY}(?:\\s*(?:,|&|\\band\\b|\\bto\\b|\\bthrough\\b|\\bthru\\b|\\buntil\\b|\\btill\\b|-|–)\\s*${ONE_DAY})*`;
const TIME_OF_DAY = '(?:the\\s+)?(?:morning|evening|afternoon|night)(?:\\s+(?:of|before))?';
const QUOTED = '["“][^"”\\n]{1,200}["”]';
/** A name as written: capitalised words (checked against NOT_NAMES). */
const NAME = "[A-Z][\\p{Ll}'’-]+(?: [A-Z][\\p{Ll}'’-]+)?";

/** The part meant ends its clause: a stop, a comma, a dash, the end, or a word that only closes ("instead", "please"). */
const ENDS_CLAUSE = '(?=(?:\\s*(?:instead|then|please|pls|plz|thanks|thx|ok|okay|lol))*\\s*(?:[,.;:!?—–\\n-]|$))';

interface Kind {
  name: string;
  /** The part meant, at the start of what follows the correcting words. */
  meant: RegExp;
  /** Every part of this kind (the last one before the correcting words is the one taken back). */
  any: RegExp;
}

const KINDS: Kind[] = [
  { name: 'quoted', meant: new RegExp(`^${QUOTED}${ENDS_CLAUSE}`, 'iu'), any: new RegExp(QUOTED, 'gu') },
  { name: 'time', meant: new RegExp(`^${TIME_OF_DAY}\\b${ENDS_CLAUSE}`, 'iu'), any: new RegExp(`\\b${TIME_OF_DAY}\\b`, 'giu') },
  { name: 'days', meant: new RegExp(`^${DAYS}\\b${ENDS_CLAUSE}`, 'iu'), any: new RegExp(`\\b${DAYS}\\b`, 'giu') },
  { name: 'name', meant: new RegExp(`^${NAME}${ENDS_CLAUSE}`, 'u'), any: new RegExp(`(?<![\\p{L}@*])${NAME}`, 'gu') },
];

/** Capitalised words that are no one's name. */
const NOT_NAMES = new RegExp(`^(?:I|I'm|I'll|I'd|Im|Ok|Okay|No|Yes|Hi|Hey|Please|Thanks|Sorry|Actually|Make|Wait|Scratch|Can|Could|Would|Let|Tell|Put|Cancel|Note|The|My|Me|It|That|This|And|But|So|Just|Also|${WEEKDAY}|${MONTH}|Thanksgiving|Christmas|Frontdesk)\\b`, 'i');

/** Words that correct what was said; "actually" and "sorry" only with a word after them that says so. */
const CORRECTING =
  /(?<=^|[\s,.;:!?—–-])(?:(?:oh|ah|hmm|um|err|erm)[\s,]+)?(?:no[\s,]+wait|wait[\s,]+no|scratch that|strike that|actually[\s,]+no|no[\s,]+sorry|sorry[\s,]+no|oops|correction|or rather|(?:(?:sorry|actually)[\s,]+)?i (?:mean|meant)(?! it\b)|(?:actually[\s,]+)?make (?:it|that)|(?:actually[\s,]+)?change (?:it|that) to|edit(?=\s*:))(?=[\s,.:;!—–-]|$)/gi;

/** After the correcting words: a reason first ("that's Thanksgiving."), then "make it X" / "I mean X". */
const SAID_AGAIN = /(?:^|[\s,.;:!?—–-])(?:make (?:it|that)|i (?:mean|meant)|change (?:it|that) to|rather)[\s,:]+/gi;

/** What ends the part said before the correcting words and only takes it back ("— no, not her,"). */
const TAKING_BACK = /(?:[\s,.;:!—–-]+(?:no|nope|nah|wait|sorry|oops|ugh|hmm|oh|ah|not (?:her|him|them|that(?: one)?|this(?: one)?)))*[\s,;:!—–-]*$/i;
/** Words that add instead of replacing ("tomorrow too", "and friday as well"). */
const ADDS = /^[^.!?\n]*?\b(?:too|also|as well|aswell)\b/i;

/** Correcting words looked at in one message (a member corrects once or twice). */
const MARKS_TRIED = 4;

export function selfCorrected(text: string): string {
  if (!/\b(?:wait|scratch|strike|actually|sorry|oops|correction|rather|mean|meant|make|change|edit)\b/i.test(text)) return text;
  let tried = 0;
  for (const mark of text.matchAll(CORRECTING)) {
    // (A message of nothing but correcting words must not cost a pass over the text for each.)
    if (++tried > MARKS_TRIED) break;
    const before = text.slice(0, mark.index);
    const after = text.slice(mark.index + mark[0].length);
    const rewritten = corrected(before, after);
    if (rewritten !== undefined) return rewritten;
  }
  return text;
}

function corrected(before: string, after: string): string | undefined {
  for (const start of startsOfMeant(after)) {
    const rest = after.slice(start);
    for (const kind of KINDS) {
      const meant = kind.meant.exec(rest)?.[0];
      if (meant === undefined || (kind.name === 'name' && NOT_NAMES.test(meant))) continue;
      const tail = rest.slice(meant.length);
      if (ADDS.test(tail)) continue;
      const taken = lastOf(kind, before);
      if (taken === undefined) continue;
      const head = before.slice(0, taken.index) + withMonthOf(taken.text, meant.trim()) + withoutTakingBack(before.slice(taken.index + taken.text.length));
      const next = sentenceAfter(tail);
      // ("…and fri." + ". thanks!": one stop between them.)
      return /[.!?]$/.test(head) ? head + next.replace(/^[.!?]+/, '') : head + next;
    }
  }
  return undefined;
}

/** Where the part meant may start: right after the correcting words, or after a later "make it" / "I mean". */
function startsOfMeant(after: string): number[] {
  const starts = [after.length - after.trimStart().replace(/^[\s,.:;!—–-]+/, '').length];
  for (const again of after.matchAll(SAID_AGAIN)) starts.push(again.index + again[0].length);
  return starts;
}

function lastOf(kind: Kind, before: string): { index: number; text: string } | undefined {
  let last: { index: number; text: string } | undefined;
  for (const m of before.matchAll(kind.any)) {
    if (kind.name === 'name' && (NOT_NAMES.test(m[0]) || m.index === 0)) continue;
    last = { index: m.index, text: m[0] };
  }
  return last;
}

/** What follows the correcting sentence (its reason dropped): the next sentence on. */
function sentenceAfter(tail: string): string {
  const end = /[.!?\n]/.exec(tail);
  return end ? tail.slice(end.index) : '';
}

/** `between` without its last words that only take back (looked for in its last 80 characters: the end is all it can be). */
function withoutTakingBack(between: string): string {
  const from = Math.max(0, between.length - 80);
  return between.slice(0, from) + between.slice(from).replace(TAKING_BACK, '');
}

/** "december 9th — no sorry, the 10th": the month of the day taken back stays with the days meant ("december 10th"). */
function withMonthOf(taken: string, meant: string): string {
  const month = new RegExp(`\\b${MONTH}(?=\\s|$)`, 'i').exec(taken)?.[0];
  if (month === undefined || new RegExp(`\\b${MONTH}(?=\\s|$)`, 'i').test(meant)) return meant;
  return meant.replace(/\b(?:the )?(\d{1,2}(?:st|nd|rd|th))\b/gi, `${month} $1`);
}
