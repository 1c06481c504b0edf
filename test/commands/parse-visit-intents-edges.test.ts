import { describe, it } from 'vitest';
import { NOT_YET } from '../../src/commands/visit-intents.js';
import { expectParsedAs, type ParsedAs } from '../support/parse-cases.js';

/**
 * The edges of check-ins, cancels and notes, each against its neighbour on
 * the other side: "I'm here in 10" is not here yet but "I'm here till 5" is;
 * set-off notes are notes, even when they start with a time; a day in the
 * notes asks, unless the member is plainly here now; a cancel of all visits
 * is refused, "after all" is not "all"; a past day is cancelled only on its
 * full date; a sentence about notes is asked about, not stored.
 * Today is Fri 2026-11-20.
 */
const NOW = new Date('2026-11-20T15:00:00Z');

const here = (notes: string, date = '2026-11-20'): ParsedAs => ({ command: { kind: 'checkin', target: { kind: 'self' }, date, notes } });
const cancel = (date: string): ParsedAs => ({ command: { kind: 'checkout', target: { kind: 'self' }, date } });
const note = (text: string, date = '2026-11-20'): ParsedAs => ({ command: { kind: 'note', target: { kind: 'self' }, date, action: { type: 'set', text } } });
const asked = (error: string, didYouMean: string): ParsedAs => ({ error, didYouMean });
const NOT_A_NOTE = 'That reads like a sentence about notes rather than new notes.';

describe('on the way, or here now', () => {
  it.each<[string, ParsedAs]>([
    // A time later today after "I'm here" / "coming by": nothing is recorded until they arrive.
    ["I'm coming by later", { error: NOT_YET }],
    ["I'm here in 10", { error: NOT_YET }],
    ["I'm here in a few minutes", { error: NOT_YET }],
    ["I'll be in at 2pm", { error: NOT_YET }],
    // A plan ("coming by") stays a plan even with the time set off by a comma.
    ["I'll swing by, around 3", { error: NOT_YET }],
    // Words that only look like a time: the member is here, and they are notes.
    ["I'm here till 5", here('till 5')],
    ["I'm here by the window", here('by the window')],
    ["I'm here for a bit", here('for a bit')],
    ["I'm here a bit early", here('a bit early')],
    // "afternoon" after a day is when on that day, not "this afternoon".
    ['checking in tomorrow afternoon', here('afternoon', '2026-11-21')],
    // Set off from "I'm here", a time is what happens later, in the notes: they are here now.
    ["I'm here: at 3 I'm giving a talk", here("at 3 I'm giving a talk")],
    ["I'm here - at 3 I'm giving a talk", here("at 3 I'm giving a talk")],
  ])('%s', (text, expected) => expectParsedAs(text, NOW, expected));
});

describe('which day a check-in is for', () => {
  it.each<[string, ParsedAs]>([
    // Several days: one command each, suggested with the notes, nothing written.
    ['coming in tomorrow and thursday', { error: 'You named 2 days (tomorrow (Sat Nov 21), Thu Nov 26); I change one day per message, so nothing is changed yet. Send each one you mean: `checkin tomorrow`, `checkin 2026-11-26`.' }],
    [
      'coming in tomorrow and thursday, pairing with Bram',
      { error: 'You named 2 days (tomorrow (Sat Nov 21), Thu Nov 26); I change one day per message, so nothing is changed yet. Send each one you mean: `checkin tomorrow pairing with Bram`, `checkin 2026-11-26 pairing with Bram`.' },
    ],
    ['coming in dec 1 to dec 20', { error: 'That is more than 7 days; I change one day at a time.' }],
    // "I'm here" on a past day contradicts itself: asked, with why.
    [
      "I'm here yesterday",
      asked(
        "yesterday (Thu Nov 19) has gone by, so that would record a past visit. Did you mean `checkin 2026-11-19`? Send that and I'll record a visit for you yesterday (Thu Nov 19).",
        'checkin 2026-11-19',
      ),
    ],
    // Only "on", "about", "re" as the first word make "checking in" an enquiry; "before" is notes.
    ['checking in before the talk', here('before the talk')],
    // A day in notes that are not set off: the visit is probably on that day (the next Wednesday), so ask.
    [
      "I'm here prepping for the demo on wednesday",
      asked("Did you mean `checkin 2026-11-25 prepping for the demo`? Send that and I'll plan a visit for you on Wed Nov 25, with those notes.", 'checkin 2026-11-25 prepping for the demo'),
    ],
    // Set off after "I'm here", the day belongs to the notes: here today.
    ["I'm here, prepping for the demo on wednesday", here('prepping for the demo on wednesday')],
    // …unless the notes speak of another visit.
    ["I'm here, back tomorrow too", asked("Did you mean `checkin tomorrow back too`? Send that and I'll plan a visit for you tomorrow (Sat Nov 21), with those notes.", 'checkin tomorrow back too')],
    // "coming by" is a plan, not being here: a set-off day still asks.
    ['coming by - pairing on wednesday', asked("Did you mean `checkin 2026-11-25 pairing`? Send that and I'll plan a visit for you on Wed Nov 25, with those notes.", 'checkin 2026-11-25 pairing')],
  ])('%s', (text, expected) => expectParsedAs(text, NOW, expected));
});

