/**
 * An independent reading of Zulip's mention syntax, written for the tests from
 * Zulip's rendering rules (zerver/lib/markdown: MENTIONS_RE and
 * USER_GROUP_MENTIONS_RE), sharing no code or pattern with src/text/markdown.ts:
 *
 * - a mention starts with `@` at the start of the text or after whitespace or
 *   one of `' " ( { [ / <` (elsewhere, as in `a@**b**`, it stays text);
 * - then an optional `_` (silent);
 * - then `**NAME**` (a person, or a wildcard: all, everyone, channel, stream,
 *   topic) or `*NAME*` (a user group), NAME being one or more characters
 *   other than `*`.
 *
 * It reads code spans as live text too: stricter than Zulip, which is what a
 * safety check wants.
 */
export interface MentionToken {
  kind: 'person' | 'wildcard' | 'group';
  silent: boolean;
  name: string;
  at: number;
}

const WILDCARDS = new Set(['all', 'everyone', 'channel', 'stream', 'topic']);
const OPENERS = new Set(["'", '"', '(', '{', '[', '/', '<']);

function isWhitespace(ch: string): boolean {
  return ch.trim() === '';
}

/** The characters up to the next `*` from `from`, if at least one, and if a `*` follows them. */
function nameUntilStar(text: string, from: number): { name: string; end: number } | null {
  let i = from;
  while (i < text.length && text[i] !== '*') i++;
  if (i === from || i >= text.length) return null;
  return { name: text.slice(from, i), end: i };
}

export function mentionTokens(text: string): MentionToken[] {
  const tokens: MentionToken[] = [];
  for (let at = 0; at < text.length; at++) {
    if (text[at] !== '@') continue;
    const before = at === 0 ? ' ' : text[at - 1]!;
    if (!isWhitespace(before) && !OPENERS.has(before)) continue;
    let i = at + 1;
    const silent = text[i] === '_';
    if (silent) i++;
    if (text[i] !== '*') continue;
    if (text[i + 1] === '*') {
      const name = nameUntilStar(text, i + 2);
      if (name && text[name.end + 1] === '*') {
        const kind = WILDCARDS.has(name.name.trim().toLowerCase()) ? 'wildcard' : 'person';
        tokens.push({ kind, silent, name: name.name, at });
        continue;
      }
    }
    const group = nameUntilStar(text, i + 1);
    if (group) tokens.push({ kind: 'group', silent, name: group.name, at });
  }
  return tokens;
}
