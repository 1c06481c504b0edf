import { describe, expect, it } from 'vitest';
import { compileTemplate, type Node } from '../../src/conversation/grammar.js';
import { INTENTS } from '../../src/conversation/intents.js';
import { understand } from '../../src/conversation/understand.js';
import { HUB_INTENTS } from '../../src/commands/hub-intents.js';
import { TEST_NOW } from '../support/sandbox.js';

const now = new Date(TEST_NOW);
const read = (text: string) => understand(text, now, 'America/New_York');

/** A value for each slot, as a member would write it. */
const SLOT_VALUES: Record<string, string[]> = {
  when: ['tomorrow', 'friday', 'next tue', 'tmrw'],
  date: ['tomorrow', 'nov 27', 'thurs'],
  from: ['friday', 'thu'],
  days: ['monday and wednesday', 'mon-wed'],
  range: ['this week', 'last month'],
  time: ['at 3pm', 'around noon'],
  person: ['Ada Quillfeather', 'Bram'],
  target: ['@**Ada Quillfeather|1001**'],
  text: ['pairing on a parser', 'the release checklist'],
  quote: ['"pairing on a parser"'],
  topic: ['cancel', 'notes'],
  number: ['2'],
  repeat: ['every tuesday'],
};

/** What a hub row's own reader takes after its phrasing (commands/hub-parse.ts), by the row's slot. */
const HUB_TEXT: Record<string, string[]> = {
  person: ['Ada', 'Bram Copperfield-Nye'],
  weekdays: ['tue thu', 'weekdays'],
  habit: ['tuesdays and thursdays'],
  date: ['fri', 'next tue'],
  dateOrTomorrow: ['tomorrow', 'monday'],
  span: ['dec 20 to jan 3', 'friday'],
  days: ['dec 20 to jan 3', 'next week', 'until monday'],
  topic: ['rust', 'type systems'],
};

/**
 * Phrasings two intents share by design, as pairs of intents (never as
 * messages): "count me in" is a plan and a check-in, "here" a check-in and a
 * question, "cancel that" a "no" and a cancel, an exact `skip` and a
 * cancelled visit. A sample of the first that writes as the second is not a
 * misreading; any other write by another intent fails.
 */
const SHARED = new Set([
  'plan>checkin', 'plan-day>back', 'cancel-strict>cancel', 'away>leave', 'out>leave', 'out>away', 'notes-are>note-strict', 'notes-clear>note-clear-strict',
  'whos-here>checkin', 'no>cancel', 'hub-skip-15>cancel',
  // Being away said with where one is, read by the row that takes it after "be" (the same away, the same span).
  'hub-away-19>hub-away-18',
  // The same write said loosely and exactly ("forget me for", "out now", "status note = …").
  'cancel-day>cancel', 'out>checkout-strict', 'leave>checkout-strict', 'notes-set>note-strict',
  // A goodbye for the day, said with "for the day" or with "today" ("bye for today"): the same leave.
  'leave>bye-today',
  // "off" sampled without the day cancel-day needs ("saturday's off") is leaving now.
  'cancel-day>leave',
  // Two rows that hide a member today, one said of mentioning the name, one of showing it anywhere: the same ghost.
  'hub-ghost-104>hub-ghost-88',
  // Several days after "I come" as a habit, said bare or plural ("i come tuesdays and thursdays"): the same routine.
  'hub-routine-124>hub-routine-13',
  // The usual days cleared with any verb of removing, and with the first row's verbs: the same clearing.
  'hub-routine-129>hub-routine-15',
]);

/** A hub row's phrasing read by the frame of the same request ("hub-unfollow-4" as "hub-frame-unfollow"): the same write. */
const sameFrame = (row: string, read: string) => read.startsWith('hub-frame-') && row.startsWith(`hub-${read.slice('hub-frame-'.length)}-`);

/** A small seeded generator: the same samples on every run. */
function seeded(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) & 0x7fffffff) / 0x7fffffff;
}

