import { rewritten, type Rewrite } from './rewrite.js';

// An office's way of asking ("Per our earlier exchange, I'd appreciate it if you could remove …", "could you kindly share
// the attendance figures for last week at your earliest convenience?", "Regrettably, I must withdraw from all of my
// planned visits next week. Apologies for any inconvenience caused.", "kindly note and do the needful"): the courtesies that carry nothing go, and the
// office's verbs become the plain ones the bot reads ("withdraw from" is cancel, "share" is show me).

const OFFICE: Rewrite[] = [
  [/\b(?:at your earliest convenience|when(?:ever)? you (?:get|have) a (?:chance|moment)|on your (?:side|end))\b/gi, ''],
  // (Only after a request: alone, "many thanks for the reminder" is thanks.)
  [/(?<=[.!?]\s+)(?:(?:much|greatly|really) appreciated|(?:i )?appreciate it|(?:many|much) thanks|apologies for any inconvenience(?: caused)?|happy to discuss(?: if needed)?)[.!]*(?=\s|$)/gim, ''],
  [/\b(?:per our (?:earlier|previous|last) (?:exchange|conversation|discussion|chat)|circling back(?: on this)?|following up(?: on this)?|please be advised that|just a heads[- ]up|regrettably|for the record)\s*[,:]?\s*/gi, ''],
  [/\b(?:i'?d|i would) (?:appreciate it|be grateful) if you could\b/gi, 'please'],
  // Indian English officialese after a request: "kindly note and do the needful" (please take it down and see to it).
  [/[,;]?\s*\b(?:kindly|please|pls)\s+note(?:\s+(?:it|this|that|down))?(?:\s+and\s+do the needful)?\s*(?=[.!]*\s*$)/gim, ''],
  [/[,;]?\s*\b(?:and\s+|please\s+|kindly\s+)?do the needful\b/gi, ''],
  [/\bplease action this\b/gi, 'please do this'],
  [/\b(?:i must |i'll have to |i have to )?withdraw from\b/gi, 'cancel'],
  // ("share a little about X" is read as it is.)
  [/\b(?:could|can|would) you (?:kindly |please )?share(?= the )/gi, 'please show me'],
];

/** TEXT without an office's courtesies, its verbs the plain ones; a message with none is as it was. */
export function officeSpeakRead(text: string): string {
  if (!/\b(?:convenience|appreciat|thanks|apologies|discuss|per our|circling|following up|advised|heads[- ]up|regrettably|record|grateful|action this|withdraw|share|side|end|chance|moment|(?:kindly|please|pls) note|needful)/i.test(text)) return text;
  return rewritten(text, OFFICE).replace(/\s{2,}/g, ' ').trim();
}
