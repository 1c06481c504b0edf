import { describe, expect, it } from 'vitest';
import type { Clause } from '../../src/conversation/meaning.js';
import { cleanNotes } from '../../src/conversation/notes-words.js';
import { peopleTogether } from '../../src/conversation/people-together.js';
import { dictationRead } from '../../src/text/dictation.js';
import { negativeQuestionRead } from '../../src/text/negative-question.js';
import { learnerGrammarRead } from '../../src/text/learner-grammar.js';
import { quotedLinesBlanked } from '../../src/text/quoted-lines.js';
import { struckOutRemoved } from '../../src/text/struck-out.js';
import { checkin, checkout, doneOrOffered, reading, written, planned } from '../support/said-on-tuesday.js';

// Classes met at first contact with blind round 24 and hub20; each case is a new wording of its class, not a round's.
// Said on Tuesday 2026-11-24 at the hub.
const reads = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'read' ? [c.command] : []));
const hubActions = (text: string) => reading(text).clauses.flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'hub' ? [c.write.action] : []));
const presence = (text: string, date = '2026-11-24') => ({ kind: 'presence', who: { kind: 'name', text }, date });

describe('words struck out are taken back', () => {
  it('the struck words go, with the space before them; the rest stays where it was', () => {
    expect(struckOutRemoved('put me down for ~~monday~~ tuesday')).toBe('put me down for tuesday');
    expect(struckOutRemoved('no strikethrough here')).toBe('no strikethrough here');
    // (Not across lines, and not an empty pair.)
    expect(struckOutRemoved('~~a\nb~~ c')).toBe('~~a\nb~~ c');
    expect(struckOutRemoved('a ~~~~ b')).toBe('a ~~~~ b');
  });

  it('a message struck whole asks for nothing', () => {
    expect(struckOutRemoved('~~cancel friday~~')).toBe('~');
    expect(written('~~cancel friday~~', planned('2026-11-27'))).toEqual([]);
  });

  it('what is left is what is done', () => {
    expect(written('coming in ~~thursday~~ friday')).toEqual([checkin('2026-11-27')]);
    expect(hubActions("let ~~anyone~~ nobody follow me")).toEqual([{ intent: 'followable', followable: 'nobody' }]);
  });
});

describe('several people asked about together', () => {
  it('a question about two or three people is asked of each', () => {
    expect(reads('is Ines or Quinn around?')).toEqual([presence('Ines'), presence('Quinn')]);
    expect(reads('are Lev, Hiro and Vera in on friday?')).toEqual([presence('Lev', '2026-11-27'), presence('Hiro', '2026-11-27'), presence('Vera', '2026-11-27')]);
  });

  it('a follow of several people follows all of them, "both" or "all of them" said again', () => {
    expect(hubActions('ping me when Odile and Xavi arrive, every time')).toEqual([{ intent: 'follow', oneShot: false, who: 'Odile and Xavi' }]);
    expect(hubActions('when Odile and Xavi both get in let me know, every time')).toEqual([{ intent: 'follow', oneShot: false, who: 'Odile and Xavi' }]);
  });

  it('"they" asked after a group is the group; a pronoun for one person is not', () => {
    expect(reads('Nico and Wren were meant to come early. are they here yet?')).toEqual([presence('Nico'), presence('Wren')]);
    expect(peopleTogether('Nico and Wren said so, is she in?')).toBeUndefined();
  });

  it('a pronoun asked about stands for the one person named before it', () => {
    expect(reads('Basil promised the projector, is he in yet?')).toEqual([presence('Basil')]);
    expect(peopleTogether('is he in yet? Basil promised')).toBeUndefined();
  });

  it('weekdays cut short are no people', () => {
    expect(peopleTogether('set my days to Tue and Fri')).toBeUndefined();
  });

  it('a write about people together is no question about them', () => {
    expect(written('Ada and Bram are in today')).toEqual([]);
  });
});

describe('a question in a sentence of its own, beside a request', () => {
  it('is read by the frames, and answered with the request', () => {
    const clauses = reading("I'm at the hub now. Ines Palewick reach yet or what?").clauses;
    expect(clauses.some((c) => c.type === 'write' && c.write.op === 'checkin')).toBe(true);
    expect(clauses.flatMap((c) => (c.type === 'read' ? [c.command] : []))).toEqual([presence('Ines Palewick')]);
  });

  it('a write read from one sentence alone is not taken: the other sentences may say what it means', () => {
    expect(hubActions('On the 9th I cannot come. It is a Wednesday, which is normally my day.').some((a) => a.intent === 'routine')).toBe(false);
  });
});

