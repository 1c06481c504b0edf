import type { WhoisQuery } from './command.js';

/** `@**Name**`, `@**Name|123**` and their silent forms `@_**…**`, at the start of the text. */
export const MENTION = /^@_?\*\*([^*|\n]+?)(?:\|(\d+))?\*\*/;
export const EMAIL = /^[^\s@<>()*`]+@[^\s@<>()*`]+\.[^\s@<>()*`]+$/;

/** Who `whois QUERY` looks up, the query as written: a whole mention, an email, a person id, or a name. */
export function whoisQuery(query: string): WhoisQuery {
  const mention = MENTION.exec(query);
  if (mention && mention[0].length === query.length) {
    return { kind: 'mention', name: mention[1]!.trim(), zulipId: mention[2] ? Number(mention[2]) : null };
  }
  if (EMAIL.test(query)) return { kind: 'email', email: query };
  if (/^\d{1,10}$/.test(query) && Number(query) <= 0xffff_ffff) return { kind: 'id', personId: Number(query) };
  return { kind: 'name', text: query };
}
