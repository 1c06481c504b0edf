import { readHubRound } from './hub-corpus.js';
import { renderHubRound } from './hub-render.js';
import { runHubRound } from './hub-run-round.js';
import { currentCommit, printDetails, recordRound, roundArgs } from './round-cli.js';

/**
 * `npm run bench:hub -- <round.json> [--label "first contact"] [--no-record] [--details]`:
 * runs a hub-intent round (bench/conversation/FORMAT-HUB.md) against the assembled bot on the
 * sandbox with the hub on the embedded store, prints the score by intent,
 * every wrong action and every miss, and appends the same to
 * bench/conversation/ROUNDS.md (unless --no-record). --details prints the
 * bot's replies to each message not handled.
 */
const args = roundArgs('npm run bench:hub');
const round = readHubRound(args.file);
const result = await runHubRound(round);
const report = renderHubRound(result, { path: args.file, commit: currentCommit(), title: args.label, at: new Date() });
process.stdout.write(report);
if (args.details) printDetails(result.verdicts.filter((v) => v.outcome !== 'handled').map((v) => ({ ...v, label: v.intent, outcome: `${v.outcome}, ${v.how}` })));
if (args.record) recordRound(report);
