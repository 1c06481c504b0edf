import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/conversation/resolve.js';
import { understand } from '../../src/conversation/understand.js';
import { TEST_NOW } from '../support/sandbox.js';

const notesWritten = (text: string) => {
  const p = resolve(understand(text, new Date(TEST_NOW), 'America/New_York'), new Map());
  return p.kind === 'act' ? p.writes.map((w) => ('notes' in w ? w.notes : undefined)) : p.kind;
};

describe('labelled notes win over notes only guessed after a comma (round 11)', () => {
  it.each([
    ["Hey! I'm at the space, sitting by the window if anyone needs me. Working on: zine layout, issue #4", 'zine layout, issue #4'],
    ['in today, by the window. notes: the grant report', 'the grant report'],
  ])('%s', (text, notes) => {
    expect(notesWritten(text)).toEqual([notes]);
  });

  it('notes that say what the member does are kept when a later sentence is no label', () => {
    expect(notesWritten('in, pairing with Ada. see you all at lunch')).toEqual(['pairing with Ada']);
  });
});

describe('a remark after a comma is not notes (round 11)', () => {
  it.each([
    ['just walked in lol, the elevator is broken AGAIN'],
    ["I'm in, the wifi was down again this morning"],
  ])('%s', (text) => {
    expect(notesWritten(text)).toEqual([undefined]);
  });

  it('what the member works on, set off by a comma, is still notes', () => {
    expect(notesWritten('in, the parser refactor')).toEqual(['the parser refactor']);
  });
});

describe("\"I'll be working on …\" after a check-in is its notes (round 11)", () => {
  it.each([
    ["Could you please check me in for today? I'll be working on the volunteer schedule.", 'the volunteer schedule'],
    ["in today. we'll be working on the newsletter", 'the newsletter'],
  ])('%s', (text, notes) => {
    expect(notesWritten(text)).toEqual([notes]);
  });
});

describe('the exact syntax takes no join as notes: "checkin and …" asks for two things (round 11)', () => {
  const writes = (text: string) => {
    const p = resolve(understand(text, new Date(TEST_NOW), 'America/New_York'), new Map());
    return p.kind === 'act' ? [...p.writes.map((w) => `${w.kind}${'notes' in w && w.notes !== undefined ? ` ${w.notes}` : ''}`), ...p.reads.map((r) => r.kind)] : p.kind;
  };
  it.each([
    ["checkin and who's here", ['checkin', 'whosHere']],
    ["checkin + who's here", ['checkin', 'whosHere']],
  ])('%s', (text, expected) => {
    expect(writes(text)).toEqual(expected);
  });

  it('notes after the exact syntax are still its notes', () => {
    expect(writes('checkin pairing and debugging')).toEqual(['checkin pairing and debugging']);
  });

  it('nothing the member did not say is stored when the rest asks for nothing', () => {
    expect(writes("checkin + note 'user interviews round 2'")).not.toContainEqual(expect.stringContaining('+'));
  });
});
