import { describe, expect, it } from 'vitest';
import { understand } from '../../src/conversation/understand.js';
import type { Clause } from '../../src/conversation/meaning.js';
import { awaySpanRead } from '../../src/text/away-span.js';

// What the first mutation run of hub-frames.ts and away-span.ts left unprotected, pinned in sentences of my own.
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const clauses = (text: string) => understand(text, TUESDAY, 'America/New_York').clauses;
const framed = (text: string) => clauses(text).filter((c: Clause) => c.intent.startsWith('hub-frame-'));
const action = (text: string) => framed(text).flatMap((c) => (c.type === 'write' && c.write.op === 'hub' ? [c.write.action] : c.type === 'read' && c.command.kind === 'hub' ? [c.command.action] : []));

describe('the day a frame reads', () => {
  it('a part of today alone is today; no day is tomorrow', () => {
    expect(action('will it get crowded this afternoon?')).toEqual([{ intent: 'forecast', date: '2026-11-24' }]);
    expect(action('it go be pack up, you think?')).toEqual([{ intent: 'forecast', date: '2026-11-25' }]);
  });

  it('two different days, or a span, are no one day', () => {
    expect(framed('will it be packed friday or saturday?')).toEqual([]);
    expect(framed('gonna be busy from monday to wednesday?')).toEqual([]);
  });
});

describe('the names a frame takes', () => {
  it('a double name, a hyphenated one, and two joined by "and" or "&"', () => {
    expect(action('each time Hiro Fennimore-Oak is coming, you send me')).toEqual([{ intent: 'follow', who: 'Hiro Fennimore-Oak', oneShot: false }]);
    expect(action('each time Ada & Lev come in, ping me')).toEqual([{ intent: 'follow', who: 'Ada and Lev', oneShot: false }]);
    expect(action('whenever Kaia and Umar both arrive, message me')).toEqual([{ intent: 'follow', who: 'Kaia and Umar', oneShot: false }]);
  });

  it('greetings, weekdays and months are no one', () => {
    expect(framed('Hello, every time Friday comes, text me')).toEqual([]);
    expect(framed('every time December arrives, text me')).toEqual([]);
  });

  it('no more word "of them", the names after', () => {
    expect(action("I don't want more alerts of them, Quinn and Wren")).toEqual([{ intent: 'unfollow', who: 'Quinn and Wren' }]);
  });

  it('telling stopped without a person, or a person without telling: no unfollow', () => {
    expect(framed('no more news, Quinn')).toEqual([]);
    expect(framed('stop about Quinn')).toEqual([]);
  });
});

describe('the lists, the ghost and who may follow', () => {
  it('a question about the name is asked, not done, unless it asks whether it is possible', () => {
    expect(framed('is my name not shown in the lists?')).toEqual([]);
    expect(action('is it possible that my name is not written in the lists?')).toEqual([{ intent: 'listed', listed: false }]);
  });

  it('put back on a list with a word between', () => {
    expect(action('my name back in the attendance list please')).toEqual([{ intent: 'listed', listed: true }]);
  });

  it('not announced today, said of someone else arriving, is no ghost', () => {
    expect(framed('today, nobody gets a message when Lev arrives')).toEqual([]);
    expect(action('today I want that nobody gets a message about me')).toEqual([{ intent: 'ghost', on: true }]);
  });

  it('who may follow, not said of someone arriving', () => {
    expect(framed('when Ada comes, only people I approve can follow')).toEqual([]);
    expect(action('just those I say ok to may follow my arrivals')).toEqual([{ intent: 'followable', followable: 'approved' }]);
    expect(action('who can follow me? nobody.')).toEqual([{ intent: 'followable', followable: 'nobody' }]);
    expect(framed('everybody can follow the news')).toEqual([]);
  });
});

describe('who knows a topic', () => {
  it('the topic without "today" after it or "about" before it', () => {
    expect(action('somebody here knowing about Elixir today?')).toEqual([{ intent: 'whoKnows', topic: 'Elixir' }]);
    expect(action('somebody around who can do soldering?')).toEqual([{ intent: 'whoKnows', topic: 'soldering' }]);
  });

  it('a pronoun is no topic', () => {
    expect(framed('anyone here who knows him?')).toEqual([]);
  });
});

describe('an absence told around its dates', () => {
  it('a message already saying "away" first is read as written', () => {
    expect(awaySpanRead('away from 10 Dec to 13 Dec, off to my sister')).toBe('away from 10 Dec to 13 Dec, off to my sister');
  });

  it('each sentence must be the span, the absence or thanks', () => {
    expect(awaySpanRead('Off to my sister. 10 Dec to 13 Dec. Thanks!')).toBe('away 10 Dec to 13 Dec');
    expect(awaySpanRead('Off to my sister.\n10 Dec to 13 Dec')).toBe('away 10 Dec to 13 Dec');
    expect(awaySpanRead('Off to my sister. 10 Dec to 13 Dec. The printer is jammed again')).toBe('Off to my sister. 10 Dec to 13 Dec. The printer is jammed again');
  });

  it('a span with no absence anywhere is left as written', () => {
    expect(awaySpanRead('from 10 Dec to 13 Dec, thanks')).toBe('from 10 Dec to 13 Dec, thanks');
  });
});
