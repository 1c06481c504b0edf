import { startSandbox } from '../../../src/sandbox/server.js';
import { round } from '../../stats.js';
import { BOT, TOKEN } from '../../harness.js';
import { abuseWorld, sleep, waitUntil, zulipIdOf } from './world.js';

/** Finding 12 of issue 24 (the minor ones that are this branch's: bidi text, the sandbox's log). */

const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u061c]/gu;
/** The neutraliser's own zero-width space after `@`, `<`, `\`…: the marks that keep a note inert, not member text. */
const OWN_MARK = /\u200b/gu;

/** A note with bidi controls and zero-width characters, then `note today` (which shows it) in a stream: which of them reach the stream? */
export async function bidiNotes() {
  const w = await abuseWorld({ config: { limits: { commandsPerMember: 0 } } });
  try {
    await w.start();
    const member = zulipIdOf(330);
    const spoof = 'meet at \u202eevol\u202c desk\u2066 \u200dand\u2060 \ufeffroom\u200e 7';
    w.zulip.sendDm(member, [BOT.id], `checkin ${spoof}`);
    await waitUntil(() => w.dmsTo(member).length > 0, 20_000);
    const asked = w.zulip.sendStream(member, 'hub', 'desk', "@**frontdesk** note today");
    await waitUntil(() => w.zulip.messages.some((m) => m.senderId === BOT.id && m.type === 'stream' && m.id > asked.id), 20_000);
    const reply = w.zulip.messages.filter((m) => m.senderId === BOT.id && m.type === 'stream' && m.id > asked.id).map((m) => m.content).join('\n');
    const line = reply.split('\n').find((l) => l.includes('room')) ?? '';
    const found = [...line.matchAll(INVISIBLE)].map((m) => `U+${m[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
    return { noteLineInStream: JSON.stringify(line.slice(0, 160)), invisibleCharacters: found, notTheNeutralisersOwn: found.length - [...line.matchAll(OWN_MARK)].length };
  } finally {
    await w.close();
  }
}

/** 300 PATCHes with 1 MB bodies to the sandbox: its heap growth, and how many bytes its request log shows. */
export async function sandboxLog() {
  const sandbox = await startSandbox({ token: TOKEN });
  try {
    const person = sandbox.store.profiles()[0]!.id;
    const body = `notes=${'x'.repeat(1024 * 1024 - 10)}`;
    globalThis.gc?.();
    await sleep(100);
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 300; i++) {
      await fetch(`${sandbox.url}/api/v1/hub_visits/${person}/2026-11-${String(1 + (i % 28)).padStart(2, '0')}/notes`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      }).then((r) => r.arrayBuffer());
    }
    // The visits themselves keep their notes (1 MB each, 28 dates): measured apart.
    globalThis.gc?.();
    await sleep(100);
    const after = process.memoryUsage().heapUsed;
    const shown = sandbox.requests.reduce((n, r) => n + r.body.length, 0);
    const notes = 28 * (1024 * 1024 - 10 - 'notes='.length);
    return { heapGrowthMb: round((after - before) / 2 ** 20, 1), ofWhichVisitNotesMb: round(notes / 2 ** 20, 1), logShowsKb: round(shown / 1024, 1), gcExposed: Boolean(globalThis.gc) };
  } finally {
    await sandbox.close();
  }
}