describe('closings after notes, in the members\' languages', () => {
  it.each([
    ['soldering the badge, bless', 'soldering the badge'],
    ['zine layout. Takk', 'zine layout'],
    ['pairing on the parser, ačiū 🙏', 'pairing on the parser'],
    ['the onboarding flow if anyone is curious', 'the onboarding flow'],
    ['poa kabisa ✌️', ''],
  ])('%s', (said, notes) => {
    expect(cleanNotes(said)).toBe(notes);
  });

  it('a closing word inside the notes, or after no mark, stays', () => {
    expect(cleanNotes('pairing with Ta')).toBe('pairing with Ta');
    expect(cleanNotes('thanks cards for the volunteers')).toBe('thanks cards for the volunteers');
  });

  it('a check-in with only a closing after it has no notes', () => {
    expect(written('I have reached the hub, poa kabisa')).toEqual([checkin('2026-11-24')]);
  });

  it('how long one stays is no notes', () => {
    expect(written('I am in the hub since 9, today I stay also the evening')).toEqual([checkin('2026-11-24')]);
  });
});

describe('a quoted note inside the words that say it', () => {
  it.each([
    ["it should say 'soldering workshop at 3' now", 'soldering workshop at 3'],
    ['to read "quiet corner please" instead', 'quiet corner please'],
  ])('%s', (said, notes) => {
    expect(cleanNotes(said)).toBe(notes);
  });

  it('more than the saying around the quote keeps the whole', () => {
    expect(cleanNotes('should be "x" and also y')).toBe('should be "x" and also y');
  });
});

describe('weekdays dictated as two words', () => {
  it.each([
    ['cancel chews day', 'cancel tuesday'],
    ["see you when's day", 'see you wednesday'],
    ['in on thurs day', 'in on thursday'],
    ['every fry day', 'every friday'],
    ['satur days off', 'saturdays off'],
    ['stop the remind hers', 'stop the reminders'],
  ])('%s', (said, meant) => {
    expect(dictationRead(said)).toBe(meant);
  });
});

describe('a reply that quotes with Zulip\'s quote-and-reply', () => {
  it('the line naming who said it goes with the quote', () => {
    const text = '@_**Cleo Everwick|3** [said](https://chat.example.org/#narrow/near/1):\n```quote\nin friday\n```\nme too';
    const blanked = quotedLinesBlanked(text);
    expect(blanked.trim()).toBe('me too');
    expect(blanked.length).toBe(text.length);
  });

  it('a mention with no quote after it stays', () => {
    expect(quotedLinesBlanked('@_**Cleo Everwick|3** [said](x): hi')).toBe('@_**Cleo Everwick|3** [said](x): hi');
  });
});

describe('said whatever happens, blessed, or with a title', () => {
  it('"either way" and "no matter what" leave the request as asked', () => {
    expect(written('put me down for friday either way')).toEqual([checkin('2026-11-27')]);
    expect(written('coming thursday no matter what')).toEqual([checkin('2026-11-26')]);
  });

  it('a blessing before a plan is no doubt about it', () => {
    expect(written('God willing I will come thursday')).toEqual([checkin('2026-11-26')]);
  });

  it('a title before a name is not the name', () => {
    expect(hubActions('no need to tell me about Ko Hiro anymore')).toEqual([{ intent: 'unfollow', who: 'Hiro' }]);
  });
});

describe('how long a follow lasts', () => {
  it('weekdays as a habit, or any day they come, is every time', () => {
    expect(hubActions('tell me when Umar comes in? only on Mondays really')).toEqual([{ intent: 'follow', oneShot: false, who: 'Umar' }]);
    expect(hubActions('please notify me when Corin arrives at the hub, any day she comes')).toEqual([{ intent: 'follow', oneShot: false, who: 'Corin' }]);
  });
});

describe('a day\'s arrival before its leaving', () => {
  it('a check-in said after the leaving is made first', () => {
    expect(doneOrOffered('heading home now, forgot to say I came in this morning. please put both')).toEqual([checkin('2026-11-24'), { kind: 'leave', target: { kind: 'self' }, date: '2026-11-24' }]);
  });

  it('a return said after the leaving stays after it', () => {
    const writes = written("I said I left but I'm actually still here", planned('2026-11-24'));
    expect(writes).toEqual([
      { kind: 'leave', target: { kind: 'self' }, date: '2026-11-24' },
      { kind: 'checkin', target: { kind: 'self' }, date: '2026-11-24', returning: true },
    ]);
  });
});

