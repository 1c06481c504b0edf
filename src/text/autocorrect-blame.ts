// A fix after a star, then a word about why the slip happened ("I am in hug now. *hub. stupid phone", "cancer thursday
// pls *cancel, damn phone", "*thursday ugh autocorrect"): the blame says nothing to the bot, and left after the fix it
// hid the fix (a star fix is the last thing in a message) and was read as a name to look up. It goes, the fix stays.

/** Words of blame before the culprit ("stupid phone", "ugh autocorrect"); a determiner only after a stop ("*hub. my phone"). */
const CURSE = String.raw`(?:stupid|damn|dumb|bloody|silly|effing|freaking|fricking|frickin|darn|dang|ugh|argh|sorry|sry|oops)`;
const CULPRIT = String.raw`(?:phone|autocorrect|auto-correct|auto correct|keyboard|fat fingers|fingers|thumbs|typo)s?`;
// (After the fix: a stop, then the blame; or the blame opened by a curse, so "*fixing my phone" is a fix, not blame.)
const BLAME = new RegExp(String.raw`(\*[^*\s][^*\n]{0,60}?)(?:\s*[,.;:!—–-][\s,.;:!—–-]*(?:(?:${CURSE}|my|this|the|lol)[\s,]+){0,3}|\s+(?:${CURSE}[\s,]+){1,3})${CULPRIT}(?:[\s,]+(?:again|lol|smh))*[\s.!]*(?:\p{Extended_Pictographic}\uFE0F?\s*)*$`, 'iu');

/** TEXT without the blame after its star fix. */
export function autocorrectBlameRemoved(text: string): string {
  return text.replace(BLAME, '$1');
}
