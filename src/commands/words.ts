/**
 * The words after a hub row's phrasing, as its slot reader (hub-parse.ts)
 * reads them; the conversation tokenizes messages itself
 * (src/conversation/tokens.ts). Each token keeps where it stands in the
 * original text (so text is cut from what the member wrote, byte for byte) and a
 * canonical `word` to match on: lower case, straight apostrophes, no
 * surrounding punctuation, common spellings folded ("im" -> "i'm",
 * "tmrw" -> "tomorrow", "pls" -> "please").
 */
export interface Token {
  raw: string;
  start: number;
  end: number;
  word: string;
}

/** One spelling per line: adding one is a one-line change. */
const SPELLINGS = new Map<string, string>(Object.entries({
  im: "i'm", 'i`m': "i'm", ive: "i've", ill: "i'll", id: "i'd",
  cant: "can't", cannot: "can't", wont: "won't", dont: "don't", didnt: "didn't", isnt: "isn't", arent: "aren't",
  whos: "who's", whats: "what's", hows: "how's", wheres: "where's", thats: "that's",
  u: 'you', ya: 'you', ur: 'your', r: 'are', n: 'and',
  pls: 'please', plz: 'please', plse: 'please', pleas: 'please', pleeease: 'please', pleeeease: 'please',
  thx: 'thanks', thnx: 'thanks', thanx: 'thanks', ty: 'thanks', tysm: 'thanks', thank: 'thanks', thankyou: 'thanks', tx: 'thanks', cheers: 'thanks',
  tmr: 'tomorrow', tmrw: 'tomorrow', tmw: 'tomorrow', tomorow: 'tomorrow', tommorow: 'tomorrow', tommorrow: 'tomorrow', '2moro': 'tomorrow', '2morrow': 'tomorrow',
  yday: 'yesterday', tdy: 'today', '2day': 'today',
  'check-in': 'checkin', 'check-out': 'checkout', 'sign-in': 'signin',
  anybody: 'anyone', someone: 'anyone', somebody: 'anyone', ppl: 'people', folks: 'people', everybody: 'everyone',
  hiya: 'hi', heya: 'hi', hey: 'hi', hello: 'hi', howdy: 'hi', yo: 'hi', hallo: 'hi', hei: 'hi', helo: 'hi',
  goodbye: 'bye', cya: 'bye', ttyl: 'bye', byebye: 'bye', 'bye-bye': 'bye', later: 'later',
  okay: 'ok', k: 'ok', kk: 'ok', alright: 'ok', 'all right': 'ok',
  gonna: 'going-to', wanna: 'want-to',
  hre: 'here', heer: 'here', hier: 'here', ehre: 'here', comming: 'coming', commin: 'coming', cmoing: 'coming', comin: 'coming',
  whens: "when's", tho: 'though', abt: 'about', wk: 'week',
}));

/** Punctuation that may wrap a word ("(tomorrow)", "here,", "*friday*") without being part of it. */
const EDGE = /^[\s"'“”‘’`()[\]{}<>.,!?;:…*_~¡¿]+|[\s"'“”‘’`()[\]{}<>.,!?;:…*_~¡¿]+$/g;

/** Lower case for ASCII only: keeps every offset the same as in the original text. */
export function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/**
 * Words past this many are one last token: dates and slot values are all in
 * the first few words, and text is cut by offset anyway. Keeps a
 * 100 kB message as cheap as a short one.
 */
export const MAX_TOKENS = 96;

/** The `word` of that last token: matches no phrasing, and is neither filler nor punctuation. */
export const REST_WORD = '\u{E000}';

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const words = /\S+/g;
  for (let m = words.exec(text); m !== null; m = words.exec(text)) {
    if (tokens.length === MAX_TOKENS) {
      const end = text.trimEnd().length;
      tokens.push({ raw: text.slice(m.index, end), start: m.index, end, word: REST_WORD });
      break;
    }
    const raw = m[0];
    const plain = asciiLower(raw).replace(/[\u2018\u2019\u02bc]/g, "'").replace(EDGE, '');
    tokens.push({ raw, start: m.index, end: m.index + raw.length, word: SPELLINGS.get(plain) ?? plain });
  }
  return tokens;
}
