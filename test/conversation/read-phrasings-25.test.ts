import { describe, expect, it } from 'vitest';
import type { Clause } from '../../src/conversation/meaning.js';
import { autocorrectBlameRemoved } from '../../src/text/autocorrect-blame.js';
import { tagQuestionsRead } from '../../src/text/tag-questions.js';
import { timeZonesDropped } from '../../src/text/time-zones.js';
import { checkin, checkout, offered, reading, written, planned, SELF } from '../support/said-on-tuesday.js';

// Classes met at first contact with blind round 25 and hub21; each case is a new wording of its class, not a round's.
// Said on Tuesday 2026-11-24 at the hub.
const reads = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'read' ? [c.command] : []));
const leave = { kind: 'leave', target: SELF, date: '2026-11-24' };

describe('a question with its answer offered, and the tag "no"', () => {
  it('"… or no?" is "… or not?"', () => {
    expect(tagQuestionsRead('am I planned for friday or no?')).toBe('am I planned for friday or not?');
    expect(tagQuestionsRead('is Yara around, or not?')).toBe('is Yara around, or not?');
    expect(reads('Yara is in on friday or no?')).toEqual([{ kind: 'presence', who: { kind: 'name', text: 'Yara' }, date: '2026-11-27' }]);
  });

  it('a "no" closing a question or a request asks the listener to agree', () => {
    expect(tagQuestionsRead('Basil is coming thursday no?')).toBe('Basil is coming thursday?');
    expect(tagQuestionsRead('take me off for friday no, the kids are sick')).toBe('take me off for friday, the kids are sick');
    expect(reads('who all will be there on friday no?')).toEqual([{ kind: 'whosHere', when: { type: 'day', date: '2026-11-27' } }]);
    expect(written('drop my friday no, something came up', planned('2026-11-27'))).toEqual([checkout('2026-11-27')]);
  });

  it('a "no" that is said, answered or corrects stays', () => {
    for (const said of ['she said no', 'yes or no', 'reminders no', 'listed no', 'please no', 'in at 9 — wait no, at 10', 'actually no, skip it', 'no', 'cancel friday? no, keep it', 'thanks, no']) {
      expect(tagQuestionsRead(said)).toBe(said);
    }
  });
});

describe('a time with its zone', () => {
  it('the zone after a time goes, the time stays', () => {
    expect(timeZonesDropped('in thursday from 14:30 GMT')).toBe('in thursday from 14:30');
    expect(timeZonesDropped('there by 9am (PST)')).toBe('there by 9am');
    expect(timeZonesDropped('around 11 CET time')).toBe('around 11');
  });

  it('no bare number, and no word in small letters, is taken for a time and its zone', () => {
    expect(timeZonesDropped('desk 12 EST side')).toBe('desk 12 EST side');
    expect(timeZonesDropped('at 10 est')).toBe('at 10 est');
  });

  it('a plan with a zone is the plan', () => {
    expect(written('coming in tomorrow around 08:45 CET')).toEqual([checkin('2026-11-25')]);
  });
});

describe("a star fix, then the phone blamed", () => {
  it('the blame goes, the fix stays', () => {
    expect(autocorrectBlameRemoved('in thirsty *thursday. dumb phone 🤦')).toBe('in thirsty *thursday');
    expect(autocorrectBlameRemoved('cancer friday *cancel ugh autocorrect again')).toBe('cancer friday *cancel');
  });

  it('a fix that names a phone is no blame', () => {
    expect(autocorrectBlameRemoved('note: *charging my phone')).toBe('note: *charging my phone');
    expect(autocorrectBlameRemoved('in *the phone')).toBe('in *the phone');
  });

  it('the fix is then applied', () => {
    expect(written('I am in hug *hub, bloody keyboard')).toEqual([checkin('2026-11-24')]);
  });
});

describe('words of address and thanks in voices not met before', () => {
  it('said around a request, they change nothing', () => {
    expect(reads('hon, who is around right now?')).toEqual([{ kind: 'whosHere', when: { type: 'day', date: '2026-11-24' } }]);
    expect(written('off home now machan', planned('2026-11-24'))).toEqual([leave]);
    expect(written('mela, put me down for thursday')).toEqual([checkin('2026-11-26')]);
  });

  it('said after a check-in, they are no notes', () => {
    expect(written('here, our kid')).toEqual([checkin('2026-11-24')]);
    expect(written('hiya me duck, I am in')).toEqual([checkin('2026-11-24')]);
  });

  it('thanks and goodbyes in Estonian, Maltese, Luganda, Latvian, capitals and all', () => {
    for (const said of ['Aitäh!', 'grazzi', 'Webale', 'paldies']) expect(reading(said).clauses).toEqual([{ type: 'chat', command: { kind: 'smalltalk', says: 'thanks' }, intent: 'thanks' }]);
  });
});

