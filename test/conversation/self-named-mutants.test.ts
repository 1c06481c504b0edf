import { describe, expect, it } from 'vitest';
import { selfNamedAsI } from '../../src/conversation/self-named.js';

/**
 * A member writing of themselves by name (src/conversation/self-named.ts), seen from outside: the text the reader
 * is given in the first person. Written to kill the mutants `npm run mutation:conversation` left alive there
 * (stryker.conversation.config.mjs); each message is in new wording.
 */
const INES = 'Ines Okafor';

describe('the verb after the name agrees with "I"', () => {
  it.each([
    // A verb that is not an -s form keeps its spelling, even when it has an s in it.
    ['Ines must leave early on friday', 'I must leave early on friday'],
    ["Ines wasn't in yesterday, Ines forgets things", "I wasn't in yesterday, I forget things"],
    // -es after sh/ch/x/z/o loses the -es, -ies after a consonant becomes -y.
    ['Ines usually finishes early on fridays', 'I usually finish early on fridays'],
    ['Ines often fixes the kiln on mondays', 'I often fix the kiln on mondays'],
    ['Ines usually tries to come thursdays', 'I usually try to come thursdays'],
    // After an auxiliary asked first, the words past the adverb are left as written.
    ['is Ines still mondays and fridays? Ines forgets', 'am I still mondays and fridays? I forget'],
    ['does Ines usually get the tuesdays? Ines wonders', 'do I usually get the tuesdays? I wonder'],
  ])('%s', (text, said) => {
    expect(selfNamedAsI(text, INES)).toBe(said);
  });

  it('a word ending in a double s is no -s verb: "regardless" keeps its spelling', () => {
    expect(selfNamedAsI('Ines always, regardless of the weather, comes in on mondays', INES)).toContain('I always, regardless of the weather');
  });

  it('a verb with dots or marks after it is still a verb: "Ines is... not coming"', () => {
    expect(selfNamedAsI('Ines is... not coming in friday after all', INES)).toBe('I am... not coming in friday after all');
    expect(selfNamedAsI('Ines left!! back on monday', INES)).toBe('I left!! back on monday');
  });
});

describe('the sender\'s name as Zulip has it', () => {
  it('spaces around the full name do not matter', () => {
    expect(selfNamedAsI('Ines is at the hub till four', '  Ines Okafor ')).toBe('I am at the hub till four');
  });

  it('a single name, with no surname', () => {
    expect(selfNamedAsI('Ines is at the hub till four', 'Ines')).toBe('I am at the hub till four');
  });

  it('the full name written out is the member too', () => {
    expect(selfNamedAsI('Ines Okafor is at the hub till four', INES)).toBe('I am at the hub till four');
  });

  it('a surname given as an initial ("Ines O.")', () => {
    expect(selfNamedAsI('Ines O. is at the hub till four', 'Ines O.')).toBe('I am at the hub till four');
  });

  it('a name written lower-case is not looked for: "may" is the month', () => {
    expect(selfNamedAsI('may is busy for me, june is better', 'may chen')).toBe('may is busy for me, june is better');
  });

  it('the same first name with another surname, beside the member\'s own use, is someone else', () => {
    expect(selfNamedAsI("Ines is in today, and Ines Delgado said she'd come too", INES)).toBe("I am in today, and Ines Delgado said she'd come too");
  });
});

describe('the name at the end of a line', () => {
  it('as the object at the very end of the message, with no full stop', () => {
    expect(selfNamedAsI('Ines wonders who is following Ines', INES)).toBe('I wonder who is following me');
  });

  it.each([
    ['Ines is in tomorrow.\nCheers,\nInes'],
    ['Ines is in friday\n\nThanks,\nInes\n(sent from my phone)'],
    ['Ines is in friday\n\nThanks,\nInes '],
    ['Ines is in friday\n\n    Ines'],
  ])('alone on its line it is a signature and stays: %j', (text) => {
    const said = selfNamedAsI(text, INES);
    expect(said.startsWith('I am in ')).toBe(true);
    expect(said.slice('I am in '.length)).toBe(text.slice('Ines is in '.length));
  });
});
