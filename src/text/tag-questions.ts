import { rewritten, type Rewrite } from './rewrite.js';

// A question with its answer offered as "or no?" ("did I check in today or no?") is the "or not?" the reader knows. South Asian English closes a question or a request with "no" as others close it with "right?" or "ok?"
// ("who all are coming tomorrow no?", "it's Thanksgiving no?", "put me no.", "clear my usual days no, I'll just come
// randomly"): a tag that asks the listener to agree, not a refusal. Both are read without it.
//
// The tag is "no" right after a word of the same clause, before a stop or the end. It stays where "no" is what was
// said or answered ("I said no", "yes or no", "notes no", "please no"), and after a stop it is a reply of its own
// ("cancel friday? no, keep it").

/** Words after which "no" is meant: said, answered, asked for, or chosen. */
const MEANT_AFTER = [
  'say', 'said', 'says', 'saying', 'answer', 'answered', 'reply', 'replied', 'told', 'tell', 'means', 'mean', 'meant', 'is', 'was', 'are', 'were', 'be',
  'yes', 'or', 'and', 'but', 'oh', 'ok', 'okay', 'um', 'uh', 'hmm', 'so', 'well', 'then', 'just', 'please', 'pls', 'plz', 'thanks', 'thank', 'sorry',
  'the', 'a', 'to', 'for', 'with', 'have', 'has', 'had', 'got', 'there', 'that', 'it', 'i', 'definitely', 'probably', 'maybe', 'hell', 'heck',
  'notes', 'note', 'reminders', 'reminder', 'alerts', 'pings', 'follows', 'absolutely', 'nope', 'no',
  // The settings answered yes or no (`listed no`, "followable no").
  'listed', 'unlisted', 'followable', 'ghost', 'hidden', 'visible', 'public', 'private', 'anonymous', 'digest', 'privacy',
  // A correction starts with "no" ("I'm off — oh wait no, staying", "actually no, just lunch"): it is meant.
  'wait', 'actually', 'ah', 'er', 'erm', 'nah', 'sadly', 'unfortunately', 'sure', 'course', 'guess', 'think', 'hope', 'suppose', 'certainly', 'totally', 'honestly', 'like',
];

const RULES: Rewrite[] = [
  // "… or no?": "… or not?", which the reader knows.
  [/([^\S\n]+or[^\S\n]+)no(?=[^\S\n]*\?)/gi, '$1not'],
  [new RegExp(String.raw`(?<=(?:^|[^\p{L}'’])(?!(?:${MEANT_AFTER.join('|')})[^\S\n])[\p{L}'’]{2,})[^\S\n]+no(?=[^\S\n]*(?:[?,.!]|$))`, 'giu'), ''],
];

/** TEXT with "or no?" read as "or not?" and a tag "no" as the plain question or request. */
export function tagQuestionsRead(text: string): string {
  return rewritten(text, RULES);
}
