import { describe, expect, it } from 'vitest';
import { isWrite, type Command, type Target } from '../../src/commands/command.js';
import { parseCommand } from '../../src/commands/parse.js';
import { asList, CORPUS_FILES, corpusDay, readCorpus, type Entry, type Write } from '../support/corpus.js';
import { TEST_NOW } from '../support/sandbox.js';

/**
 * The corpus of natural messages (test/commands/corpus/*.json) through the
 * parser alone: corpus.test.ts runs the same messages through the runner and
 * the sandbox; this reads what each expected write says about the command the
 * parser must have made (a DELETE is a cancel, a PATCH of our app_data is a
 * leave or a return, notes sent are the command's notes), and a refused or clarified
 * message's expected reply must be the parser's own answer, word for word.
 * Fast enough to run under mutation testing, where it does most of the killing.
 * The bot now reads members through src/conversation (issue 23); this parser is
 * held to the corpus as it was then (test/commands/corpus-parser, see readCorpus).
 */
const NOW = new Date(TEST_NOW);


function targetsPerson(target: Target, person: string): boolean {
  if (target.kind === 'mention') return target.name.toLowerCase().startsWith(person.toLowerCase());
  if (target.kind === 'email') return target.email.toLowerCase().startsWith(person.toLowerCase());
  return false;
}

/** How the command differs from what the expected write says it must be; empty when it agrees. */
function disagreement(command: Command, write: Write, sender: string): string[] {
  const problems: string[] = [];
  const wanted =
    write.method === 'DELETE' ? ['checkout'] : write.app_data_keys ? ['leave', 'checkin'] : write.notes === undefined ? ['checkin'] : ['checkin', 'note'];
  if (!wanted.includes(command.kind)) problems.push(`kind ${command.kind}, expected ${wanted.join(' or ')}`);
  if (command.kind !== 'checkin' && command.kind !== 'checkout' && command.kind !== 'leave' && command.kind !== 'note') return problems;
  if (command.date !== corpusDay(write.date)) problems.push(`date ${command.date}, expected ${corpusDay(write.date)}`);
  // Whose visit: the sender's by default, named or not ("checkin @**Ada…**" from Ada herself).
  const person = write.person ?? sender;
  if (!targetsPerson(command.target, person) && !(person === sender && command.target.kind === 'self')) {
    problems.push(`target ${JSON.stringify(command.target)}, expected ${person}`);
  }
  const notes =
    command.kind === 'checkin' ? command.notes : command.kind === 'note' ? (command.action.type === 'set' ? command.action.text : command.action.type === 'clear' ? '' : undefined) : undefined;
  if (notes !== write.notes) problems.push(`notes ${JSON.stringify(notes)}, expected ${JSON.stringify(write.notes)}`);
  return problems;
}

function problemsWith(entry: Entry): string[] {
  const result = parseCommand(entry.say, NOW);
  const [write] = entry.writes;
  if (!result.ok) {
    // The runner replies with the parser's error as it is: the corpus's expected reply is that text.
    const problems = asList(entry.reply).filter((text) => !result.error.includes(text)).map((text) => `answer lacks ${JSON.stringify(text)}`);
    for (const text of asList(entry.reply_not)) if (result.error.includes(text)) problems.push(`answer has ${JSON.stringify(text)}`);
    if (!entry.understood && result.error.startsWith("I didn't understand")) problems.push('not understood');
    if (write) problems.push('refused a message that must write');
    return problems.map((p) => `${p}: ${JSON.stringify(result.error.slice(0, 200))}`);
  }
  if (write) return disagreement(result.command, write, entry.as ?? 'ada');
  // A write with none expected: the handler refuses it (who asks, what is there); corpus.test.ts checks its words.
  if (isWrite(result.command) && asList(entry.reply).length === 0) {
    return [`made a write (${JSON.stringify(result.command)}) where none is expected and no handler refusal is`];
  }
  return [];
}

describe('the corpus, through the parser alone', () => {
  it.each(CORPUS_FILES)('%s', (file) => {
    const failures = readCorpus(file, true).messages.flatMap((entry) => problemsWith(entry).map((p) => `${JSON.stringify(entry.say)}: ${p}`));
    expect(failures).toEqual([]);
  });
});
