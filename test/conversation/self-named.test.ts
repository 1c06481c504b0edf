import { describe, expect, it } from 'vitest';
import { selfNamedAsI } from '../../src/conversation/self-named.js';
import { readingOf } from '../../src/conversation/read-once.js';
import { resolve } from '../../src/conversation/resolve.js';
import type { InboundMessage } from '../../src/chat.js';

// A member who writes of themselves by name (hub round 15 and round 19 met it first; the wordings here are new).
const TUESDAY = new Date('2026-11-24T15:30:00Z');
const from = (fullName: string, text: string): InboundMessage => ({ id: 1, sender: { zulipId: 9, fullName }, text, place: { type: 'dm', recipientIds: [9] }, sentAt: TUESDAY });
const plan = (fullName: string, text: string) => resolve(readingOf(from(fullName, text), 'America/New_York', TUESDAY), new Map());

describe('the sender\'s own name used as a subject is "I", the rest of the message with it', () => {
  it.each([
    ['Lena Ashby', 'Lena is at the hub now. Lena says hi!', 'I am at the hub now. I say hi!'],
    ['Lena Ashby', "Lena won't be in friday, Lena's car is in the shop", "I won't be in friday, my car is in the shop"],
    ['Lena Ashby', 'Lena normally goes in on mondays. Lena wonders who follows Lena.', 'I normally go in on mondays. I wonder who follows me.'],
    ['Lena Ashby', 'when was Lena last in? Lena forgets.', 'when was I last in? I forget.'],
    ['Lena Ashby', 'is Lena on the list? Lena hopes so', 'am I on the list? I hope so'],
    ["Lena Ashby", "Lena's in today", "I'm in today"],
  ])('%s: %s', (name, text, said) => {
    expect(selfNamedAsI(text, name)).toBe(said);
  });

  it.each([
    // No use as a subject: the name may be someone else of that name.
    ['Lena Ashby', 'is Lena coming tomorrow?'],
    // Another surname: someone else.
    ['Lena Ashby', 'Lena Cortez is in today? Lena Cortez owes me lunch'],
    // A signature alone on its line.
    ['Lena Ashby', 'in tomorrow\n\nCheers,\nLena'],
    // Written lower-case, or a name that is not the sender's.
    ['Lena Ashby', 'lena is in today'],
    ['Lena Ashby', 'Omar is at the hub now'],
  ])('%s: %s is left as it is', (name, text) => {
    expect(selfNamedAsI(text, name)).toBe(text);
  });

  it('the bot reads it as the member\'s own request: "Lena won\'t make it thursday. Lena is gutted."', () => {
    expect(plan('Lena Ashby', "Lena won't make it thursday. Lena is gutted.")).toMatchObject({ kind: 'act', writes: [{ kind: 'checkout', target: { kind: 'self' }, date: '2026-11-26' }] });
  });
});
