import type { ReactionEmoji, ZulipIdentity } from '../chat.js';
import type { Command } from '../commands/command.js';
import { inertWildcards, inlineCode, personRef } from '../text/markdown.js';
import type { IsoDate } from '../time/hub-date.js';
import { commandText, promise } from './render.js';
import type { Choice } from './resolve.js';
import { offerReplies } from './replies.js';

/**
 * A pending action lives in the bot's own message, not in memory: a question
 * lists each choice as the exact commands it runs (one line each, after its
 * marker), and names the member it is for; the reply to a write carries the
 * commands that undo it. Reading the message back (after a restart, on a tap
 * of ✅ or ↩️, or on "yes" / "undo") gives the same commands. Ten minutes
 * after it was sent, it is no longer acted on.
 */
export const OFFER_MINUTES = 10;

/** ✅ for one choice; keycaps for several. Names as Zulip knows them, codes to match taps by. */
export const YES: ReactionEmoji = { name: 'check', code: '2705', type: 'unicode_emoji' };
export const KEYCAPS: ReactionEmoji[] = ['one', 'two', 'three', 'four'].map((name, i) => ({ name, code: `003${i + 1}-20e3`, type: 'unicode_emoji' }));
export const UNDO: ReactionEmoji = { name: 'leftwards_arrow_with_hook', code: '21a9', type: 'unicode_emoji' };

const YES_CODES = new Set(['2705', '2714', '2611', '1f44d', '1f44c']);
const UNDO_CODES = new Set(['21a9', '21aa', '1f519', '1f504']);
const KEYCAP_TEXT = ['1️⃣', '2️⃣', '3️⃣', '4️⃣'];
const MARKERS = ['✅', ...KEYCAP_TEXT];
const UNDO_MARK = '↩️';

/** The question: why it asks, each choice with its commands, whom it is for, and how to answer. */
export function renderOffer(question: string, choices: Choice[], member: ZulipIdentity, today: IsoDate): { text: string; reactions: ReactionEmoji[] } {
  const single = choices.length === 1;
  const lines: string[] = [];
  if (single) {
    const doing = choices[0]!.commands.map((c) => promise(c, today));
    lines.push(offerReplies.shallI(question, list(doing)));
  } else {
    lines.push(question || offerReplies.whichDoYouMean());
  }
  choices.forEach((choice, i) => {
    const marker = single ? MARKERS[0]! : MARKERS[i + 1]!;
    const label = single || !choice.label ? '' : `${choice.label}: `;
    // Inside a code span nothing is a mention or markup: the command is shown as it will be read back
    // (a wildcard mention's stars made inert even there, so its notes are stored inert too).
    lines.push(`${marker} ${label}${choice.commands.map((c) => inlineCode(inertWildcards(commandText(c, today)))).join(' + ')}`);
  });
  const how = single ? offerReplies.tapYes() : offerReplies.tapOne(choices.map((_, i) => KEYCAP_TEXT[i]!));
  lines.push(offerReplies.withinMinutes(how, OFFER_MINUTES, personRef(member.fullName, member.zulipId)));
  return { text: lines.join('\n'), reactions: single ? [YES] : KEYCAPS.slice(0, choices.length) };
}

/** The line a reply after a write ends with: how to undo it, and the commands undoing it runs. */
export function renderUndo(undo: Command[], member: ZulipIdentity, today: IsoDate): string {
  const commands = undo.map((c) => inlineCode(inertWildcards(commandText(c, today)))).join(' + ');
  return offerReplies.undoLine(UNDO_MARK, OFFER_MINUTES, commands, personRef(member.fullName, member.zulipId));
}

export interface ReadOffer {
  /** Each choice's command texts, in order (one choice for ✅). */
  choices: string[][];
  /** The commands undoing a write, when the message is a reply with an undo line. */
  undo?: string[];
  /** The Zulip id of the member it is for. */
  member?: number;
}

/** What a bot message carries: its choices or its undo, and whom for. Nothing when it carries neither. */
export function readOffer(content: string): ReadOffer | undefined {
  const choices: string[][] = [];
  let undo: string[] | undefined;
  for (const line of content.split('\n')) {
    const marker = MARKERS.find((m) => line.startsWith(`${m} `));
    if (marker) {
      const codes = commandsIn(line);
      if (codes.length > 0) choices[marker === '✅' ? 0 : MARKERS.indexOf(marker) - 1] = codes;
    }
    if (line.startsWith(`${UNDO_MARK} To undo`)) {
      const runs = line.slice(line.indexOf('(it runs'));
      undo = commandsIn(runs);
    }
  }
  const member = /\(For @_\*\*[^*|]*\|(\d+)\*\*\)\s*$/m.exec(content)?.[1];
  if (choices.length === 0 && !undo) return undefined;
  return { choices: choices.filter((c) => c !== undefined), ...(undo ? { undo } : {}), ...(member ? { member: Number(member) } : {}) };
}

/** How long a yes-or-no question of the bot's own (src/text/yes-no.ts) stays open: an evening reminder is answered the next morning. */
export const YES_NO_HOURS = 24;

/** The inline-code spans of a line, as written (neutralised text taken back). */
function commandsIn(line: string): string[] {
  return [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).filter((c) => c !== 'yes' && !/^\d$/.test(c) && c !== 'undo');
}

/** Which choice a tap means: ✅ the first, a keycap its number; ↩️ the undo. */
export function tapped(emoji: ReactionEmoji): { choice: number } | { undo: true } | undefined {
  if (YES_CODES.has(emoji.code) || emoji.name === 'check' || emoji.name === '+1') return { choice: 0 };
  const keycap = KEYCAPS.findIndex((k) => k.code === emoji.code || k.name === emoji.name);
  if (keycap !== -1) return { choice: keycap };
  if (UNDO_CODES.has(emoji.code)) return { undo: true };
  return undefined;
}

function list(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Whether a message sent at `sentAt` may still be acted on at `now`. */
export function fresh(sentAt: Date, now: Date): boolean {
  const age = now.getTime() - sentAt.getTime();
  return age >= -60_000 && age <= OFFER_MINUTES * 60_000;
}

export type { Command };
