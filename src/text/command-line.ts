// A request written as a command line ("checkin --note \"profiling\"", "note --date today --set \"GC\"", "reminders
// --when=evening-before", "cancel 2026-11-26 2026-11-27"): the flags are the words they stand for, so the message reads
// as if said. Only a message with a flag or a run of ISO dates is touched.

/** `--name=value`, `--name "value"`, `--name` (or one dash and one letter: `-m "value"`). */
const FLAG = /(^|\s)(?:--([a-z][a-z-]*)|-([a-z]))(?:=("[^"]*"|'[^']*'|\S+)|(?=\s|$|;))/gi;
/** Flags that only name the value after them: the value is what is meant. */
const NAMES_A_VALUE = new Set(['date', 'day', 'd', 'when', 'on', 'at', 'set', 'to', 'text', 't', 'note', 'notes', 'n', 'message', 'msg', 'm', 'status', 'who', 'user', 'u', 'name', 'person', 'p', 'topic', 'month', 'week', 'value']);
/** Flags that say nothing about what is asked. */
const SAYS_NOTHING = new Set(['verbose', 'v', 'quiet', 'q', 'force', 'f', 'yes', 'y', 'pretty', 'json', 'color', 'colour', 'no-color', 'i']);
/** Flags that stand for another word ("--mine": my). */
const STANDS_FOR = new Map([['mine', 'my'], ['me', 'my'], ['self', 'my']]);
const ISO_RUN = /\b(\d{4}-\d{2}-\d{2})(?=\s+\d{4}-\d{2}-\d{2}\b)/g;

/** TEXT with its command-line flags read as words, or TEXT as it was. */
export function commandLineRead(text: string): string {
  if (!/(?:^|\s)--?[a-z]/i.test(text) && !/\d{4}-\d{2}-\d{2}\s+\d{4}-\d{2}-\d{2}/.test(text)) return text;
  const flagged = text.replace(FLAG, (_whole, space: string, long: string | undefined, short: string | undefined, value: string | undefined) => {
    const name = (long ?? short ?? '').toLowerCase();
    // ("--dry-run" and anything not known stays as written: nothing is read into it.)
    if (value !== undefined) return `${space}${plainValue(value)}`;
    if (SAYS_NOTHING.has(name) || NAMES_A_VALUE.has(name)) return space;
    const word = STANDS_FOR.get(name);
    if (word !== undefined) return `${space}${word}`;
    // (A one-letter flag not known says nothing a word would: "rm -r everything" stays as written.)
    if (short !== undefined) return `${space}-${short}`;
    return /^[a-z]+$/.test(name) ? `${space}${name}` : `${space}--${name}`;
  });
  // ("cancel 2026-11-26 2026-11-27": dates side by side are a list.)
  return flagged.replace(ISO_RUN, '$1,');
}

/** A flag's value as words: quotes kept (they set notes off), "evening-before" as "evening before". */
function plainValue(value: string): string {
  if (/^["']/.test(value)) return value;
  return /^[a-z]+(?:-[a-z]+)+$/i.test(value) ? value.replace(/-/g, ' ') : value;
}
