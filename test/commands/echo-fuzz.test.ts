import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Place } from '../../src/chat.js';
import { partOf } from '../../src/posts/digest/compose.js';
import { DigestService } from '../../src/posts/digest/service.js';
import type { StoredProfile } from '../../src/sandbox/model.js';
import { addDaysIso } from '../../src/time/hub-date.js';
import { STREAM, testBot } from '../support/bot.js';
import { hostileText } from '../support/hostile.js';
import { makeProfile, testSandbox, TEST_TODAY } from '../support/sandbox.js';
import { addedMarkup, activeMentions, readMarkup, type MarkupCount, type MarkupKind } from '../support/zulip-markup.js';

const MAX = 2_000;
const ONE_TO_ONE: Place = { type: 'dm', recipientIds: [90_001] };

interface Fields {
  name: string;
  pronouns: string;
  company: string;
  role: string;
  batch: string;
  url: string;
  notes: string;
  query: string;
}

const PLAIN: Fields = { name: 'Plain', pronouns: 'they', company: 'Acme', role: 'Dev', batch: 'F1', url: 'https://x.example/', notes: 'plain', query: 'plain' };

/** Three members whose directory records are all `f`: Zulip-linked or not, visiting today. */
function world(f: Fields) {
  const profile = (id: number, zulip: boolean): StoredProfile =>
    makeProfile(id, {
      first_name: f.name,
      last_name: f.name,
      pronouns: f.pronouns,
      employer_role: f.role,
      company: { id: 1, name: f.company },
      current_location: { id: 1, name: f.company, short_name: f.company },
      personal_site_url: f.url,
      blog_url: f.url,
      github: f.query,
      twitter: f.query,
      stints: [{ type: 'retreat', batch: { id: 1, name: f.batch, short_name: f.batch, alt_name: null }, start_date: '2026-01-05', end_date: null, for_half_batch: false }],
      zulip_id: zulip ? 90_000 + id : null,
    });
  const profiles = [profile(1, true), profile(2, false), profile(3, true)];
  const visits = profiles.flatMap((p) =>
    [TEST_TODAY, addDaysIso(TEST_TODAY, -1)].map((date) => ({
      person_id: p.id, date, notes: f.notes, app_data: null, created_at: `${date}T09:00:00-05:00`, updated_at: `${date}T09:00:00-05:00`, created_by_app: null, updated_by_app: null,
    })),
  );
  return { profiles, visits };
}

/** Every command whose reply echoes member or directory text, in a stream, a group DM and a 1:1 DM. */
function commands(f: Fields): Array<[string, Place]> {
  const q = f.query.replace(/\s+/g, ' ').slice(0, 200);
  const list: Array<[string, Place]> = [];
  for (const place of [STREAM, { type: 'dm', recipientIds: [90_001, 90_003] } as Place, ONE_TO_ONE]) {
    list.push(['whois 1', place], ['whois 2', place], [`whois ${q}`, place], ["who's here", place], ["who's here this week", place], ['visits', place]);
    list.push(['note today', place], ['digest today', place], [`checkin ${q}`, place], [`${q}`, place], [`whois ${q}@example.org`, place]);
  }
  return list;
}

async function transcript(f: Fields): Promise<string[][]> {
  const data = world(f);
  const bot = await testBot({ sandbox: await testSandbox({ data }), index: true, maxMessageLength: MAX });
  bot.deps.digest = new DigestService(bot.deps);
  const me = data.profiles[0]!;
  const out: string[][] = [];
  for (const [text, place] of commands(f)) {
    // Read-only commands, so every run sees the same directory.
    if (text.startsWith('checkin ')) continue;
    out.push((await bot.say(text, { as: { zulipId: me.zulip_id!, fullName: `${f.name} ${f.name}`, email: me.email ?? undefined }, place })).replies);
  }
  return out;
}

/** Per kind, the most markup any of the bot's own replies carries. */
function mostMarkup(counts: MarkupCount[]): MarkupCount {
  const most: MarkupCount = {};
  for (const count of counts) for (const [kind, n] of Object.entries(count) as Array<[MarkupKind, number]>) most[kind] = Math.max(most[kind] ?? 0, n);
  return most;
}

/** A reply's kind: its first words, which the bot writes before any echoed text. */
function openingOf(replies: string[]): string {
  return (replies[0] ?? '').split(/\s+/).slice(0, 4).join(' ');
}

describe('every reply that echoes member or directory text (fuzz)', () => {
  it('adds no mention, link or Markdown structure, never looks like a digest part, and fits the size limit', async () => {
    // Fuzzed text may change what a command is (a bare "x?" asks for help, `whois x)` names no one): each reply is held to the bot's own
    // reply of the same kind (same opening words), from plain runs that meet those kinds, and to the same command's plain reply.
    const baselines = await Promise.all([PLAIN, { ...PLAIN, notes: 'xyzzy?', query: 'xyzzy?' }, { ...PLAIN, query: ')' }].map((f) => transcript(f)));
    const byKind = new Map<string, MarkupCount>();
    for (const replies of baselines.flat()) byKind.set(openingOf(replies), mostMarkup([byKind.get(openingOf(replies)) ?? {}, readMarkup(replies.join('\n'))]));
    const urlish = fc.oneof(hostileText, hostileText.map((t) => `https://x.example/${t}`));
    // Notes and queries start with a letter, so each reply is the same kind of reply as the baseline's (an empty note reads "no notes").
    const lettered = hostileText.map((t) => `x${t}`);
    const fields = fc.record({ name: hostileText, pronouns: hostileText, company: hostileText, role: hostileText, batch: hostileText, url: urlish, notes: lettered, query: lettered });
    await fc.assert(
      fc.asyncProperty(fields, async (f) => {
        const run = await transcript(f);
        for (const [i, replies] of run.entries()) {
          const plain = mostMarkup([readMarkup((baselines[0]![i] ?? []).join('\n')), byKind.get(openingOf(replies)) ?? {}]);
          for (const part of replies) {
            expect(activeMentions(part), part).toBe(0);
            expect([...part].length).toBeLessThanOrEqual(MAX);
            for (const d of [TEST_TODAY, addDaysIso(TEST_TODAY, -1)]) expect(partOf(part, d)).toBeNull();
          }
          expect(addedMarkup(readMarkup(replies.join('\n')), plain), `command ${i}: ${replies.join('\n---\n').slice(0, 600)}`).toEqual([]);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
