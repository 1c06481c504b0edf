import { DAY_PARTS, NUMBER_WORDS, SOON_WORDS, TIME_PREPOSITIONS, WHILE_WORDS } from './vocabulary.js';

/**
 * A time within a day: "friday afternoon", "till ~6", "around noon", "in 30",
 * "soon". `later`: a time still to come today (someone who says "I'll be there
 * at 2" or "in 10 minutes" is not here yet); `until`: how long they stay.
 * Never notes, never a date.
 */
export interface TimeOfDay {
  later: boolean;
  until: boolean;
  /** The clock time it names, in minutes after midnight, when it names one ("at 10:15", "around 2pm"). */
  minutes?: number;
  /** A few minutes from now at most ("in 5 min", "in a sec"): for leaving, as good as now. */
  shortly?: boolean;
}

/** The longest wait, in minutes, that is still "now" for leaving ("leaving in 10 min"). */
const SHORTLY_MINUTES = 15;
const MOMENT_WORDS = new Set(['sec', 'second', 'seconds', 'moment', 'jiffy', 'mo']);

/** "10:15", "9am", "2pm", "noon", "3" (a bare hour: 1 to 7 in the afternoon, the hub's hours): minutes after midnight. */
export function clockMinutes(word: string): number | undefined {
  if (/^(noon|midday|lunch|lunchtime)$/.test(word)) return 12 * 60;
  const m = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a|p)?/.exec(word);
  if (!m) return undefined;
  let hour = Number(m[1]);
  const minute = m[2] ? Number(m[2]) : 0;
  if (hour > 23 || minute > 59) return undefined;
  const half = m[3]?.charAt(0);
  if (half === 'p' && hour < 12) hour += 12;
  if (half === 'a' && hour === 12) hour = 0;
  if (!half && hour >= 1 && hour <= 7) hour += 12;
  return hour * 60 + minute;
}

const CLOCK = /^(\d{1,2}([:.]\d{2})?(am|pm|a|p|h|ish)?|\d{1,2}(am|pm)?[-–]\d{1,2}([:.]\d{2})?(am|pm)?|noon|midday|midnight|lunch|lunchtime|eod|\d{1,2}ish)$/;
const CLOCK_ALONE = /^(\d{1,2}([:.]\d{2})?(am|pm)|\d{1,2}(am|pm)?[-–]\d{1,2}([:.]\d{2})?(am|pm)|\d{1,2}:\d{2}|noon|midday)$/;

