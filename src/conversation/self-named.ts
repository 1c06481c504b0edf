// A member who writes about themselves by name ("Soren won't make it next Wednesday. Soren is very sad about it",
// "Tamsin would like a list of everyone Tamsin is following"): read as "I", "me" and "my", so every phrasing the
// conversation knows in the first person is known in the third too.

/** Verbs said of a person in the third person that never follow a name used otherwise ("Soren forgets", "Zeke wants"). */
const THIRD_PERSON = /^(?:is|was|has|does|doesn't|doesnt|isn't|isnt|wasn't|hasn't|will|won't|wont|would|wouldn't|can|can't|cant|cannot|could|couldn't|should|shall|may|might|must|needs|wants|likes|says|thinks|forgets|comes|goes|plans|hopes|wonders|reckons|feels|prefers|knows|left|arrived|came|went|got|had|did|didn't|no|normally|usually|also|still|really|just|never|always|often|sometimes|currently|probably|definitely|only|already|generally|typically|mostly)$/i;

/** Adverbs that may stand between the subject and its verb ("Tamsin normally comes"). */
const BETWEEN = new Set(['normally', 'usually', 'also', 'still', 'really', 'just', 'never', 'always', 'often', 'sometimes', 'currently', 'probably', 'definitely', 'only', 'already', 'generally', 'typically', 'mostly', 'no', 'longer', 'not']);

/** Third-person forms that are not a verb with an -s (they keep their spelling after "I"). */
const KEEP = new Set(['was', 'always', 'this', 'his', 'its', 'us', 'plus', 'thus', 'yes', 'bus', 'less', 'unless', 'across', 'sometimes', 'perhaps', 'towards', 'afterwards', 'as']);

const SAID_AS_I: Record<string, string> = { is: 'am', "isn't": "am not", isnt: 'am not', has: 'have', "hasn't": "haven't", does: 'do', "doesn't": "don't", doesnt: "don't" };

/** What "NAME's" is before these words: "NAME is" ("Soren's in today"), not "NAME's" as in "Soren's visit". */
const IS_BEFORE = /^(?:in|here|at|coming|not|going|off|out|back|on|gonna|running|late|been|away|sick|done|heading|leaving|around|staying|working|free|busy|home|outside|downstairs|upstairs)\b/i;

/** "I" agrees with the verb after it (past the adverbs before that verb): "comes" → "come", "is" → "am". */
function agreeing(rest: string): string {
  const words = rest.split(/(\s+)/);
  for (let k = 0; k < words.length; k++) {
    const [, word = '', punctuation = ''] = /^([\p{L}'’]*)(.*)$/u.exec(words[k]!) ?? [];
    const lower = word.toLowerCase();
    if (lower === '' || BETWEEN.has(lower)) continue;
    if (lower in SAID_AS_I) words[k] = SAID_AS_I[lower]! + punctuation;
    else if (/^[a-z]+s$/.test(lower) && !KEEP.has(lower) && !lower.endsWith('ss')) {
      const stem = /(?:ss|sh|ch|x|z|o)es$/.test(lower) ? word.slice(0, -2) : /[^aeiou]ies$/.test(lower) ? `${word.slice(0, -3)}y` : word.slice(0, -1);
      words[k] = stem + punctuation;
    }
    break;
  }
  return words.join('');
}

/** An auxiliary asked before the subject ("when was Soren last in?", "is Zeke on the list?"), as said before "I". */
const AUX_BEFORE = /\b(is|isn't|does|doesn't|has|hasn't|was|will|won't|did|didn't|can|can't|could|would|should|shall)\s+$/i;
const AUX_AS_I: Record<string, string> = { is: 'am', "isn't": "aren't", does: 'do', "doesn't": "don't", has: 'have', "hasn't": "haven't" };

/** TEXT as a regular expression that matches it literally. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * TEXT with the sender's own first name read in the first person, when the message uses it as the subject of a
 * verb at least once (so "is Soren coming?", which may ask about another Soren, is left alone). The name followed by
 * another surname than the sender's is someone else; the name alone on a line is a signature and stays.
 */
export function selfNamedAsI(text: string, senderFullName: string): string {
  const [first, ...others] = senderFullName.trim().split(/\s+/);
  if (!first || !/^\p{Lu}[\p{L}'’-]+$/u.test(first)) return text;
  const surname = others.find((w) => /^\p{Lu}/u.test(w));
  const name = literal(first);
  const tail = surname ? `(?:\\s+${literal(surname)})?` : '';
  const subject = new RegExp(`(^|[.!?;:,—–-]\\s*|\\n\\s*|\\b(?:and|but|so|that|if|when|because)\\s+)${name}${tail}(?=\\s+(\\S+))`, 'gu');
  const isIn = new RegExp(`(?:^|[^\\p{L}])${name}['’]s\\s+(?:in|here|at|coming|not|going|off|out|back|running|late|away|sick|heading|leaving)\\b`, 'u');
  if (![...text.matchAll(subject)].some((m) => THIRD_PERSON.test(m[2]!.replace(/[.,!?]+$/, ''))) && !isIn.test(text)) return text;
  // Each use, left to right: a subject before a verb ("Soren forgets" → "I forget"), a possessive ("Zeke's schedule" →
  // "my schedule"), or an object ("follow Zeke" → "follow me"); not the name followed by a surname that is not the sender's.
  const use = new RegExp(`(^|[^\\p{L}])${name}${tail}(?![\\p{L}])(['’]s\\b)?(?!\\s+\\p{Lu}\\p{Ll})`, 'u');
  let out = text;
  for (let from = 0, guard = 0; guard < 20; guard++) {
    const m = use.exec(out.slice(from));
    if (!m) break;
    const at = from + m.index + m[1]!.length;
    const end = from + m.index + m[0].length;
    const lineEnd = out.indexOf('\n', end) < 0 ? out.length : out.indexOf('\n', end);
    const rest = out.slice(end, lineEnd);
    const lineBefore = out.slice(out.lastIndexOf('\n', at - 1) + 1, at);
    const possessive = m[2] !== undefined;
    // A signature: the name alone on its line ("Kind regards,\nGreta").
    if (rest.trim() === '' && lineBefore.trim() === '' && !possessive) {
      from = end;
      continue;
    }
    const aux = possessive ? null : AUX_BEFORE.exec(lineBefore);
    const asSubject = !possessive && aux === null && THIRD_PERSON.test((rest.trim().split(/\s+/)[0] ?? '').replace(/[.,!?]+$/, ''));
    const said = possessive ? (IS_BEFORE.test(rest.trimStart()) ? "I'm" : 'my') : asSubject || aux !== null ? 'I' : 'me';
    const after = asSubject ? agreeing(rest) : rest;
    let head = out.slice(0, at);
    // ("is Zeke on it?" → "am I on it?")
    if (aux) head = head.slice(0, at - aux[0].length) + (AUX_AS_I[aux[1]!.toLowerCase()] ?? aux[1]!) + aux[0].slice(aux[1]!.length);
    out = head + said + after + out.slice(lineEnd);
    from = head.length + said.length;
  }
  return out;
}