describe('cancelling', () => {
  it.each<[string, ParsedAs]>([
    // "after all" is no "all my visits", and an "all" past the first words is a greeting.
    ["can't make it after all", cancel('2026-11-20')],
    ["can't make it, sorry everyone, see you all", cancel('2026-11-20')],
    ['not coming tomorrow, sorry all', cancel('2026-11-21')],
    // Several days, anywhere in the first words: one cancel each, nothing changed.
    ["can't make it sorry tomorrow or monday", { error: 'You named 2 days (tomorrow (Sat Nov 21), Mon Nov 23); I change one day per message, so nothing is changed yet. Send each one you mean: `cancel tomorrow`, `cancel 2026-11-23`.' }],
    // Past the first eight words, days are no longer read as a list: the first one is offered, as a question.
    ["can't make it, my kid is sick and the car broke, tomorrow or monday", asked("Did you mean `cancel tomorrow`? Send that and I'll cancel your visit tomorrow (Sat Nov 21).", 'cancel tomorrow')],
    ["can't make it dec 1 to dec 20", { error: 'That is more than 7 days; I change one day at a time.' }],
    // A past visit happened: deleted only on its full date; `checkout` of a past day is such a cancel too.
    [
      'cancel last thursday',
      asked(
        "yesterday (Thu Nov 19) has gone by: cancelling deletes a visit that happened, so I only do that when you give its full date. Did you mean `cancel 2026-11-19`? Send that and I'll cancel your visit yesterday (Thu Nov 19).",
        'cancel 2026-11-19',
      ),
    ],
    [
      'checkout yesterday',
      asked(
        "yesterday (Thu Nov 19) has gone by: cancelling deletes a visit that happened, so I only do that when you give its full date. Did you mean `cancel 2026-11-19`? Send that and I'll cancel your visit yesterday (Thu Nov 19).",
        'cancel 2026-11-19',
      ),
    ],
    ['cancel 2026-11-19', cancel('2026-11-19')],
  ])('%s', (text, expected) => expectParsedAs(text, NOW, expected));
});

describe('notes, or a sentence about notes', () => {
  it.each<[string, ParsedAs]>([
    // Set off by a dash, the text is taken as written: "set" is its first word, not the action.
    ['note tomorrow - set up the room', note('set up the room', '2026-11-21')],
    ['note to bring cake', note('bring cake')],
    // A lone word after `notes` is the note.
    ['notes pairing', note('pairing')],
    ['note the talk was great', asked(`${NOT_A_NOTE} Did you mean \`note today: the talk was great\`? Send that and I'll replace your notes today (Fri Nov 20) with that.`, 'note today: the talk was great')],
    ['note to self buy milk', asked(`${NOT_A_NOTE} Did you mean \`note today: to self buy milk\`? Send that and I'll replace your notes today (Fri Nov 20) with that.`, 'note today: to self buy milk')],
    // A bare "Notes" (any case) followed by a sentence.
    [
      'Notes posted by Bram are great',
      asked(`${NOT_A_NOTE} Did you mean \`note today: posted by Bram are great\`? Send that and I'll replace your notes today (Fri Nov 20) with that.`, 'note today: posted by Bram are great'),
    ],
  ])('%s', (text, expected) => expectParsedAs(text, NOW, expected));
});

describe('a past day, cancelled on its full date', () => {
  // The full date anywhere in how the day is written is enough: "on 2026-11-19" names it as surely as "2026-11-19".
  it.each<[string, ParsedAs]>([
    ['cancel my visit on 2026-11-19', cancel('2026-11-19')],
    ["can't make it on 2026-11-19", cancel('2026-11-19')],
  ])('%s', (text, expected) => expectParsedAs(text, NOW, expected));
});
