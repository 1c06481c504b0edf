import type { DirectoryClient } from '../directory/client.js';
import type { MemberRecords } from '../privacy/records.js';
import { shortDate, type IsoDate } from '../time/hub-date.js';

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
  if (date < today) return `${day} has passed, so that answer changes nothing.`;
  if (answer === 'yes') {
    await deps.directory.upsertHubVisit(member.personId, date, {}, signal);
    return `Planned: a visit on ${day}. See you then!`;
  }
  await deps.records.update(member.personId, today, (r) => ({ ...r, skips: [...new Set([...r.skips, date])].sort() }));
  const planned = await deps.directory.findHubVisit(member.personId, date, signal);
  const still = planned ? ` You still have a visit planned that day: send \`cancel ${date}\` to remove it.` : '';
  return `OK, no visit on ${day}; I won't ask about it again.${still}`;
}
