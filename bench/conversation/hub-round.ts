import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readHubRound } from './hub-corpus.js';
import { renderHubRound } from './hub-render.js';
import { runHubRound } from './hub-run-round.js';

/**
 * `npm run bench:hub -- <round.json> [--record "Title"] [--details]`: runs a
 * hub-intent round (FORMAT-HUB.md) against the assembled bot on the sandbox
 * with the hub on the embedded store, prints the score by intent, every
 * wrong action and every miss; with --record, appends the same to
 * bench/conversation/ROUNDS.md under the title. --details prints the bot's
 * replies to each message not handled.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { record: { type: 'string' }, details: { type: 'boolean' } },
});
const file = positionals[0];
if (!file) {
  process.stderr.write('usage: npm run bench:hub -- <round.json> [--record "Title"] [--details]\n');
  process.exit(2);
}
const round = readHubRound(file);
const result = await runHubRound(round);
const report = renderHubRound(result, { path: file, commit: currentCommit(), title: values.record ?? '', at: new Date() });
process.stdout.write(report);
if (values.details) {
  for (const v of result.verdicts.filter((x) => x.outcome !== 'handled')) {
    process.stdout.write(`\n${v.id} [${v.intent}] ${JSON.stringify(v.say)}\n  ${v.outcome}, ${v.how}: ${v.why ?? ''}\n${v.replies.map((r) => `  > ${r.replace(/\n/g, '\n  > ')}`).join('\n')}\n`);
  }
}
if (values.record !== undefined) {
  appendFileSync(fileURLToPath(new URL('./ROUNDS.md', import.meta.url)), `\n${report}`);
  process.stdout.write('\n(recorded in bench/conversation/ROUNDS.md)\n');
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
