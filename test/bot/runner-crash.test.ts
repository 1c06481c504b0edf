import { describe, expect, it } from 'vitest';
import { CommandRunner } from '../../src/bot/runner.js';
import { HANDLERS } from '../../src/commands/handlers/index.js';
import { parseCommand } from '../../src/commands/parse.js';
import { createLogger } from '../../src/log.js';
import { testBot, STREAM } from '../support/bot.js';

/** A logger whose JSON lines land in an array. */
function recordingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const log = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } });
  return { log, lines };
}

describe('a parser crash', () => {
  it('is logged as an error with the input length and the command it started as (never the text), counted, and answered', async () => {
    const { deps } = await testBot();
    const { log, lines } = recordingLogger();
    // The real parseCommand around a parser that throws once it knows the command: what a bug in a range parser does.
    const crashing: typeof parseCommand = (text, now, tz) => {
      const parsed = parseCommand(text, now, tz);
      if (!parsed.ok) return parsed;
      return { ok: false, error: 'Sorry, I could not make sense of that.', crash: { kind: parsed.command.kind, inputLength: text.length, error: new RangeError('planted') } };
    };
    const runner = new CommandRunner({ ...deps, log }, HANDLERS, crashing);
    const replies: string[] = [];
    const text = 'checkin nov 16 secret-words';
    const result = await runner.run(
      { id: 91, sender: { zulipId: 1001, fullName: 'Ada Quillfeather' }, text, place: STREAM },
      { maxMessageLength: 10_000, reply: (t) => Promise.resolve(void replies.push(t)), react: () => Promise.resolve() },
    );
    expect(result.outcome).toBe('parse_crash');
    expect(runner.parseCrashes).toBe(1);
    expect(replies).toEqual(['Sorry, I could not make sense of that.']);
    const crash = lines.find((l) => l.msg === 'the parser crashed');
    expect(crash).toMatchObject({ level: 50, inputLength: text.length, kind: 'checkin', place: 'stream', msgId: 91, err: { type: 'RangeError', message: 'planted' } });
    expect(JSON.stringify(lines)).not.toContain('secret-words');
  });

  it('is recorded by parseCommand itself when the parser throws: kind and length, for the runner to report', () => {
    // A Date that throws when read stands in for a parser bug reached from any input.
    const broken = new Date(Number.NaN);
    const parsed = parseCommand('checkin today', broken);
    expect(parsed).toMatchObject({ ok: false, crash: { kind: 'unmatched', inputLength: 13 } });
  });

  it('a healthy parser is never counted as crashed', async () => {
    const { runner, say } = await testBot();
    await say("who's here 2026-11-16..2026-11-20");
    await say('blorp');
    expect(runner.parseCrashes).toBe(0);
  });
});
