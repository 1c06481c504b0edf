import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readRound } from './corpus.js';
import { runRound, type RoundResult } from './run-round.js';

/**
 * `npm run bench:conversation -- <round.json> [--label "first contact"] [--no-record] [--details]`:
 * runs a blind round against the assembled bot on the sandbox, prints the
 * score per category and every wrong write, and appends the round's results
 * to bench/conversation/ROUNDS.md (unless --no-record).
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { label: { type: 'string', default: '' }, 'no-record': { type: 'boolean' }, details: { type: 'boolean' } },
});
const file = positionals[0];
if (!file) {
  process.stderr.write('usage: npm run bench:conversation -- <round.json> [--label TEXT] [--no-record] [--details]\n');
  process.exit(2);
}
const round = readRound(file);
const result = await runRound(round);
const commit = currentCommit();
const report = render(result, file, commit, values.label);
process.stdout.write(report);
if (values.details) {
  for (const v of result.verdicts.filter((x) => !x.handled)) {
    process.stdout.write(`\n${v.id} [${v.category}] ${JSON.stringify(v.say)}\n  ${v.how}: ${v.why ?? ''}\n${v.replies.map((r) => `  > ${r.replace(/\n/g, '\n  > ')}`).join('\n')}\n`);
  }
}
if (!values['no-record']) {
  const rounds = fileURLToPath(new URL('./ROUNDS.md', import.meta.url));
  if (!existsSync(rounds)) writeFileSync(rounds, '# Conversation rounds\n\nEach blind round as run by `npm run bench:conversation`; newest last. See README.md.\n');
  appendFileSync(rounds, `\n${report}`);
}

function currentCommit(): string {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${hash} + uncommitted changes in src/` : hash;
  } catch {
    return 'unknown';
  }
}

function render(r: RoundResult, path: string, commit: string, label: string): string {
  const pct = (a: number, b: number) => (b === 0 ? '-' : `${Math.round((a / b) * 1000) / 10}%`);
  const lines = [
    `## Round ${r.round}${label ? ` (${label})` : ''}: ${r.handled}/${r.total} handled (${pct(r.handled, r.total)}), ${r.wrongWrites.length} wrong write${r.wrongWrites.length === 1 ? '' : 's'}, ${r.notesWording.length} notes-wording difference${r.notesWording.length === 1 ? '' : 's'}`,
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on commit ${commit}, file ${path}.`,
    '',
    '| category | n | handled |',
    '|---|---:|---:|',
    ...[...r.byCategory].map(([name, c]) => `| ${name} | ${c.n} | ${c.handled} (${pct(c.handled, c.n)}) |`),
    '',
  ];
  if (r.wrongWrites.length > 0) {
    lines.push('Wrong writes:', '');
    for (const w of r.wrongWrites) lines.push(`- ${w.id} ${JSON.stringify(w.say)}: ${w.write}`);
    lines.push('');
  }
  if (r.notesWording.length > 0) {
    lines.push('Notes-wording differences (the right visit, notes meant and written, a few words apart; not handled, not wrong writes):', '');
    for (const w of r.notesWording) lines.push(`- ${w.id} ${JSON.stringify(w.say)}: ${w.write}`);
    lines.push('');
  }
  const missed = r.verdicts.filter((v) => !v.handled);
  if (missed.length > 0) {
    lines.push('Not handled as meant:', '');
    for (const v of missed) lines.push(`- ${v.id} [${v.category}] ${JSON.stringify(v.say)}: ${v.how}${v.why ? `, ${v.why}` : ''}`);
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}
