import { describe, expect, it } from 'vitest';
import { isPlaceholderEmail, stripDisplaySuffixes, verifiedEmails } from '../../src/members/names.js';

describe('display names and emails as Zulip gives them', () => {
  it.each([
    ["Wren Inkwell (she) (S1'19)", 'Wren Inkwell'],
    ["Bram Copperfield-Nye (he/him) (F2'26)", 'Bram Copperfield-Nye'],
    ['Ada Quillfeather (she)', 'Ada Quillfeather'],
    ['Ada Quillfeather', 'Ada Quillfeather'],
    ['  Lev Inkwell   (they)  ', 'Lev Inkwell'],
    ['Jo (Joanna) Marsh', 'Jo (Joanna) Marsh'],
    ['(nobody)', '(nobody)'],
  ])('%j without its suffixes is %j', (display, name) => {
    expect(stripDisplaySuffixes(display)).toBe(name);
  });

  it("knows Zulip's placeholder address (user<ID>@host) and never vouches for it", () => {
    expect(isPlaceholderEmail('user1002@zulip.example.org', 1002)).toBe(true);
    expect(isPlaceholderEmail('user1002@zulip.example.org', 1003)).toBe(false);
    expect(isPlaceholderEmail('user1002@zulip.example.org')).toBe(true);
    expect(isPlaceholderEmail('username@example.org')).toBe(false);
    expect(verifiedEmails({ zulipId: 1002, email: 'user1002@zulip.example.org', deliveryEmail: null })).toEqual([]);
    expect(verifiedEmails({ zulipId: 1002, email: 'user1002@zulip.example.org', deliveryEmail: 'bram@example.org' })).toEqual(['bram@example.org']);
    expect(verifiedEmails({ zulipId: 1001, email: 'ada@example.org', deliveryEmail: 'ada@example.org' })).toEqual(['ada@example.org']);
  });
});
