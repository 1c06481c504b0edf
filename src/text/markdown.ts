/**
 * Zulip Markdown safety: one rule for everything a member wrote or the
 * directory holds (notes, names, pronouns, company, role, batch, bios) before
 * the bot echoes it: the text is rendered inert. Nothing in it can become a
 * mention, a link, emphasis, code, math, a global time or (in block contexts)
 * a quote, heading, list, table or fence. URLs go through `safeHref`
 * (src/text/urls.ts) instead.
 */
const ZWSP = '\u200b';
/** U+2217 ASTERISK OPERATOR: looks like `*`, means nothing to Zulip (no emphasis, mention or stream link). */
const INERT_STAR = '\u2217';

/**
 * Characters a member's text may carry that the reader never sees: bidi
 * controls (embeddings, overrides, isolates, marks), which can make a note read
 * backwards or hide what follows, and zero-width ones (space, joiners, word
 * joiner, invisible operators, byte-order mark, Mongolian vowel separator, soft
 * hyphen), which can hide text or break words apart. Neutralised text drops
 * them all (an emoji joined with a ZWJ shows as its parts).
 */
const INVISIBLE = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** Every character `neutralise` changes or looks at the neighbour of: a text with none of them is left as it is. */
const NEEDS_CARE = /[*\n\r`<\\@\]#~$_]/;

export const DEFAULT_MAX_MESSAGE_LENGTH = 10_000;
export const DEFAULT_MAX_TOPIC_LENGTH = 60;

/**
 * Member text made inert for Zulip Markdown, on one line, in one pass (linear):
 * - invisible characters (bidi controls, zero-width ones) are dropped;
 * - line breaks become spaces (no block can start);
 * - `*` becomes `∗`: no `**bold**`, `*em*`, `@**all**`, `@*group*`, `#**stream**`;
 * - backticks become `'`: no code spans that swallow the rest of a line;
 * - a zero-width space breaks `@_`, `~~`, `$$`, `__`, `](`, `][`, `<` (autolinks,
 *   `<time:…>`) and follows every `\` (so a member's backslash escapes nothing of ours).
 */
export function neutralise(member: string): string {
  const text = member.replace(INVISIBLE, '');
  // Most names and notes hold none of the characters below: they are inert as they are (who's here neutralises hundreds a reply).
  if (!NEEDS_CARE.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === '*') out += INERT_STAR;
    else if (c === '\n' || c === '\r') out += ' ';
    else if (c === '`') out += "'";
    else if (c === '<' || c === '\\') out += c + ZWSP;
    else if ((c === '@' && (next === '_' || next === undefined)) || (c === ']' && (next === '(' || next === '[' || next === undefined))) out += c + ZWSP;
    else if (c === '#' && next === undefined) out += c + ZWSP;
    else if ((c === '~' || c === '$' || c === '_') && next === c) out += c + ZWSP;
    else out += c;
  }
  return out;
}

/**
 * Member text of several lines, inert also as blocks: each line starts with a
 * zero-width space, so no line can open a quote, heading, list, table, fence
 * or rule, or underline the line above into a heading.
 */
export function neutraliseLines(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => ZWSP + neutralise(line))
    .join('\n');
}

/** True if the text holds an active mention of any kind (wildcard, user, user group). */
export function hasActiveMention(text: string): boolean {
  return /@_?\*/.test(text);
}

/** True if the text holds an active *wildcard* mention (@**all** and friends). */
export function hasActiveWildcard(text: string): boolean {
  return /@_?\*\*(all|everyone|channel|stream|topic)\*\*/i.test(text);
}

/**
 * Text the bot shows as written (a command in a code span, which Zulip does not
 * render as a mention) with any wildcard mention's stars made inert all the
 * same: the bot never sends a wildcard's syntax, wherever it stands.
 */
export function inertWildcards(text: string): string {
  return text.replace(/@(_?)\*\*(all|everyone|channel|stream|topic)\*\*/gi, (_m, silent: string, name: string) => `@${silent}${INERT_STAR}${INERT_STAR}${name}${INERT_STAR}${INERT_STAR}`);
}

