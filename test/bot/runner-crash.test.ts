import { describe, expect, it } from 'vitest';
import { CommandRunner } from '../../src/bot/runner.js';
import { HANDLERS } from '../../src/commands/handlers/index.js';
import { readingOf } from '../../src/conversation/read-once.js';
import type { converse } from '../../src/conversation/turn.js';
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
    // The real reader, then a crash once it knows the command: what a bug in a range reader does.
    const crashing: typeof converse = async (message, ctx) => {
      const reading = readingOf(message, ctx.deps.settings.timeZone, ctx.deps.clock.now());
      const kind = reading.clauses.some((c) => c.type === 'write' && c.write.op === 'checkin') ? 'checkin' : 'unparsed';
      await ctx.reply('Sorry, I could not make sense of that.');
      return { kind, outcome: 'parse_crash', crash: new RangeError('planted') };
    };
    const runner = new CommandRunner({ ...deps, log }, HANDLERS, crashing);
    const replies: string[] = [];
    const text = 'checkin nov 16 secret-words';
    const result = await runner.run(
      { id: 91, sender: { zulipId: 1001, fullName: 'Ada Quillfeather' }, text, place: STREAM },
      { maxMessageLength: 10_000, reply: (t) => Promise.resolve(void replies.push(t)) },
    );
    expect(result.outcome).toBe('parse_crash');
    expect(runner.parseCrashes).toBe(1);
    expect(replies).toEqual(['Sorry, I could not make sense of that.']);
    const crash = lines.find((l) => l.msg === 'the parser crashed');
    expect(crash).toMatchObject({ level: 50, inputLength: text.length, kind: 'checkin', place: 'stream', msgId: 91, err: { type: 'RangeError', message: 'planted' } });
    expect(JSON.stringify(lines)).not.toContain('secret-words');
  });

  it('is caught by the conversation itself when the reader throws: answered, counted, logged without the text', async () => {
    const { deps } = await testBot();
    const { log, lines } = recordingLogger();
    const runner = new CommandRunner({ ...deps, log }, HANDLERS);
    const replies: string[] = [];
    const text = 'checkin today secret-words';
    // A Date that throws when read stands in for a reader bug reached from any input.
    const result = await runner.run(
      { id: 92, sender: { zulipId: 1001, fullName: 'Ada Quillfeather' }, text, place: STREAM, sentAt: new Date(Number.NaN) },
      { maxMessageLength: 10_000, reply: (t) => Promise.resolve(void replies.push(t)) },
    );
    expect(result.outcome).toBe('parse_crash');
    expect(runner.parseCrashes).toBe(1);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toContain("couldn't make sense of that");
    expect(lines.find((l) => l.msg === 'the parser crashed')).toMatchObject({ level: 50, inputLength: text.length, msgId: 92 });
    expect(JSON.stringify(lines)).not.toContain('secret-words');
  });

  it('a healthy parser is never counted as crashed', async () => {
    const { runner, say } = await testBot();
    await say("who's here 2026-11-16..2026-11-20");
    await say('blorp');
    expect(runner.parseCrashes).toBe(0);
  });
});
