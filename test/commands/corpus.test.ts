import { afterAll, describe, expect, it } from 'vitest';
import type { StoredProfile } from '../../src/sandbox/model.js';
import { testBot } from '../support/bot.js';
import { asList as list, CORPUS_FILES as files, corpusDay as day, readCorpus, type VisitSpec } from '../support/corpus.js';

/**
 * Natural messages as members write them, each with its exact effect on the
 * directory and what the reply must say, run through the real runner against
 * the sandbox (the file format: test/support/corpus.ts). Before each message the
 * visits of everyone named in `has` (Ada always) are reset to exactly what
 * `has` lists.
 */
const score = { passed: 0, total: 0 };

describe('corpus of natural messages', () => {
  afterAll(() => {
    // The score, for the log: every message must pass, but the number says how much is covered.
    console.log(`corpus: ${score.passed}/${score.total} messages understood as meant (${files.length} files)`);
  });

  it('has at least 400 messages', () => {
    const total = files.reduce((n, f) => n + readCorpus(f).messages.length, 0);
    expect(total).toBeGreaterThanOrEqual(400);
  });

  it.each(files)('%s', async (file) => {
    const corpus = readCorpus(file);
    const probe = await testBot();
    const byName = (name: string): StoredProfile => {
      const p = probe.sandbox.store.profiles().find((x) => x.first_name.toLowerCase() === name.toLowerCase());
      if (!p) throw new Error(`${file}: no demo member ${name}`);
      return p;
    };
    const admins = (corpus.admins ?? []).map((n) => byName(n).zulip_id!);
    const { say, sandbox, ada } = await testBot({ sandbox: probe.sandbox, admins });
    const failures: string[] = [];

    for (const entry of corpus.messages) {
      score.total++;
      // Reset: the people named in `has` (and Ada) have exactly the visits listed, in a window around today.
      const people = new Set(['ada', ...Object.keys(entry.has ?? {})]);
      for (const name of people) {
        const person = byName(name);
        for (const v of sandbox.store.listVisits({ person_id: person.id, start_date: '2000-01-01' })) sandbox.store.deleteVisit(person.id, v.date);
        for (const spec of entry.has?.[name] ?? []) {
          const v: VisitSpec = typeof spec === 'string' ? { date: spec } : spec;
          sandbox.store.upsertVisit(person.id, day(v.date), { notes: v.notes ?? '', ...(v.app_data !== undefined ? { app_data: v.app_data } : {}) }, 'Hub Kiosk');
        }
      }
      const sender = entry.as ? byName(entry.as) : ada;
      const said = await say(entry.say, { as: sender });
      const problems: string[] = [];

      const writes = said.requests.filter((r) => r.method !== 'GET');
      const key = (method: string, personId: number, date: string) => `${method} ${personId} ${date}`;
      const got = new Set(writes.map((r) => {
        const m = /^\/api\/v1\/hub_visits\/(\d+)\/([\d-]+)/.exec(r.path);
        return m ? key(r.method, Number(m[1]), m[2]!) : `${r.method} ${r.path}`;
      }));
      const wanted = new Set(entry.writes.map((w) => key(w.method, (w.person ? byName(w.person) : sender).id, day(w.date))));
      if ([...got].sort().join() !== [...wanted].sort().join()) problems.push(`writes ${JSON.stringify([...got])}, expected ${JSON.stringify([...wanted])}`);
      for (const w of entry.writes) {
        const person = w.person ? byName(w.person) : sender;
        const path = `/api/v1/hub_visits/${person.id}/${day(w.date)}`;
        const sentNotes = writes.filter((r) => r.path.startsWith(path)).map((r) => new URLSearchParams(r.body).get('notes')).filter((n) => n !== null);
        if (w.method === 'PATCH' && w.notes === undefined && sentNotes.some((n) => n !== '')) problems.push(`sent notes ${JSON.stringify(sentNotes)}, expected none`);
        if (w.notes !== undefined && !sentNotes.includes(w.notes)) problems.push(`sent notes ${JSON.stringify(sentNotes)}, expected ${JSON.stringify(w.notes)}`);
        const data = sandbox.store.visit(person.id, day(w.date))?.app_data as Record<string, unknown> | null | undefined;
        for (const k of w.app_data_keys ?? []) if (!data || !(k in data)) problems.push(`app_data ${JSON.stringify(data)} lacks ${k}`);
        if (w.method === 'DELETE' && sandbox.store.visit(person.id, day(w.date))) problems.push('the visit is still there');
        if (w.method === 'PATCH' && !sandbox.store.visit(person.id, day(w.date))) problems.push('no visit afterwards');
      }
      for (const text of list(entry.reply)) if (!said.text.includes(text)) problems.push(`reply lacks ${JSON.stringify(text)}`);
      for (const text of list(entry.reply_not)) if (said.text.includes(text)) problems.push(`reply has ${JSON.stringify(text)}`);
      if (!entry.understood && /I didn't understand/.test(said.text)) problems.push('answered "I didn\'t understand"');
      if (said.replies.length === 0) problems.push('no reply');
      if (said.result.outcome === 'error') problems.push('the command failed');

      if (problems.length === 0) score.passed++;
      else failures.push(`${JSON.stringify(entry.say)}: ${problems.join('; ')}\n    reply: ${JSON.stringify(said.text.slice(0, 300))}`);
    }
    expect(failures).toEqual([]);
  });
});