/** A time of day at `i`, and how many words it takes. */
export function timeAt(words: string[], i: number, afterDate = false): { time: TimeOfDay; length: number } | undefined {
  const w = (k: number) => words[i + k] ?? '';
  // "in 10 minutes", "in a bit", "in 30", "back in 5": a while from now.
  if (w(0) === 'in') {
    if (/^\d{1,3}$/.test(w(1))) {
      const unit = WHILE_WORDS.has(w(2)) ? 1 : 0;
      const shortly = Number(w(1)) <= SHORTLY_MINUTES && (unit === 0 || w(2) === 'minutes' || MOMENT_WORDS.has(w(2)));
      return { time: { later: true, until: false, ...(shortly ? { shortly } : {}) }, length: 2 + unit };
    }
    if ((NUMBER_WORDS.has(w(1)) || w(1) === 'the') && WHILE_WORDS.has(w(2))) {
      const shortly = MOMENT_WORDS.has(w(2)) || (w(2) === 'minutes' && (NUMBER_WORDS.get(w(1)) ?? 99) <= SHORTLY_MINUTES);
      return { time: { later: true, until: false, ...(shortly ? { shortly } : {}) }, length: 3 };
    }
    if (NUMBER_WORDS.has(w(1)) && w(2) === 'few' && WHILE_WORDS.has(w(3))) return { time: { later: true, until: false }, length: 4 };
    if (WHILE_WORDS.has(w(1))) return { time: { later: true, until: false, ...(MOMENT_WORDS.has(w(1)) ? { shortly: true } : {}) }, length: 2 };
    if (w(1) === 'the' && DAY_PARTS.has(w(2))) return { time: { later: false, until: false }, length: 3 };
    return undefined;
  }
  if (SOON_WORDS.has(w(0))) return { time: { later: true, until: false }, length: 1 };
  // "a few minutes ago", "20 mins ago", "earlier", "just now": already happened (arrived), not later.
  // (Indian English: "few minutes back", "10 mins back".)
  if ((NUMBER_WORDS.has(w(0)) || /^\d{1,3}$/.test(w(0)) || w(0) === 'few') && (WHILE_WORDS.has(w(1)) || (w(1) === 'few' && WHILE_WORDS.has(w(2))))) {
    const length = w(1) === 'few' ? 3 : 2;
    if (w(length) === 'ago' || w(length) === 'back') return { time: { later: false, until: false }, length: length + 1 };
  }
  if (w(0) === 'earlier' || (w(0) === 'just' && w(1) === 'now')) return { time: { later: false, until: false }, length: w(0) === 'just' ? 2 : 1 };
  // "for an hour", "for a few hours", "for the afternoon": how long.
  if (w(0) === 'for' && (NUMBER_WORDS.has(w(1)) || /^\d{1,2}$/.test(w(1)))) {
    if (/^hours?$/.test(w(2))) return { time: { later: false, until: true }, length: 3 };
    if (w(2) === 'few' && /^hours?$/.test(w(3))) return { time: { later: false, until: true }, length: 4 };
  }
  if (w(0) === 'for' && w(1) === 'the' && DAY_PARTS.has(w(2))) return { time: { later: false, until: true }, length: 3 };
  // "this afternoon", "friday afternoon" (the day is read apart), "late".
  if (w(0) === 'this' && DAY_PARTS.has(w(1)) && !/^(am|pm)$/.test(w(1))) return { time: { later: w(1) !== 'morning', until: false }, length: 2 };
  // A part of a day alone only right after a day ("friday afternoon"), or late/early; "morning!" alone is a greeting.
  // "leaving early", "coming in late": a time still to come today.
  if ((afterDate || /^(early|late|eod)$/.test(w(0))) && DAY_PARTS.has(w(0)) && !/^(am|pm|lunch|lunchtime)$/.test(w(0))) return { time: { later: /^(early|late|eod)$/.test(w(0)), until: false }, length: 1 };
  // "first thing" (tomorrow): the start of the day.
  if (w(0) === 'first' && w(1) === 'thing') return { time: { later: false, until: false }, length: 2 };
  // A clock time said in words: "half nine", "from half past nine", "till quarter to six", "at ten thirty".
  const preposition = TIME_PREPOSITIONS.has(w(0)) ? 1 : 0;
  const spoken = spokenClock(words, i + preposition);
  if (spoken) {
    const until = /^(till|until|til|before)$/.test(w(0));
    return { time: { later: !until && w(0) !== 'since' && w(0) !== 'from', until, ...(until ? {} : { minutes: spoken.minutes }) }, length: preposition + spoken.length };
  }
  // "around noon", "till ~6", "at 3pm", "by 11", "from 2 to 4", "probably around noon".
  if (TIME_PREPOSITIONS.has(w(0)) && CLOCK.test(w(1))) {
    const until = /^(till|until|til|before)$/.test(w(0));
    let length = 2;
    if (/^(am|pm|ish|o'clock)$/.test(w(2))) length++;
    if (/^(to|-|until|till)$/.test(w(length)) && CLOCK.test(w(length + 1))) length += 2;
    const minutes = clockMinutes(w(1));
    return { time: { later: !until && w(0) !== 'since' && w(0) !== 'from', until, ...(minutes !== undefined && !until ? { minutes } : {}) }, length };
  }
  if (CLOCK_ALONE.test(w(0))) {
    const minutes = clockMinutes(w(0));
    return { time: { later: false, until: false, ...(minutes !== undefined ? { minutes } : {}) }, length: 1 };
  }
  return undefined;
}

const HOURS = new Map<string, number>(Object.entries({ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 }));

/** An hour named in words or digits ("nine", "9"), read in the hub's hours as clockMinutes reads a bare hour. */
function hourOf(word: string): number | undefined {
  const hour = HOURS.get(word) ?? (/^\d{1,2}$/.test(word) ? Number(word) : undefined);
  if (hour === undefined || hour < 1 || hour > 12) return undefined;
  return clockMinutes(String(hour));
}

/**
 * "half nine" (British: half past nine), "half past nine", "quarter to ten", "quarter past 2", "ten thirty": minutes
 * after midnight, and how many words it takes.
 */
function spokenClock(words: string[], i: number): { minutes: number; length: number } | undefined {
  const w = (k: number) => words[i + k] ?? '';
  const past = w(1) === 'past' ? 1 : 0;
  if (w(0) === 'half') {
    const hour = hourOf(w(1 + past));
    return hour === undefined ? undefined : { minutes: hour + 30, length: 2 + past };
  }
  if (w(0) === 'quarter' && (w(1) === 'to' || w(1) === 'past')) {
    const hour = hourOf(w(2));
    return hour === undefined ? undefined : { minutes: hour + (w(1) === 'to' ? -15 : 15), length: 3 };
  }
  const hour = HOURS.has(w(0)) ? hourOf(w(0)) : undefined;
  const minutes = { fifteen: 15, thirty: 30, 'forty-five': 45 }[w(1)];
  return hour !== undefined && minutes !== undefined ? { minutes: hour + minutes, length: 2 } : undefined;
}
