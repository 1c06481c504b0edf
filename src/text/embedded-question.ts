import { rewritten, type Rewrite } from './rewrite.js';

// A question asked to be told ("tell me please who is following my arrivals", "let me know which days I'm in", "I'd like
// to know who's coming friday"): the question itself. Not before "when" or "if", where the words ask to be told later
// ("tell me when Pax arrives" is a follow).

const ASKED_TO_TELL: Rewrite[] = [
  [/\b(?:(?:please|kindly|pls)\s+)?(?:tell|show)\s+me\s+(?:(?:please|pls)\s*,?\s+)?(?=(?:who|who's|whom|what|what's|which|whether|how many|how busy)\b)/gi, ''],
  [/\b(?:(?:please|kindly|pls)\s+)?(?:let me know|lmk)\s+(?:(?:please|pls)\s*,?\s+)?(?=(?:who|who's|whom|what|what's|which|whether|how many|how busy)\b)/gi, ''],
  [/\bi(?:'d| would)? (?:like|want|wanna) to know\s+(?=(?:who|who's|whom|what|what's|which|whether|how many|how busy)\b)/gi, ''],
];

/** TEXT with a question asked to be told read as the question. */
export function embeddedQuestionRead(text: string): string {
  return rewritten(text, ASKED_TO_TELL);
}
