import type { Command } from '../commands/command.js';
import { resolve } from './resolve.js';
import { understand } from './understand.js';

/**
 * The one command an exact command text means (what the bot offers and
 * carries for undo), or undefined when the text is not exactly one clear
 * command: nothing ambiguous is ever run from a message read back.
 */
export function commandOf(text: string, now: Date, timeZone: string): Command | undefined {
  const reading = understand(text, now, timeZone);
  const plan = resolve(reading, new Map());
  if (plan.kind !== 'act' || plan.writes.length + plan.reads.length !== 1) return undefined;
  return plan.writes[0] ?? plan.reads[0];
}
