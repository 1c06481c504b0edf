import type { Command } from '../../src/commands/command.js';
import { commandOf } from '../../src/conversation/command-of.js';
import { readOffer } from '../../src/conversation/offer.js';
import type { Write } from './corpus.js';
import { TIME_ZONE } from './world.js';

/**
 * What a question from the bot offers: each choice is the commands that one
 * answer would carry out ("Did you mean `checkin tomorrow`?" offers one
 * choice; "Send each one you mean: `a`, `b`" offers a and b together; "do you
 * mean … (send `leaving` …) or … (send `cancel today` …)?" offers two). Each
 * command is read back with the bot's own parser: what sending it would do.
 */
export function offeredChoices(replies: string[], now: Date): Command[][] {
  const choices: Command[][] = [];
  for (const text of replies) {
    // The bot's own questions: each choice on its line, its commands in code spans (src/conversation/offer.ts).
    const offer = readOffer(text);
    if (offer) for (const choice of offer.choices) choices.push(commandsOf(choice, now));
    // Before the conversation layer: "Did you mean `…`?" and friends.
    const didYouMean = /Did you mean `([^`]+)`\?/g;
    for (let m = didYouMean.exec(text); m; m = didYouMean.exec(text)) choices.push(commandsOf([m[1]!], now));
    const each = /Send each one you mean: ((?:`[^`]+`(?:, )?)+)/.exec(text);
    if (each) choices.push(commandsOf([...each[1]!.matchAll(/`([^`]+)`/g)].map((x) => x[1]!), now));
    if (/^Do you mean /.test(text)) for (const x of text.matchAll(/\(send `([^`]+)`/g)) choices.push(commandsOf([x[1]!], now));
  }
  return choices.filter((c) => c.length > 0);
}

function commandsOf(texts: string[], now: Date): Command[] {
  const out: Command[] = [];
  for (const text of texts) {
    const command = commandOf(text, now, TIME_ZONE);
    if (command) out.push(command);
  }
  return out;
}

/** The write a command makes, in the corpus's terms; undefined for a read. */
export function writeOf(command: Command): Write | undefined {
  switch (command.kind) {
    case 'checkin':
      return command.returning ? { op: 'unleave', date: command.date } : { op: 'checkin', date: command.date, notes: command.notes ?? null };
    case 'checkout':
      return { op: 'cancel', date: command.date };
    case 'leave':
      return { op: 'leave', date: command.date };
    case 'note':
      if (command.action.type === 'set') return { op: 'set_notes', date: command.date, notes: command.action.text };
      if (command.action.type === 'clear') return { op: 'clear_notes', date: command.date };
      return undefined;
    default:
      return undefined;
  }
}
