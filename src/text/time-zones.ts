// A time said with its zone ("from 20:00 UTC", "around 10:00 EST", "land 07:15 EST", "at 9am (CET)"): the bot keeps
// no time zone of its own on a visit, and a zone's letters read as words made the sentence unreadable. The time stays;
// the zone goes. Zones are matched in capitals only, as they are written, so no English word is taken for one.

const ZONE = String.raw`(?:UTC|GMT|Z|ET|EST|EDT|CT|CST|CDT|MT|MST|MDT|PT|PST|PDT|AKST|HST|AST|NST|WET|WEST|CET|CEST|EET|EEST|BST|IST|MSK|GST|PKT|SLST|SAST|CAT|EAT|WAT|AEST|AEDT|ACST|AWST|NZST|NZDT|JST|KST|HKT|SGT|PHT|ICT|WIB)(?:[+-]\d{1,2}(?::?\d{2})?)?`;
// (A time with its minutes or am/pm, or an hour after a word of time: "at 9 CET"; never a bare number, "room 2 EST".)
const TIME = String.raw`(?:\b\d{1,2}[:.h]\d{2}(?:[^\S\n]*[ap]\.?m\.?)?|\b\d{1,2}[^\S\n]*[ap]\.?m\.?|(?<=\b(?:at|around|from|by|till|until|til|before|after|about|~)[^\S\n]+)\d{1,2}\b)`;
const TIME_ZONE = new RegExp(String.raw`(${TIME})[^\S\n]*(?:\(${ZONE}\)|${ZONE})(?![\p{L}\d])(?:[^\S\n]+time\b)?`, 'gu');

/** TEXT with the zone after each time taken off. */
export function timeZonesDropped(text: string): string {
  return text.replace(TIME_ZONE, '$1');
}
