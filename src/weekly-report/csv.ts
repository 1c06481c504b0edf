import type { HubVisit } from '../directory/schemas.js';
import type { PrivacyPolicy } from '../privacy/policy.js';
import { visitSource } from './how.js';

export const CSV_COLUMNS = ['date', 'person_id', 'name', 'source', 'created_by_app', 'created_at', 'notes'] as const;

/**
 * A cell as RFC 4180 wants it (quoted when it holds a comma, quote or line
 * break). A cell starting with = + - @ or a tab is prefixed with ' so a
 * spreadsheet shows member text instead of running it as a formula.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The week's visits, one row each, oldest first; CRLF line ends as RFC 4180 has them. */
export function visitsCsv(visits: readonly HubVisit[], privacy?: PrivacyPolicy): string {
  const sorted = [...visits].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.person.id - b.person.id));
  const rows = sorted.map((v) => {
    // Issue 26: a member not listed by name keeps their row (counts stay true) without who they are or their notes.
    const named = !privacy || privacy.visibility(v.person.id, v.date, 'csv') === 'named';
    return [v.date, named ? v.person.id : '', named ? v.person.name : '', visitSource(v), v.created_by_app ?? '', v.created_at, named ? v.notes : ''].map(csvCell).join(',');
  });
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}
