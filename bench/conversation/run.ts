import { readRound } from './corpus.js';
import { currentCommit, printDetails, recordRound, roundArgs } from './round-cli.js';
import { runRound, type RoundResult } from './run-round.js';

/**
 * `npm run bench:conversation -- <round.json> [--label "first contact"] [--no-record] [--details]`:
 * runs a blind round against the assembled bot on the sandbox, prints the
 * score per category and every wrong write, and appends the round's results
 * to bench/conversation/ROUNDS.md (unless --no-record).
 */
const args = roundArgs('npm run bench:conversation');
const round = readRound(args.file);
const result = await runRound(round);
const report = render(result, args.file, currentCommit(), args.label);
process.stdout.write(report);
if (args.details) printDetails(result.verdicts.filter((v) => !v.handled).map((v) => ({ ...v, label: v.category, outcome: v.how })));
if (args.record) recordRound(report);

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
