import type { Command } from '../commands/command.js';
import type { IsoDate } from '../time/hub-date.js';
import type { Visits } from './resolve.js';

/**
 * The commands that put back what `done` changed, from the visits as they
 * were before: a new visit is cancelled, a cancelled one checked in again
 * with its notes, replaced notes written back, a departure taken back (or
 * noted again). Only the sender's own visits; commands that changed nothing
 * need nothing undone.
 */
export function undoOf(done: Command[], before: Visits, today: IsoDate): Command[] {
  const undo: Command[] = [];
  const seen = new Set<string>();
  for (const c of done) {
    if (!('target' in c) || c.target.kind !== 'self' || !('date' in c)) continue;
    const was = before.get(c.date);
    const key = `${c.kind}:${c.date}`;
    if (seen.has(key)) continue;
    seen.add(key);
    switch (c.kind) {
      case 'checkin':
        if (c.returning) {
          if (was?.left) undo.push({ kind: 'leave', target: c.target, date: today });
        } else if (!was) undo.push({ kind: 'checkout', target: c.target, date: c.date });
        else {
          if (c.notes !== undefined && c.notes !== was.notes) undo.push(notesBack(c.date, was.notes));
          if (was.left && c.date === today) undo.push({ kind: 'leave', target: c.target, date: today });
        }
        break;
      case 'checkout':
        if (was) undo.push({ kind: 'checkin', target: c.target, date: c.date, ...(was.notes ? { notes: was.notes } : {}) });
        break;
      case 'leave':
        if (was && !was.left) undo.push({ kind: 'checkin', target: c.target, date: today, returning: true });
        break;
      case 'note':
        if (was && c.action.type !== 'show' && (c.action.type === 'clear' ? was.notes !== '' : c.action.text !== was.notes)) undo.push(notesBack(c.date, was.notes));
        break;
      default:
        break;
    }
  }
  // A move (cancel one day, plan another): undo the plan before the cancel, so the visit comes back last.
  return undo.reverse();
}

function notesBack(date: IsoDate, notes: string): Command {
  return { kind: 'note', target: { kind: 'self' }, date, action: notes === '' ? { type: 'clear' } : { type: 'set', text: notes } };
}
