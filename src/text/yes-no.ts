/**
 * How a question the bot asks outside a conversation (a routine's reminder,
 * a follow request) names the commands a typed answer runs, and how the
 * conversation reads them back from the message: one format, written and
 * read here. A typed "yes" runs the first, "no" the second.
 */
export function orSend(yes: string, no: string): string {
  return `(Or send \`${yes}\` or \`${no}\`.`;
}

/** The commands `orSend` named in a message, or undefined when it names none. */
export function readYesNo(content: string): { yes: string; no: string } | undefined {
  const line = /\(Or send `([^`]+)` or `([^`]+)`\./.exec(content);
  return line ? { yes: line[1]!, no: line[2]! } : undefined;
}
