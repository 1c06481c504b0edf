import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** What both round runners take: `<round.json> [--label TEXT] [--no-record] [--details]`. */
export interface RoundArgs {
  file: string;
  label: string;
  record: boolean;
  details: boolean;
}

/** The arguments, or the usage line and exit 2. */
export function roundArgs(command: string): RoundArgs {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { label: { type: 'string', default: '' }, 'no-record': { type: 'boolean' }, details: { type: 'boolean' } },
  });
  const file = positionals[0];
  if (!file) {
    process.stderr.write(`usage: ${command} -- <round.json> [--label TEXT] [--no-record] [--details]\n`);
    process.exit(2);
  }
  return { file, label: values.label, record: !values['no-record'], details: values.details === true };
}

/** The commit the bot was measured on, marked when src/ has uncommitted changes. */
export function currentCommit(): string {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${hash} + uncommitted changes in src/` : hash;
  } catch {
    return 'unknown';
  }
}

/** Appends a round's report to bench/conversation/ROUNDS.md (made when missing). */
export function recordRound(report: string): void {
  const rounds = fileURLToPath(new URL('./ROUNDS.md', import.meta.url));
  if (!existsSync(rounds)) writeFileSync(rounds, '# Conversation rounds\n\nEach blind round as run by `npm run bench:conversation` or `npm run bench:hub`; newest last. The formats: FORMAT.md and FORMAT-HUB.md, the world: MEMBERS.md (all in bench/conversation).\n');
  appendFileSync(rounds, `\n${report}`);
}

/** The bot's replies to each message not handled (--details). */
export function printDetails(misses: Array<{ id: string; label: string; say: string; outcome: string; why?: string | undefined; replies: string[] }>): void {
  for (const v of misses) {
    process.stdout.write(`\n${v.id} [${v.label}] ${JSON.stringify(v.say)}\n  ${v.outcome}: ${v.why ?? ''}\n${v.replies.map((r) => `  > ${r.replace(/\n/g, '\n  > ')}`).join('\n')}\n`);
  }
}
