import type { HubRoundResult } from './hub-run-round.js';

const pct = (a: number, b: number) => (b === 0 ? '-' : `${Math.round((a / b) * 1000) / 10}%`);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A hub round's results as a ROUNDS.md section: the score, the table by intent, the wrong actions and the misses, one line each. */
export function renderHubRound(r: HubRoundResult, run: { path: string; commit: string; title: string; at: Date }): string {
  const wrong = r.verdicts.filter((v) => v.outcome === 'wrong action');
  const missed = r.verdicts.filter((v) => v.outcome === 'missed');
  const whichOne = r.verdicts.filter((v) => v.how === 'asked which member').length;
  const lines = [
    `## Hub round ${r.round}${run.title ? ` (${run.title})` : ''}: ${r.handled}/${r.total} handled (${pct(r.handled, r.total)}), ${plural(wrong.length, 'wrong action')}, ${missed.length} missed`,
    '',
    `Run ${run.at.toISOString().slice(0, 16).replace('T', ' ')} UTC on commit ${run.commit}, file ${run.path}, by \`npm run bench:hub\`.` +
      (whichOne ? ` ${whichOne} handled follow${whichOne === 1 ? '' : 's'} asked which member (the sandbox has several members of that first name).` : ''),
    '',
    '| intent | n | handled |',
    '|---|---:|---:|',
    ...[...r.byIntent].map(([name, c]) => `| ${name.replace(/\|/g, '\\|')} | ${c.n} | ${c.handled} (${pct(c.handled, c.n)}) |`),
    '',
  ];
  if (wrong.length > 0) {
    lines.push('Wrong actions:', '');
    for (const v of wrong) lines.push(`- ${v.id} [${v.intent}] ${JSON.stringify(v.say)}: ${v.wrong.join('; ')}`);
    lines.push('');
  }
  const core = r.verdicts.filter((v) => v.visits?.length);
  if (core.length > 0) {
    lines.push('Visits changed by messages that ask for none of the hub abilities (core requests; not judged by this format, whose messages carry no visits before them):', '');
    for (const v of core) lines.push(`- ${v.id} [${v.intent}] ${JSON.stringify(v.say)}: ${v.visits!.join('; ')}`);
    lines.push('');
  }
  if (missed.length > 0) {
    lines.push('Missed:', '');
    for (const v of missed) lines.push(`- ${v.id} [${v.intent}] ${JSON.stringify(v.say)}: ${v.why ?? v.how}`);
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}