/** Whether a template part holds the {text} slot (a hub row's words after its phrasing are what it reads). */
function holdsText(node: Node): boolean {
  if (node.t === 'slot') return node.name === 'text';
  if (node.t === 'seq') return node.nodes.some(holdsText);
  if (node.t === 'alt') return node.options.some(holdsText);
  return node.t === 'opt' && holdsText(node.node);
}

function expand(node: Node, pick: () => number, slot: (name: string) => string, textAlways = false): string[] {
  switch (node.t) {
    case 'lit':
      return [node.word];
    case 'slot':
      return [slot(node.name)];
    case 'any':
      return [];
    case 'seq':
      return node.nodes.flatMap((n) => expand(n, pick, slot, textAlways));
    case 'alt':
      return expand(node.options[Math.floor(pick() * node.options.length)]!, pick, slot, textAlways);
    case 'opt':
      if (textAlways && holdsText(node.node)) return expand(node.node, pick, slot, textAlways);
      return pick() < 0.5 ? [] : expand(node.node, pick, slot, textAlways);
  }
}

/** A seed of a template's own: a template added elsewhere leaves every other template's samples as they were. */
function seedOf(text: string): number {
  let h = 20_261_120;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) & 0x7fffffff;
  return h;
}

function samples(): Array<{ intent: string; text: string }> {
  const out: Array<{ intent: string; text: string }> = [];
  for (const declaration of INTENTS) {
    const hubRow = /^hub-.*-(\d+)$/.exec(declaration.name);
    const row = hubRow ? HUB_INTENTS[Number(hubRow[1])] : undefined;
    for (const template of declaration.say) {
      const pick = seeded(seedOf(`${declaration.name} ${template}`));
      for (let k = 0; k < 3; k++) {
        const slot = (name: string) => {
          if (row && name === 'text') {
            const choices = row.slot === 'choice' ? Object.keys(row.choices ?? {}).filter((c) => c !== '') : (HUB_TEXT[row.slot] ?? ['']);
            return choices[Math.floor(pick() * choices.length)] ?? '';
          }
          const values = SLOT_VALUES[name]!;
          return values[Math.floor(pick() * values.length)]!;
        };
        const words = expand(compileTemplate(template), pick, slot, row !== undefined).filter((w) => w !== '');
        if (words.length === 0) continue;
        // A row that only stands with "today" said is sampled with it.
        if (row?.today) words.push('today');
        // Canonical words are written with "-" where a member writes a space ("going-to").
        out.push({ intent: declaration.name, text: words.join(' ').replace(/-(?=[a-z])/g, ' ') });
      }
    }
  }
  return out;
}

describe('the declared intents, sampled', () => {
  it('every example an intent gives reads back as that intent', () => {
    const wrong: string[] = [];
    for (const declaration of INTENTS) {
      for (const example of declaration.examples ?? []) {
        const intents = read(example).clauses.map((c) => c.intent);
        if (!intents.includes(declaration.name)) wrong.push(`${declaration.name}: ${JSON.stringify(example)} read as ${intents.join(', ') || 'nothing'}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every template, expanded with slot values and its alternatives, is never done as another intent\'s write', () => {
    const all = samples();
    expect(all.length).toBeGreaterThan(1_000);
    const wrong: string[] = [];
    for (const { intent, text } of all) {
      for (const clause of read(text).clauses) {
        // Only what would be done: a write offered as a question is not written.
        if (clause.type === 'write' && clause.sure && !clause.question && clause.intent !== intent && !SHARED.has(`${intent}>${clause.intent}`) && !sameFrame(intent, clause.intent)) wrong.push(`${intent}: ${JSON.stringify(text)} writes as ${clause.intent}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('most expansions read back as their own intent (the rest are phrasings another intent also owns, or need context)', () => {
    const all = samples();
    const own = all.filter(({ intent, text }) => read(text).clauses.some((c) => c.intent === intent));
    expect(own.length / all.length).toBeGreaterThan(0.8);
  });
});
