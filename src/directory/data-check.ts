import { collect } from '../util/collect.js';
import { DecodeReport } from '../util/tolerant/report.js';
import { DirectoryClient } from './client.js';
import type { DirectoryHttpOptions } from './http.js';

/** Problems named in the check's line; the rest are counted. */
const SHOWN = 4;

export interface DataCheck {
  ok: boolean;
  detail: string;
}

/**
 * What `frontdesk check` says of the directory's data: every profile and the
 * day's visits read once through the tolerant decoders, and what they met:
 * "64 profiles and 22 visits of 2026-11-20 read; 64 profiles carry
 * bio_truncated as a boolean: ignored". Fails only when the directory sent
 * profiles (or visits) and none could be used: then every member is a stranger.
 */
export async function checkDirectoryData(http: DirectoryHttpOptions, date: string): Promise<DataCheck> {
  const report = new DecodeReport();
  const client = new DirectoryClient(http, { report });
  let profiles = { received: 0, usable: 0 };
  await client.eachProfileConcurrently(
    (items, received) => {
      profiles = { received: profiles.received + received, usable: profiles.usable + items.length };
    },
    { inFlight: 4 },
  );
  const visits = await collect(client.walkHubVisits({ date }));
  const unusable = report.unusableAnswers().map((a) => `${a.shape}s`);
  const read = `${profiles.usable} profiles and ${visits.length} visits of ${date} read`;
  const said = report.summary();
  const problems = said.length === 0 ? 'every field as expected' : [...said.slice(0, SHOWN), ...(said.length > SHOWN ? [`and ${said.length - SHOWN} more (see the log of a running bot)`] : [])].join('; ');
  if (profiles.received > 0 && profiles.usable === 0) {
    return { ok: false, detail: `the directory sent ${profiles.received} profile${profiles.received === 1 ? '' : 's'} and none is usable: ${problems}` };
  }
  if (unusable.length) return { ok: false, detail: `an answer of ${unusable.join(' and ')} had nothing usable: ${problems}` };
  return { ok: true, detail: `${read}; ${problems}` };
}