describe('a goodbye beside words that leave it open', () => {
  it('off or out said while taking leave is leaving', () => {
    expect(written('ta-ra, I am off for today', planned('2026-11-24'))).toEqual([leave]);
  });

  it('hedged, it is not done', () => {
    expect(written("ta-ra, I'm probably off for today", planned('2026-11-24'))).toEqual([]);
    expect(offered("ta-ra, I'm probably off for today", planned('2026-11-24'))).toEqual([leave]);
  });

  it('without the goodbye it is asked', () => {
    expect(written("I'm off for today", planned('2026-11-24'))).toEqual([]);
  });

  it('"see you DAY" beside words not read is offered, not planned', () => {
    expect(written('gotta skedaddle zoomzoom, see you thursday')).toEqual([]);
    expect(offered('gotta skedaddle zoomzoom, see you thursday')).toEqual([checkin('2026-11-26')]);
    expect(written('see you thursday')).toEqual([checkin('2026-11-26')]);
  });
});

describe('who is in over a span of weekdays', () => {
  it('asked in the present of days already over this week, it is the coming ones', () => {
    expect(reads('who is in from friday until sunday?')).toEqual([{ kind: 'whosHere', when: { type: 'range', range: { start: '2026-11-27', end: '2026-11-29', label: 'friday to sunday' } } }]);
  });

  it('asked in the past, it stays', () => {
    expect(reads('who was in from friday until sunday?')).toEqual([{ kind: 'whosHere', when: { type: 'range', range: { start: '2026-11-20', end: '2026-11-22', label: 'friday to sunday' } } }]);
  });
});

describe('Black Friday', () => {
  it('is the day after Thanksgiving', () => {
    expect(written('put me down for black friday')).toEqual([checkin('2026-11-27')]);
  });
});

describe('a pronoun or a verb where a name would be', () => {
  it('is no one to look up', () => {
    expect(reads('who all do I get pings for?').some((r) => r.kind === 'whois')).toBe(false);
    expect(reads('who is Tamsin Saltmarsh?')).toEqual([{ kind: 'whois', query: { kind: 'name', text: 'Tamsin Saltmarsh' } }]);
  });
});

describe('my name kept off the lists, said as what it should not do', () => {
  it('is unlisted', () => {
    const actions = reading("I don't want my name to appear on the charts or the digest").clauses.flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'hub' ? [c.write.action] : []));
    expect(actions).toEqual([{ intent: 'listed', listed: false }]);
  });
});

describe("another person's words passed on", () => {
  it('change none of the member\'s settings', () => {
    const actions = (text: string) => reading(text).clauses.filter((c: Clause) => c.type === 'write');
    expect(actions('Umar says he is invisible today, keep it quiet from everybody')).toEqual([]);
    expect(actions("keep me off the lists today, don't tell anybody I'm in")).not.toEqual([]);
  });
});

describe('days said to recur, one of them not read', () => {
  it('the one read is offered, not planned', () => {
    expect(written('I come Tue and Thrusdy every week, please save that as my days')).toEqual([]);
  });
});

describe('questions about oneself and others, said as statements or with "or no"', () => {
  it('"did I check in … or no?" asks about that day', () => {
    expect(reads('did I sign in on monday or no?')).toEqual([{ kind: 'myVisit', date: '2026-11-23' }]);
  });

  it('"did I put myself for …?" asks whether one is planned', () => {
    expect(reads('have I added me for thursday?')).toEqual([{ kind: 'myVisit', date: '2026-11-26' }]);
  });

  it('"NAME was in …?" asks about that day; said without the question mark it is no question', () => {
    expect(reads('Lev was here on monday?')).toEqual([{ kind: 'presence', who: { kind: 'name', text: 'Lev' }, date: '2026-11-23' }]);
    expect(reads('Lev was here on monday')).toEqual([]);
  });
});

describe('a day left as it is, the verb left out', () => {
  it('is kept while another is called off', () => {
    expect(written('cannot come thursday, please cancel. friday as planned', planned('2026-11-26', '2026-11-27'))).toEqual([checkout('2026-11-26')]);
  });
});

describe('the busiest day asked with where and how often after it', () => {
  it('is the busiest day', () => {
    expect(reads('which weekday is most crowded at the hub usually?').map((r) => (r.kind === 'stats' ? r.question : r.kind))).toEqual(['busiest']);
  });
});

describe('a crowd called to after "I\'m here"', () => {
  it('is no one else checked in', () => {
    expect(written("I'm here now guys")).toEqual([checkin('2026-11-24')]);
  });

  it('a crowd after "check in" may be them: offered', () => {
    expect(written('check in everyone')).toEqual([]);
  });
});

describe('what one came in spite of', () => {
  it('is no note', () => {
    expect(written('got here, in spite of the snow')).toEqual([checkin('2026-11-24')]);
  });
});

describe('the reminders frame, in the reader\'s spellings', () => {
  const action = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'hub' ? [c.write.action] : []));

  it('misspelt words of the reminders are read as the reader spells them', () => {
    expect(action('pls could the remainders come in the mourning instead of the evening before')).toEqual([{ intent: 'reminders', when: 'morning' }]);
  });

  it('the evening before, not the morning, is the evening', () => {
    expect(action('I would rather the reminder came the night before, not in the morning')).toEqual([{ intent: 'reminders', when: 'evening' }]);
  });
});
