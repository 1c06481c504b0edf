/**
 * Notes written as an instruction around one quoted text ("put 'Zig allocator' can already", "stick 'X' on it",
 * "note put 'X' pls"): the words around the quote only say where it goes, so the quote is the notes. Anything
 * else around it is part of the notes ("pairing on 'the parser' with Ada").
 */
export function placedQuote(text: string): string | undefined {
  const quotes = [...text.matchAll(QUOTED)];
  if (quotes.length !== 1) return undefined;
  const q = quotes[0]!;
  const start = q.index + q[1]!.length;
  const around = `${text.slice(0, start)} ${text.slice(start + q[0].length - q[1]!.length)}`;
  return PLACING.test(around) && q[3]!.trim() !== '' ? q[3]!.trim() : undefined;
}

/** A quoted text: its opening mark after a space or the start, its closing mark before a space, punctuation or the end. */
const QUOTED = /(^|[\s:(])(["'“‘«])([^"“”«»\n]+?)(?:["'”’»])(?=$|[\s,.!?;:)])/g;

/** Words that only place a text ("put … on it", "note … can already", "as my note"). */
const PLACING = /^[\s,.:;!?—–\p{Extended_Pictographic}\ufe0f-]*(?:(?:put|write|add|set|stick|pop|slap|say|says|as|my|the|a|note|notes|status|on|onto|it|there|in|can|already|please|pls|lah|leh|ah|thanks|ty|for|me|visit|to|that|this|would|you|ya|ye|be|great|and|down|is|should|one|if|could)[\s,.:;!?—–\p{Extended_Pictographic}\ufe0f-]*)*$/iu;
