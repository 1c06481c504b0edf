import { eitherCase } from './either-case.js';
import { rewritten, type Rewrite } from './rewrite.js';

// A question asked in the negative ("isn't Fern coming in tomorrow?", "is Hana not coming today?", "is nobody in the hub
// today?", "didn't I say I'd be in friday??"): the member asks the same as the plain question and wants the same answer
// (whether Fern is coming, who is in, what was planned). Read as the plain question, only in a sentence that asks (it
// ends with "?"); a statement ("Bram isn't coming tomorrow") is left as written.

/** The negative auxiliaries and their plain forms. */
const PLAIN: Readonly<Record<string, string>> = { "isn't": 'is', "aren't": 'are', "wasn't": 'was', "weren't": 'were', "won't": 'will', "didn't": 'did', "doesn't": 'does', "hasn't": 'has', "haven't": 'have' };

/** Letters either case (the names after these words keep their capital, so the patterns are not caseless). */
const caseless = (words: string) => `(?:${eitherCase(words)})`;
/** A word or two of lead before the question ("wait", "@**frontdesk**", "ji,"), never a question word of its own. */
const LEAD = String.raw`((?:(?!(?:[Ww]hy|[Hh]ow|[Ww]hat|[Ww]hen|[Ww]here|[Ww]ho)\b)[\p{L}@*']+[,!]?\s+){0,2}?)`;
/** The one asked about: a name, a pronoun, someone. */
const ASKED_OF = String.raw`(?:\p{Lu}\p{Ll}+|${caseless('he|she|they|i|anyone|anybody|someone|somebody|nobody|no one')})`;

const QUESTION: Rewrite[] = [
  // "isn't Fern coming", "didn't i say": the negative auxiliary that opens the question.
  [new RegExp(String.raw`^${LEAD}(${caseless("isn't|isnt|aren't|arent|wasn't|wasnt|weren't|won't|didn't|didnt|doesn't|hasn't|haven't")})(?=\s+${ASKED_OF}\b)`, 'u'), '$1¬$2'],
  // "is Hana not coming", "is she not in": "not" after the one asked about.
  [new RegExp(String.raw`^(${LEAD}${caseless('is|are|was|will|did')}\s+(?:\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?|${caseless('he|she|they|i')}))\s+not(?=\s+(?:coming|come|in|here|around|about|there|planned|down|booked)\b)`, 'u'), '$1'],
  // "is nobody in", "is no one around": anybody.
  [new RegExp(String.raw`^(${LEAD}${caseless('is|are|was|will')})\s+${caseless('nobody|no one|noone')}(?=\s)`, 'u'), '$1 anybody'],
];

/** TEXT with each sentence that asks in the negative asked plainly. */
export function negativeQuestionRead(text: string): string {
  if (!/n'?t\b|\bnot\b|\bnobody\b|\bno one\b|\bnoone\b/i.test(text)) return text;
  return text.replace(/[^.!?\n]+\?+/g, (sentence) => {
    const lead = /^\s*/.exec(sentence)![0];
    const asked = rewritten(sentence.slice(lead.length), QUESTION).replace(/¬(\S+)/, (_, neg: string) => PLAIN[neg.toLowerCase().replace(/^(\w+)nt$/, "$1n't")] ?? neg);
    return lead + asked;
  });
}
