import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDaysIso } from '../../src/time/hub-date.js';
import { TEST_TODAY } from './sandbox.js';

/**
 * The corpus of natural messages (`test/commands/corpus/*.json`):
 * `corpus.test.ts` runs each message through the real runner against the
 * sandbox (`bench/extra/parse.ts` times reading them). Ada is the sender
 * unless `as` names someone else. Dates are ISO, or `today`, `tomorrow`,
 * `+N`, `-N` relative to the test's today (Fri 2026-11-20).
 */
export interface VisitSpec {
  date: string;
  notes?: string;
  app_data?: unknown;
}
export interface Write {
  method: 'PATCH' | 'DELETE';
  date: string;
  /** First name of whose visit; the sender's by default. */
  person?: string;
  /** Notes that must be sent for that visit (whatever the path): absent means none may be. */
  notes?: string;
  /** Keys the visit's app_data must hold afterwards (other apps' keys kept, ours added). */
  app_data_keys?: string[];
}
export interface Entry {
  say: string;
  writes: Write[];
  reply?: string | string[];
  reply_not?: string | string[];
  has?: Record<string, Array<string | VisitSpec>>;
  as?: string;
  /** The reply may be "I didn't understand…" (gibberish); by default it must not be. */
  understood?: boolean;
}
export interface CorpusFile {
  about: string;
  admins?: string[];
  messages: Entry[];
}

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'commands', 'corpus');
/** The corpus files' names, sorted. */
export const CORPUS_FILES = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

export function readCorpus(file: string): CorpusFile {
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as CorpusFile;
}

/** A corpus date as an ISO date. */
export function corpusDay(text: string): string {
  if (text === 'today') return TEST_TODAY;
  if (text === 'tomorrow') return addDaysIso(TEST_TODAY, 1);
  if (text === 'yesterday') return addDaysIso(TEST_TODAY, -1);
  if (/^[+-]\d+$/.test(text)) return addDaysIso(TEST_TODAY, Number(text));
  return text;
}

export const asList = (v: string | string[] | undefined): string[] => (v === undefined ? [] : typeof v === 'string' ? [v] : v);
