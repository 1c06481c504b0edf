import type { BeforeVisit, Write } from './corpus.js';
import type { DirectoryState, VisitState } from './world.js';

/** One member's visits: date -> visit. */
export type Visits = Map<string, VisitState>;

export function visitsOf(before: BeforeVisit[]): Visits {
  return new Map(before.map((v) => [v.date, { notes: v.notes ?? '', left: v.left === true }]));
}

/** The visits after `writes`, as bench/conversation/FORMAT.md defines each write. */
export function applyWrites(before: Visits, writes: Write[]): Visits {
  const after: Visits = new Map([...before].map(([d, v]) => [d, { ...v }]));
  for (const w of writes) {
    const visit = after.get(w.date);
    switch (w.op) {
      case 'checkin':
        if (visit) {
          if (w.notes !== null) visit.notes = w.notes;
        } else after.set(w.date, { notes: w.notes ?? '', left: false });
        break;
      case 'cancel':
        after.delete(w.date);
        break;
      case 'set_notes':
        if (visit) visit.notes = w.notes;
        else after.set(w.date, { notes: w.notes, left: false });
        break;
      case 'clear_notes':
        if (visit) visit.notes = '';
        break;
      case 'leave':
        if (visit) visit.left = true;
        else after.set(w.date, { notes: '', left: true });
        break;
      case 'unleave':
        if (visit) visit.left = false;
        break;
    }
  }
  return after;
}

/** Notes compare with runs of white space as one space, ends trimmed; case and punctuation count. */
export function sameNotes(a: string, b: string): boolean {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  return norm(a) === norm(b);
}

export function sameVisit(a: VisitState | undefined, b: VisitState | undefined): boolean {
  if (!a || !b) return a === b;
  return a.left === b.left && sameNotes(a.notes, b.notes);
}

export function sameVisits(a: Visits, b: Visits): boolean {
  const dates = new Set([...a.keys(), ...b.keys()]);
  return [...dates].every((d) => sameVisit(a.get(d), b.get(d)));
}

export function describe(v: VisitState | undefined): string {
  if (!v) return 'no visit';
  return `visit${v.left ? ' (left)' : ''} notes ${JSON.stringify(v.notes)}`;
}

/** Changes between two whole-directory states: person, date, before and after. */
export function changes(before: DirectoryState, after: DirectoryState): Array<{ person: number; date: string; was?: VisitState; now?: VisitState }> {
  const out: Array<{ person: number; date: string; was?: VisitState; now?: VisitState }> = [];
  const people = new Set([...before.keys(), ...after.keys()]);
  for (const person of people) {
    const a = before.get(person) ?? new Map<string, VisitState>();
    const b = after.get(person) ?? new Map<string, VisitState>();
    for (const date of new Set([...a.keys(), ...b.keys()])) {
      if (!sameVisit(a.get(date), b.get(date))) out.push({ person, date, ...(a.has(date) ? { was: a.get(date)! } : {}), ...(b.has(date) ? { now: b.get(date)! } : {}) });
    }
  }
  return out.sort((x, y) => x.person - y.person || x.date.localeCompare(y.date));
}
