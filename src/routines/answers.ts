import type { DirectoryClient } from '../directory/client.js';
import type { MemberRecords } from '../privacy/records.js';
import { shortDate, type IsoDate } from '../time/hub-date.js';
import { routinesReplies } from './replies.js';

/**
 * A member's answer to a reminder (✅ or ❌ under it, whatever the chat):
 * yes plans the visit (one PATCH without notes, so notes already there
 * stay); no records the skip in the store and writes nothing to the
 * directory. Returns what to tell the member.
 */
export async function answerReminder(
  deps: { records: MemberRecords; directory: Pick<DirectoryClient, 'upsertHubVisit' | 'findHubVisit'> },
  member: { personId: number },
  date: IsoDate,
  answer: 'yes' | 'no',
  today: IsoDate,
  signal?: AbortSignal,
): Promise<string> {
  const day = shortDate(date);
  if (date < today) return routinesReplies.answerTooLate(day);
  if (answer === 'yes') {
    await deps.directory.upsertHubVisit(member.personId, date, {}, signal);
    return routinesReplies.planned(day);
  }
  // The visit is looked up before the skip is kept: when the directory fails, the tap has changed nothing (as its reply says).
  const planned = await deps.directory.findHubVisit(member.personId, date, signal);
  await deps.records.update(member.personId, today, (r) => ({ ...r, skips: [...new Set([...r.skips, date])].sort() }));
  return planned ? routinesReplies.stillPlanned(day, date) : routinesReplies.skipped(day);
}
