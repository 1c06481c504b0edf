/**
 * A message's content as Markdown when a server sent it rendered. The bot asks
 * for raw Markdown (`apply_markdown: false`), but servers that ignore it, or
 * deliver what was fetched for another client, send HTML
 * (`content_type: text/html`): `<p><span class="user-mention"
 * data-user-id="9001">@Hub Helper</span> who&#39;s here</p>`. Mentions become
 * `@**Name|id**` (silent ones `@_**Name|id**`), markup is dropped, entities decoded.
 */

/** Does this content look rendered? By its content type, or (none sent) by a leading block tag. */
export function isRendered(content: string, contentType: string | undefined): boolean {
  if (contentType !== undefined) return contentType === 'text/html';
  return /^\s*<(?:p|div|blockquote|ul|ol|pre|h[1-6])[\s>]/i.test(content);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The Markdown a rendered message stands for, as far as a command needs it. */
export function markdownOf(html: string): string {
  const mentions = html.replace(
    /<span\s+class="user-mention( silent)?"[^>]*?data-user-id="(\d+)"[^>]*>@?([^<]*)<\/span>/g,
    (_whole, silent: string | undefined, id: string, name: string) => `@${silent ? '_' : ''}**${decodeEntities(name).trim()}|${id}**`,
  );
  const text = mentions
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(?:p|div|li|blockquote|pre|h[1-6])>\s*/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).trim();
}
