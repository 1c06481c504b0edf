/**
 * An independent reading of a Zulip message, for tests: which mentions, links
 * and Markdown structures Zulip would find in it. Written from Zulip's syntax
 * (zulip.com/help/format-your-message-using-markdown, /help/mention-a-user-or-group),
 * not from the bot's neutraliser, and deliberately more eager than Zulip: no
 * look-behind conditions, no escapes, any characters around a marker. If this
 * finds nothing, Zulip finds nothing either.
 */
export type MarkupKind =
  | 'mention' // @**Name**, @**all**, @*group*: notifies
  | 'silent-mention' // @_**Name**, @_*group*: links, notifies nobody
  | 'stream-link' // #**stream** or #**stream>topic**
  | 'strong' // **x**
  | 'emphasis' // *x*
  | 'strike' // ~~x~~
  | 'underscore' // __x__ (not Zulip syntax, counted to be safe)
  | 'code' // `x`
  | 'math' // $$x$$
  | 'link' // [text](url), ![alt](url), [text][ref]
  | 'angle-link' // <http://…>, <mailto:…>
  | 'time' // <time:…>
  | 'quote' // > at a line start
  | 'heading' // # at a line start
  | 'list' // - * + or 1. at a line start
  | 'fence' // ``` or ~~~ at a line start
  | 'rule' // --- === *** ___ alone on a line (also setext headings)
  | 'table' // a |---| separator row
  | 'indented-code' // four spaces or a tab
  | 'me'; // /me at the start of the message

export type MarkupCount = Partial<Record<MarkupKind, number>>;

const INLINE: Array<[MarkupKind, RegExp]> = [
  ['silent-mention', /@_(\*\*[^*]+\*\*|\*[^*]+\*)/g],
  ['mention', /@(\*\*[^*]+\*\*|\*[^*]+\*)/g],
  ['stream-link', /#\*\*[^*]+\*\*/g],
  ['strong', /\*\*[^*\n]+?\*\*/g],
  ['emphasis', /(?<!\*)\*[^*\n]+\*(?!\*)/g],
  ['strike', /~~[^\n]+?~~/g],
  ['underscore', /__[^\n]+?__/g],
  ['math', /\$\$[^\n]+?\$\$/g],
  ['link', /\[[^\]\n]*\](\([^)\n]*\)|\[[^\]\n]*\])/g],
  ['angle-link', /<[a-z][a-z0-9+.-]*:[^>\n]*>/gi],
  ['time', /<time:[^>\n]*>/gi],
];

const CODE = /`[^`\n]+`/g;

const BLOCK: Array<[MarkupKind, RegExp]> = [
  ['quote', /^ {0,3}>/],
  ['heading', /^ {0,3}#{1,6}(\s|$)/],
  ['list', /^ {0,3}([-*+]|\d{1,9}[.)])(\s|$)/],
  ['fence', /^ {0,3}(`{3,}|~{3,})/],
  ['rule', /^ {0,3}(=+|-{2,}|(\* *){3,}|(_ *){3,})\s*$/],
  ['table', /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/],
  ['indented-code', /^( {4}|\t)\S/],
];

/** Everything Zulip could read as markup in `message`, by kind. */
export function readMarkup(message: string): MarkupCount {
  const count: MarkupCount = {};
  const add = (kind: MarkupKind, n = 1) => void (n > 0 && (count[kind] = (count[kind] ?? 0) + n));
  if (/^\/me\s/.test(message)) add('me');
  for (const line of message.split('\n')) {
    for (const [kind, re] of BLOCK) {
      // A table separator needs a pipe somewhere; a bare "---" is a rule.
      if (kind === 'table' && !line.includes('|')) continue;
      if (re.test(line)) add(kind);
    }
    // Code spans come first in Zulip (as in every Markdown): nothing inside one is a mention or a link.
    add('code', [...line.matchAll(CODE)].length);
    const outsideCode = line.replace(CODE, '``');
    for (const [kind, re] of INLINE) add(kind, [...outsideCode.matchAll(re)].length);
  }
  return count;
}

/** Kinds found in `actual` more often than in `baseline` (what member text added). */
export function addedMarkup(actual: MarkupCount, baseline: MarkupCount): MarkupKind[] {
  return (Object.keys(actual) as MarkupKind[]).filter((k) => (actual[k] ?? 0) > (baseline[k] ?? 0));
}

/** Mentions that notify someone (silent ones do not). */
export function activeMentions(message: string): number {
  return readMarkup(message).mention ?? 0;
}
