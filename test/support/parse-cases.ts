import { expect } from 'vitest';
import type { Command } from '../../src/commands/command.js';
import { parseCommand } from '../../src/commands/parse.js';

/** What a message parses to, whole: the command, or the exact refusal and its suggestion. */
export type ParsedAs = { command: Command } | { error: string; didYouMean?: string };

/** Parses `text` at `now` and checks it against `expected`, strictly. */
export function expectParsedAs(text: string, now: Date, expected: ParsedAs): void {
  const result = parseCommand(text, now);
  if ('command' in expected) {
    expect(result).toMatchObject({ ok: true });
    // Strict: a key present as undefined ("notes": undefined) is a difference too.
    if (result.ok) expect(result.command).toStrictEqual(expected.command);
  } else {
    expect(result).toMatchObject({ ok: false, error: expected.error });
    if (!result.ok) expect(result.didYouMean).toBe(expected.didYouMean);
  }
}