/** A silent mention (links the person, pings nobody) or, without a Zulip id, the neutralised name in bold. */
export function personRef(name: string, zulipId: number | null | undefined): string {
  const clean = neutralise(name.replace(/[*|\n\r`\\]/g, '').trim() || 'someone');
  return zulipId ? `@_**${clean}|${zulipId}**` : `**${clean}**`;
}

/** Member text squeezed onto one line, cut at `max` characters, neutralised. */
export function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const cut = flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
  return neutralise(cut);
}

/**
 * Member text shown in full as a Zulip quote block. Inside, no backtick
 * survives and no line opens a block, so nothing can close the fence early
 * or open one of its own.
 */
export function quoteBlock(text: string): string {
  return `\`\`\`quote\n${neutraliseLines(text)}\n\`\`\``;
}

/** Member input quoted in a reply ("…"), shortened and neutralised. */
export function quoted(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `"${neutralise(flat.length > max ? `${flat.slice(0, max - 1)}…` : flat)}"`;
}

/** Inline code for text a member typed (a query), safe against backticks. */
export function inlineCode(text: string): string {
  return `\`${text.replace(/`/g, "'").replace(/\n/g, ' ')}\``;
}

/**
 * Text without the markdown a member wrapped all of it in: `**Dana Pebbleton**`, `` `ray tracer: BVH done` ``,
 * `_quiet corner_`. Marks inside the text are kept ("`a` and `b`" is not wrapped as one).
 */
export function unwrapped(text: string): string {
  let t = text.trim();
  for (;;) {
    const m = /^(\*\*|__|\*|_|~~|`)(?=\S)([\s\S]*?\S)\1$/.exec(t);
    if (!m || m[2]!.includes(m[1]!)) return t;
    t = m[2]!.trim();
  }
}

/** Unicode code points (what Zulip's limits count), without building an array. */
export function codePoints(text: string): number {
  // UTF-16 units minus one per surrogate pair (a lone surrogate counts as one, as `for…of` does): far cheaper than iterating.
  let n = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/** The first line of every part of a split reply after the first: a part never begins with member text. */
export const CONTINUED = '(continued)';
/** Fence lines longer than this are not tracked (the bot's own are short: ```quote, ```spoiler …). */
const FENCE_LINE_MAX = 40;
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})[^`]*$/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})\s*$/;

type OpenFence = { line: string; fence: string } | null;

/**
 * Splits a text into messages no longer than `max` characters (Unicode code
 * points, as Zulip counts), at line boundaries; a single longer line is cut.
 * Joined with line breaks, the parts are the text. Linear: each line is
 * measured once. Replies go through `splitReply`, which adds what a reader needs.
 */
export function splitMessage(text: string, max = DEFAULT_MAX_MESSAGE_LENGTH): string[] {
  // UTF-16 length is never below the code point count, so a short string needs no counting.
  if (text.length <= max || codePoints(text) <= max) return [text];
  const chunks: string[] = [];
  let current: string[] = [];
  let size = -1; // code points of current.join('\n')
  for (const line of text.split('\n')) {
    for (const piece of cutLine(line, max)) {
      const length = codePoints(piece);
      if (current.length > 0 && size + 1 + length > max) {
        chunks.push(current.join('\n'));
        current = [];
        size = -1;
      }
      current.push(piece);
      size += 1 + length;
    }
  }
  if (current.length > 0) chunks.push(current.join('\n'));
  return chunks.filter((chunk) => chunk !== '');
}

/**
 * A reply split like `splitMessage`, for a reader: every part after the first
 * starts with "(continued)", so no part begins with member text, and a fenced
 * block (quote, code) open at a split is closed at the end of one part and
 * opened again at the start of the next.
 */
export function splitReply(text: string, max = DEFAULT_MAX_MESSAGE_LENGTH): string[] {
  if (text.length <= max || codePoints(text) <= max) return [text];
  const reserve = CONTINUED.length + 1 + 2 * (FENCE_LINE_MAX + 1);
  const chunks: string[] = [];
  let current: string[] = [];
  let size = -1; // code points of current.join('\n')
  let open: OpenFence = null;
  const push = (line: string) => {
    current.push(line);
    size += 1 + codePoints(line);
  };
  for (const line of text.split('\n')) {
    for (const piece of cutLine(line, Math.max(1, max - reserve))) {
      const after = fenceAfter(open, piece);
      const closing = after ? codePoints(after.fence) + 1 : 0;
      if (current.length > 0 && size + 1 + codePoints(piece) + closing > max) {
        if (open) push(open.fence);
        chunks.push(current.join('\n'));
        current = [];
        size = -1;
        push(CONTINUED);
        if (open) push(open.line);
      }
      push(piece);
      open = after;
    }
  }
  if (current.length > 0) chunks.push(current.join('\n'));
  return chunks.filter((chunk) => chunk !== '');
}

/** The fence open after `line`, given the one open before it. */
function fenceAfter(open: OpenFence, line: string): OpenFence {
  if (line.length > FENCE_LINE_MAX) return open;
  if (open) {
    const m = FENCE_CLOSE.exec(line);
    return m && m[1]![0] === open.fence[0] && m[1]!.length >= open.fence.length ? null : open;
  }
  const m = FENCE_OPEN.exec(line);
  return m ? { line, fence: m[1]! } : null;
}

function cutLine(line: string, max: number): string[] {
  if (line.length <= max) return [line];
  const out: string[] = [];
  if (codePoints(line) === line.length) {
    // No surrogate pairs: UTF-16 offsets are code points.
    for (let i = 0; i < line.length; i += max) out.push(line.slice(i, i + max));
    return out;
  }
  const points = [...line];
  if (points.length <= max) return [line];
  for (let i = 0; i < points.length; i += max) out.push(points.slice(i, i + max).join(''));
  return out;
}

/** Topics longer than the server allows are cut (with an ellipsis). */
export function truncateTopic(topic: string, max = DEFAULT_MAX_TOPIC_LENGTH): string {
  const points = [...topic];
  return points.length <= max ? topic : `${points.slice(0, max - 1).join('')}…`;
}