describe('a question asked in the negative is the plain question', () => {
  it.each([
    ["isn't Vera coming in on friday?", 'is Vera coming in on friday?'],
    ['Is Quinn not in today? we were meant to pair', 'Is Quinn in today? we were meant to pair'],
    ['hey, is nobody around? so quiet', 'hey, is anybody around? so quiet'],
    ["didn't I book thursday?", 'did I book thursday?'],
  ])('%s', (said, plain) => {
    expect(negativeQuestionRead(said)).toBe(plain);
  });

  it('a statement, or a question about a thing, is left as written', () => {
    expect(negativeQuestionRead("Vera isn't coming in on friday")).toBe("Vera isn't coming in on friday");
    expect(negativeQuestionRead("why isn't the wifi working?")).toBe("why isn't the wifi working?");
    expect(negativeQuestionRead("isn't the printer fixed yet?")).toBe("isn't the printer fixed yet?");
  });

  it('and is answered as it', () => {
    expect(reads("isn't Vera coming in on friday? she said so")).toEqual([presence('Vera', '2026-11-27')]);
    expect(reads("wait, didn't I say I'd be in thursday??")).toEqual([{ kind: 'myVisit', date: '2026-11-26' }]);
  });
});

describe('a quoted text put on the visit is its note', () => {
  it('without the word "note"', () => {
    const set = reading("pop 'ask me about kilns' on me for the day").clauses.flatMap((c: Clause) => (c.type === 'write' && c.write.op === 'setNotes' ? [c.write.text] : []));
    expect(set).toEqual(['ask me about kilns']);
  });

  it('in a sentence of its own after the visit asked for, on that visit', () => {
    expect(written("I'm in. slap 'free pastries at my desk' on it")).toEqual([checkin('2026-11-24', 'free pastries at my desk')]);
    expect(written("coming saturday. stick 'board games' on it")).toEqual([checkin('2026-11-28', 'board games')]);
  });

  it('not a note for another day than the visit\'s, nor with two visits asked for', () => {
    expect(written("coming saturday. for friday put 'board games' on it")).not.toContainEqual(checkin('2026-11-28', 'board games'));
    expect(written("coming saturday and sunday. stick 'board games' on it")).not.toContainEqual(checkin('2026-11-28', 'board games'));
  });
});

describe('a learner\'s preposition and tense around arriving', () => {
  it('"on the hub" is at the hub', () => {
    expect(written('I am on the hub now')).toEqual([checkin('2026-11-24')]);
    expect(reads('who was on the hub on monday?')).toEqual([{ kind: 'whosHere', when: { type: 'day', date: '2026-11-23' } }]);
  });

  it('"arrive hub already" has arrived', () => {
    expect(written('arrive hub already, so sleepy')).toEqual([checkin('2026-11-24')]);
  });

  it('the hub\'s own things stay on it', () => {
    expect(learnerGrammarRead("the note on the hub's door")).toBe("the note on the hub's door");
  });
});

describe('a day left as it is, and not managing to come', () => {
  it('"leave it as it is" keeps the day', () => {
    expect(written("clear friday's note please. monday leave as it is", new Map([['2026-11-27', { notes: 'demo', left: false }], ['2026-11-30', { notes: 'pairing', left: false }]]))).toEqual([
      { kind: 'note', target: { kind: 'self' }, date: '2026-11-27', action: { type: 'clear' } },
    ]);
  });

  it('"won\'t manage to come" is can\'t come', () => {
    expect(learnerGrammarRead("I won't manage to come thursday")).toBe("I can't come thursday");
    expect(written("sorry, I will not manage to come on thursday", planned('2026-11-26'))).toEqual([checkout('2026-11-26')]);
  });
});

describe('greetings in the members\' languages before a request', () => {
  it.each(['Góðan daginn. I am here', 'bon dia! I am here', 'Habari za asubuhi! I am here', 'labas rytas, I am here'])('%s is a hello, then the check-in', (text) => {
    const clauses = reading(text).clauses;
    expect(clauses[0]).toMatchObject({ type: 'chat', command: { kind: 'smalltalk', says: 'hello' } });
    expect(written(text)).toEqual([checkin('2026-11-24')]);
  });
});
