/**
 * URLs from the directory (a member's website or blog) and handles turned into
 * links. Only well-formed http(s) URLs with a plain host become links, and the
 * link target is percent-encoded so that nothing in it means anything to Zulip
 * Markdown (no `@**all**`, no `)` ending the link early, no backtick opening a
 * code span, no emphasis). Anything else is shown as inert text by the caller.
 */
const MAX_URL_LENGTH = 2_000;
/** Host names and IPv4 addresses, as the WHATWG parser leaves them (lower case, punycode). */
const PLAIN_HOST = /^[a-z0-9.-]+$/;
/** Left as they are in a link target: letters, digits and the URL delimiters with no Markdown meaning. */
const KEPT = /[A-Za-z0-9\-./?=&%#:;,+]/;

/** A safe link target for `raw`, or undefined when it is not a well-formed http(s) URL. */
export function safeHref(raw: string): string | undefined {
  const text = raw.trim();
  if (text.length === 0 || text.length > MAX_URL_LENGTH || !/^https?:\/\//i.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password || !PLAIN_HOST.test(url.hostname) || !url.hostname.includes('.')) return undefined;
  const port = url.port ? `:${url.port}` : '';
  return `${url.protocol}//${url.hostname}${port}${encodeMarkup(url.pathname + url.search + url.hash)}`;
}

/** Percent-encodes every character outside KEPT (UTF-8), keeping existing %XX escapes. */
function encodeMarkup(rest: string): string {
  let out = '';
  for (const ch of rest) {
    if (KEPT.test(ch)) out += ch;
    else for (const byte of Buffer.from(ch, 'utf8')) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** `[label](href)` for a safe URL; the label is ours, never member text. */
export function markdownLink(label: string, href: string): string {
  return `[${label}](${href})`;
}
