import type { HubVisit } from '../../directory/schemas.js';
import { andMore } from '../../privacy/policy.js';
import { DIGEST_TITLE_START } from '../../text/digest-title.js';
import { excerpt, personRef } from '../../text/markdown.js';
import { longDate, weekdayOf, type IsoDate } from '../../time/hub-date.js';

export interface DigestVisitor {
  visit: HubVisit;
  /** From the directory profile; null when the member has no Zulip account linked. */
  zulipId: number | null;
  name: string;
  firstVisit: boolean;
  /** False: counted, never named (the member's privacy settings, src/privacy/policy.ts). */
  listed?: boolean;
  /** Today's digest only: still here, left, or planned and not arrived yet. */
  status?: 'here' | 'left' | 'planned';
}

export interface DigestInput {
  date: IsoDate;
  visitors: DigestVisitor[];
  /** Visitors on the same weekday 1, 2, 3 and 4 weeks earlier; null where there is no history to count. */
  previousWeeks: Array<number | null>;
}

export interface ComposeOptions {
  maxMessageLength: number;
  skipEmpty: boolean;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const NOTE_LENGTH = 80;

/** The title line every part starts with; `partOf` finds earlier posts by it (see text/digest-title.ts). */
export function digestTitle(date: IsoDate): string {
  return `${DIGEST_TITLE_START}${longDate(date)}**`;
}

/**
 * The digest's "is this my post for date D": which part of `date`'s digest a
 * message is, from its first line; null if it isn't one (the other posts bring
 * their own to the channel). Only the digest writes a first line starting with
 * the title: every other message of the bot goes through `notADigestPart`.
 */
export function partOf(content: string, date: IsoDate): number | null {
  const first = content.split('\n', 1)[0] ?? '';
  if (!first.startsWith(digestTitle(date))) return null;
  const m = /\(part (\d+) of \d+\)\s*$/.exec(first);
  return m ? Number(m[1]) : 1;
}

/**
 * The digest as Zulip messages (several when the hub was very full), or none
 * when nobody came and `skipEmpty` is on. Pure: same input, same text.
 */
export function composeDigest(input: DigestInput, options: ComposeOptions): string[] {
  const { date, visitors } = input;
  if (visitors.length === 0 && options.skipEmpty) return [];
  const count = visitors.length === 0 ? 'nobody checked in' : `${visitors.length} ${visitors.length === 1 ? 'person' : 'people'}`;
  const summary = [comparison(date, visitors.length, input.previousWeeks)];
  const firsts = visitors.filter((v) => v.firstVisit).length;
  if (firsts) summary.push(`🆕 ${firsts} first ${firsts === 1 ? 'visit' : 'visits'}: welcome!`);
  // Privacy (issue 26): members not listed by name are counted, never named.
  const named = visitors.filter((v) => v.listed !== false);
  const sorted = named.sort((a, b) => cmp(a.visit.created_at, b.visit.created_at) || a.name.localeCompare(b.name) || a.visit.person.id - b.visit.person.id);
  const lines = grouped(sorted);
  if (named.length < visitors.length) lines.push(`- ${andMore(visitors.length - named.length)}`);
  return paginate(`${digestTitle(date)}: ${count}`, summary.join('\n'), lines, options.maxMessageLength, digestTitle(date));
}

const GROUPS: Array<[NonNullable<DigestVisitor['status']>, string]> = [
  ['here', 'Here now'],
  ['left', 'Left'],
  ['planned', 'Planned, not arrived yet'],
];

/** Today's visitors split into here now / left / planned, when any has left or not arrived; else one list. */
function grouped(visitors: DigestVisitor[]): string[] {
  if (!visitors.some((v) => v.status === 'left' || v.status === 'planned')) return visitors.map(visitorLine);
  return GROUPS.flatMap(([status, title]) => {
    const group = visitors.filter((v) => (v.status ?? 'here') === status);
    return group.length ? [`**${title}** (${group.length})`, ...group.map(visitorLine)] : [];
  });
}

function visitorLine(v: DigestVisitor): string {
  const note = v.visit.notes ? `: ${excerpt(v.visit.notes, NOTE_LENGTH)}` : '';
  return `- ${personRef(v.name, v.zulipId)}${v.firstVisit ? ' 🆕' : ''}${note}`;
}

/** "Last Friday: 12 (+2) · 4-week Friday average: 11.5", or why there's nothing to compare with. */
function comparison(date: IsoDate, count: number, previous: Array<number | null>): string {
  const day = WEEKDAYS[weekdayOf(date)]!;
  const known = previous.filter((n): n is number => n !== null);
  if (known.length === 0) return `No earlier ${day}s to compare with yet.`;
  const parts: string[] = [];
  const last = previous[0];
  if (last !== null && last !== undefined) {
    const delta = count - last;
    parts.push(`Last ${day}: ${last} (${delta === 0 ? 'same' : delta > 0 ? `+${delta}` : `${delta}`})`);
  }
  const average = Math.round((known.reduce((a, b) => a + b, 0) / known.length) * 10) / 10;
  parts.push(`${known.length}-week ${day} average: ${average}`);
  return parts.join(' · ');
}

/**
 * One message if it fits; otherwise parts, each under the limit, each starting
 * with the title and "(part i of n)", every visitor in exactly one part.
 */
function paginate(heading: string, summary: string, lines: string[], max: number, title: string): string[] {
  const single = [heading, summary, '', ...lines].join('\n').trimEnd();
  if ([...single].length <= max) return [single];
  // Part 1's heading is the longest ("…: 600 people (part 1 of 9)"); reserve for it.
  const reserve = [...`${heading} (part 999 of 999)`].length + 1;
  const budget = max - reserve;
  const chunks: string[][] = [[summary, '']];
  let size = [...summary].length + 1;
  for (const line of lines) {
    const length = [...line].length + 1;
    if (size + length > budget && chunks[chunks.length - 1]!.length > 0) {
      chunks.push([]);
      size = 0;
    }
    chunks[chunks.length - 1]!.push(line);
    size += length;
  }
  return chunks.map((chunk, i) => {
    const head = i === 0 ? `${heading} (part 1 of ${chunks.length})` : `${title} (part ${i + 1} of ${chunks.length})`;
    return [head, ...chunk].join('\n').trimEnd();
  });
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
