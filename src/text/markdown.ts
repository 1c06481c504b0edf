/**
 * Zulip Markdown safety. Anything a member wrote (notes, names, bios) is
 * neutralised before the bot echoes it: a zero-width space after `@` breaks
 * `@**all**`, `@**everyone**`, `@**channel**`, `@**stream**`, `@**topic**`,
 * `@**Name**`, `@_**Name**` and `@*group*`, so a note can never ping anyone.
 */
const ZWSP = '\u200b';

export const DEFAULT_MAX_MESSAGE_LENGTH = 10_000;
export const DEFAULT_MAX_TOPIC_LENGTH = 60;

/** Every mention form in Zulip Markdown starts with `@` then `*` or `_*`. */
export function neutralise(text: string): string {
  return text.replace(/@(?=_?\*)/g, `@${ZWSP}`);
}

/** True if the text holds an active mention of any kind (wildcard, user, user group). */
export function hasActiveMention(text: string): boolean {
  return /@_?\*/.test(text);
}

/** True if the text holds an active *wildcard* mention (@**all** and friends). */
export function hasActiveWildcard(text: string): boolean {
  return /@_?\*\*(all|everyone|channel|stream|topic)\*\*/i.test(text);
}

/** A silent mention (links the person, pings nobody) or, without a Zulip id, the neutralised name in bold. */
export function personRef(name: string, zulipId: number | null | undefined): string {
  const clean = name.replace(/[*|\n\r`]/g, '').trim() || 'someone';
  return zulipId ? `@_**${clean}|${zulipId}**` : `**${neutralise(clean)}**`;
}

/** Member text squeezed onto one line, cut at `max` characters, neutralised. */
export function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const cut = flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
  // Inline: backticks would open code spans that swallow the rest of the line.
  return neutralise(cut.replace(/`/g, "'"));
}

/**
 * Member text shown in full as a Zulip quote block. The fence is longer than
 * any backtick run inside, so a ``` in the text cannot close it early.
 */
export function quoteBlock(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}quote\n${neutralise(text)}\n${fence}`;
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

/** Unicode code points (what Zulip's limits count), without building an array. */
export function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/**
 * Splits a reply into messages no longer than `max` characters (Unicode code
 * points, as Zulip counts), at line boundaries; a single longer line is cut.
 * Linear: each line is measured once.
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

function cutLine(line: string, max: number): string[] {
  if (line.length <= max) return [line];
  const points = [...line];
  if (points.length <= max) return [line];
  const out: string[] = [];
  for (let i = 0; i < points.length; i += max) out.push(points.slice(i, i + max).join(''));
  return out;
}

/** Topics longer than the server allows are cut (with an ellipsis). */
export function truncateTopic(topic: string, max = DEFAULT_MAX_TOPIC_LENGTH): string {
  const points = [...topic];
  return points.length <= max ? topic : `${points.slice(0, max - 1).join('')}…`;
}
