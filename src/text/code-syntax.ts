/**
 * A message written the way code is ("skip(2026-12-01)", "followable=nobody", "stealth_mode(today)",
 * "followers --list", "ls ~/following", "rm -rf my data", "routine = []") read as the words it spells: the
 * call's brackets, commas and quotes, an `=`, an underscore between words, a flag's dashes and a home path's
 * `~/` become spaces, and an empty list `[]` the word "no". Every character keeps its place (the text keeps its
 * length), so what is cut from the message by offset (notes, a name) is still what the member wrote.
 * Mentions, emails and links are left as they are.
 */
export function codeAsWords(text: string): string {
  if (!/[(=_~[;]|(^|\s)-/.test(text)) return text;
  return text
    // A ";" after a statement ends it, as a full stop ends a sentence ("reminders=off; listed=no").
    .replace(/(?<=^|;)([^;\n]*?)(;)(?=\s|$)/g, (statement: string, body: string) => (STATEMENT.test(body) ? `${body}.` : statement))
    .replace(/\S+/g, (chunk) => (/@|:\/\/|^www\./i.test(chunk) ? chunk : wordsOfCode(chunk)))
    // A call whose arguments run over spaces ('subscribe(arrivals, who="Lev Inkwell")'): its brackets, commas and quotes.
    // One that passes free text by name ('checkin(today, notes="…")') keeps its commas and quotes, and loses its brackets
    // and the "=": its text is cut from the message as written, and "notes" then labels it.
    .replace(CALL, (call: string, name: string) =>
      name + (FREE_TEXT.test(call) ? call.slice(name.length).replace(/[()]/g, ' ').replace(/(\w*)=(?=\s*["'“‘])/g, asLabel) : call.slice(name.length).replace(/[(),"']/g, ' ')),
    )
    // Short flags of a shell command ("rm -rf my data", "ls -la"): nothing.
    .replace(/(^|\s)-(?:rf|fr|r|f|la|al|l|a)(?=\s|$)/gi, (flag) => flag.replace(/[-a-z]/gi, ' '));
}

/** Code, said as a statement: a call or a setting ("skip(fri)", "listed=no"). */
const STATEMENT = /^\s*[a-z][a-z0-9_]*\s*(\(.*\)|=\s*\S+)\s*$/i;

/**
 * Days written as a bullet list, one a line ("My standing schedule going forward:\n- Mondays\n- Wednesdays\n- Fridays"),
 * read as one list of days: the lines after the first are joined to it by commas. Every character keeps its place.
 */
export function dayBulletsAsList(text: string): string {
  if (!/\n\s*[-*•]/.test(text)) return text;
  return text.replace(DAY_BULLETS, (run: string) => {
    let first = true;
    return run.replace(/\n(\s*)[-*•]/g, (mark: string, space: string) => {
      if (first) {
        first = false;
        return `\n${space} `;
      }
      return `,${space} `;
    });
  });
}

const DAY = '(?:every |each )?(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\\.?';
/** Two lines or more, each a bullet and a day. */
const DAY_BULLETS = new RegExp(`(?:\\n[ \\t]*[-*•][ \\t]+${DAY}[ \\t]*){2,}(?=\\n|$)`, 'gi');

/** A value given as quoted text under a name that is not a person's ('notes="…"'). */
const FREE_TEXT = /(?<![a-z])(?!(?:who|name|person)\s*=)[a-z_]+\s*[=:]\s*["'“‘]/i;

/** A call written as code: a name (letters, digits, underscores) glued to its bracketed arguments, on one line. */
const CALL = /(?<![\w.])([a-z][a-z0-9_]{1,30})\((?=[^()\n]*[a-z0-9])[^()\n]{2,80}\)/gi;

/** A named argument's `=` before quoted text: a colon after a notes key ('note="x"' is 'note:"x"'), a space after any other. */
function asLabel(_: string, key: string): string {
  return `${key}${NOTE_KEYS.test(key) ? ':' : ' '}`;
}

/** Names under which code passes a visit's notes. */
const NOTE_KEYS = /^(?:notes?|status|comment|memo|msg|message|text|desc|description)$/i;

/** Names under which code passes the day or span a command is about ('date=fri', '--month=nov', 'status=here'): only the value counts. */
const SLOT_KEY = /(?<=^|[\s(,])(?:date|day|when|on|month|week|status|state|presence|since|range|period)\s*=\s*(?!["'“‘\s])/gi;

function wordsOfCode(chunk: string): string {
  return chunk
    // "--list", "--next": a long flag is its word.
    .replace(/^--(?=[a-z])/i, '  ')
    // "date=fri", "--month=nov", "visit(date=2026-12-09": the value alone.
    .replace(SLOT_KEY, (key) => ' '.repeat(key.length))
    // "note=null", "fri.note = None": no value, no notes.
    .replace(/^(?:null|None|nil|undefined)(?=[;,)]?$)/, (value) => (value.length === 3 ? 'no ' : `none${' '.repeat(value.length - 4)}`))
    // "note=\"…\"" on its own: a label.
    .replace(/^(\w+)=(?=["'“‘])/, (whole: string, key: string) => (NOTE_KEYS.test(key) ? `${key}:` : whole))
    // "fri.note": a field of a day, the day and the field as words.
    .replace(/(?<=^[a-z0-9]+)\.(?=[a-z_]+$)/i, ' ')
    // "stealth_mode", "notify_once", "my_schedule": words joined by underscores.
    .replace(/(?<=[a-z])_(?=[a-z])/gi, ' ')
    // "followable=nobody", "who=…", "routine = []": a setting and its value.
    .replace(/(?<=^[a-z][a-z_ ]{1,30})=(?!\s*["'“‘])/i, ' ')
    .replace(/(?<=^(?:who|name|person)\s*)=/i, ' ')
    .replace(/^=(?=\S)|^=$/, ' ')
    // "[]": an empty list, no days.
    .replace(/^\[\](?=[;,]?$)/, 'no')
    // "~/following", "~/.frontdesk/settings": a path in one's home, its parts as words.
    .replace(/^~\/.*$/, (path) => path.replace(/[~/._]/g, ' '));
}
