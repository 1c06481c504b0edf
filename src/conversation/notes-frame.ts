import type { Item } from './items.js';
import type { Clause } from './meaning.js';

/**
 * A note set in words the declared phrasings do not know ("change up mih note for today to say '…'", "I wish to add to
 * my visit on Tuesday the note "…"", "note for today should say: …"): read by what it carries, as the hub's frames
 * are (hub-frames.ts), and only when nothing else in the message was read. It carries the word "note", a verb of
 * setting or saying, one day at most, and the text set off by quotes or a colon after the saying; the text quoted is
 * done, a text after a colon is offered (its end is less sure). Someone else's note, a question, or a text that is
 * itself a question is no note.
 */
export function notesFrame(body: string, items: readonly Item[]): Clause[] {
  const said = body.replace(/\s+/g, ' ').trim();
  // (Without the word "note", a text quoted and put on the visit: "stick 'ask me about the emulator' on me for the day".)
  const put = PUT_ON.test(said);
  const noted = NOTE.test(said);
  if ((!noted && !put) || !SETTING.test(said) || OTHERS.test(said) || WONDERED.test(said) || (VISIT_TOO.test(said) && !put)) return [];
  const whens = items.flatMap((i) => (i.kind === 'when' ? [i.when] : []));
  if (whens.length > 1 || (whens.length === 1 && whens[0]!.kind !== 'day')) return [];
  const quoted = QUOTED.exec(said);
  if (put && !noted && !quoted) return [];
  const after = quoted ? undefined : AFTER_COLON.exec(said);
  const text = (quoted?.[1] ?? quoted?.[2] ?? after?.[1] ?? '').trim();
  // (The words outside the quote may not ask: "is my note "X"?".)
  const outside = quoted ? said.replace(quoted[0], ' ') : said.slice(0, after?.index ?? 0);
  if (text === '' || /\?/.test(outside) || /\?\s*$/.test(text)) return [];
  // ("add 'w/ Umar' to today's note": added to the note there is, which this frame does not read.)
  if (quoted && /\b(?:add|append|tack)\b/i.test(said.slice(0, quoted.index)) && /\bto\b[^"“”]*\bnotes?\b/i.test(said.slice(quoted.index + quoted[0].length))) return [];
  return [{ type: 'write', write: { op: 'setNotes', when: whens[0], text, target: { kind: 'self' } }, sure: quoted !== null, question: false, intent: 'notes-frame' }];
}

/** A quoted text put on the visit: a verb of putting or writing before the quote, and the visit after it or beside it ("on it", "on me", "for my Friday", "for the day"). */
const PUT_ON = /\b(?:put|stick|pop|slap|write|add)\b(?: (?:for me|please|pls))?\s*[:,]?\s*["“'‘][^"”'’]{2,200}["”'’]\s*(?:on (?:it|me|there|my (?:visit|day|checkin|check-in))|for (?:me|the day|today|my \w+))|\bfor my \w+,? (?:please |pls )?(?:write|put|add)\b/i;
/** Only wondered about: "I was wondering whether it's possible to put a note …". */
const WONDERED = /\b(?:wonder(?:ing|ed)?|whether|possible|can I|could I|is it ok(?:ay)?)\b/i;
/** A visit asked for in the same message ("put me down for today, with a note: …"): the conversation's, not this frame's. */
const VISIT_TOO = /\b(?:put me (?:down|in)|mark me|check me in|sign me in|made it|I'?m (?:here|in)|I am (?:here|in)|coming|come)\b/i;
const NOTE = /\b(?:my |mih |me |the |a )?notes?\b/i;
/** Setting or saying: "change", "add", "put", "want", "should say", "to say", "now is". */
const SETTING = /\b(?:change|update|add|put|stick|pop|slap|set|write|want|make|replace|swap|switch|amend|should (?:say|read|be)|to (?:say|read)|so (?:it|that it) (?:says?|reads?)|now (?:is|it's)|is now)\b/i;
/** Another member's note ("Ada's note"), or a note of the past. */
const OTHERS = /\b(?!my\b)[A-Z][a-z]+'s notes?\b|\bnotes? (?:from|of) (?:yesterday|last)\b/;
/** Quoted: double or curly quotes, or single quotes standing apart from words ("I'm" is no quote). */
const QUOTED = /["“]([^"”\n]{2,200})["”]|(?<=^|\s)'([^'\n]{2,200})'(?=\W|$)/;
/** The text after a colon that follows the saying ("should say: …", "note on Friday: …"). */
const AFTER_COLON = /\bnotes?\b[^:\n]{0,40}:\s*([^\n]{2,200})$/i;
