/**
 * Zulip's strikethrough ("I come usually ~~Monday and Wednesday~~ Monday and Friday", "Let ~~nobody~~ everybody follow
 * me"): the struck words are what the member took back, shown so the reader sees the change; they are never meant.
 * They go, with the space before them. A message struck whole says nothing (a sign alone is left, no word to act on).
 */
export function struckOutRemoved(text: string): string {
  if (!text.includes('~~')) return text;
  const kept = text.replace(STRUCK, '');
  return kept.trim() === '' ? '~' : kept.replace(/^\s+/, '');
}

/** Struck words: between two "~~", on one line. */
const STRUCK = /[^\S\n]*~~(?!\s)[^~\n]{1,300}?~~/g;
