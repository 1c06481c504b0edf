import { describe, expect, it } from 'vitest';
import { dayOf, isPostFor, morningText, recognisePost, weekOf, weekText } from '../../src/checkins/posts.js';
import { whyKeep } from '../../src/checkins/tag.js';
import type { HubVisit } from '../../src/directory/schemas.js';

const wave = { name: 'wave', code: '1f44b', type: 'unicode_emoji' };

describe('check-in posts', () => {
  it('each post is recognised for its own kind and date only', () => {
    const morning = morningText('2026-11-20');
    expect(morning.split('\n')[0]).toBe('**Hub check-in for Friday, 2026-11-20**');
    expect(morning).toContain(':wave:');
    expect(isPostFor('morning', morning, '2026-11-20')).toBe(true);
    expect(isPostFor('morning', morning, '2026-11-19')).toBe(false);
    expect(isPostFor('week', morning, '2026-11-20')).toBe(false);
    expect(recognisePost(morning)).toEqual({ kind: 'morning', date: '2026-11-20' });
    expect(recognisePost(weekText('2026-11-23'))).toEqual({ kind: 'week', date: '2026-11-23' });
    // A message that merely quotes the title further down, or changes a character, is not a post.
    expect(recognisePost(`hello\n${morning}`)).toBeNull();
    expect(recognisePost(morning.replace('Friday', 'Monday'))).toBeNull();
  });

  it('the week post names each weekday with its keycap; reactions map to days', () => {
    expect(weekText('2026-11-23')).toContain(':one: Mon 11-23 · :two: Tue 11-24 · :three: Wed 11-25 · :four: Thu 11-26 · :five: Fri 11-27');
    const week = { kind: 'week' as const, date: '2026-11-23' };
    expect(dayOf(week, { name: 'three', code: '0033-20e3', type: 'unicode_emoji' })?.date).toBe('2026-11-25');
    expect(dayOf(week, wave)).toBeNull();
    expect(dayOf({ kind: 'morning', date: '2026-11-20' }, { ...wave, name: 'hello' })?.date).toBe('2026-11-20');
    expect(dayOf({ kind: 'morning', date: '2026-11-20' }, { name: 'wave', code: 'x', type: 'realm_emoji' })?.date).toBe('2026-11-20');
  });

  it("weekOf: a weekday's own week; Saturday and Sunday look ahead to the next", () => {
    expect(['2026-11-23', '2026-11-25', '2026-11-27'].map(weekOf)).toEqual(['2026-11-23', '2026-11-23', '2026-11-23']);
    expect(['2026-11-21', '2026-11-22'].map(weekOf)).toEqual(['2026-11-23', '2026-11-23']);
  });
});

describe('whyKeep: may a removed reaction delete the visit?', () => {
  const made: HubVisit = {
    person: { id: 1, name: 'Test1 Person' },
    date: '2026-11-20',
    app_data: { source: 'kiosk', frontdesk_reaction: { message_id: 7, emoji: 'wave', zulip_id: 90001 } },
    notes: '',
    created_at: '2026-11-20T09:00:00-05:00',
    updated_at: '2026-11-20T09:00:00-05:00',
    created_by_app: null,
    updated_by_app: null,
  };
  const reaction = { messageId: 7, emoji: 'wave', zulipId: 90001 };

  it('only the visit this very reaction made, untouched since: what the bot recorded decides, never a timestamp', () => {
    expect(whyKeep(made, reaction, false)).toBeNull();
    expect(whyKeep(made, { ...reaction, messageId: 8 }, false)).toBe('it was not made by that reaction');
    expect(whyKeep(made, { ...reaction, zulipId: 90002 }, false)).toBe('it was not made by that reaction');
    expect(whyKeep({ ...made, app_data: {} }, reaction, false)).toBe('it was not made by that reaction');
    expect(whyKeep(made, reaction, true)).toMatch(/typed command wins/);
    expect(whyKeep({ ...made, notes: 'pairing' }, reaction, false)).toBe('it has notes now');
    expect(whyKeep({ ...made, updated_by_app: 'Hub Kiosk' }, reaction, false)).toMatch(/Hub Kiosk changed it after your reaction/);
    // A directory whose stamps differ by a second on a visit nobody touched: still the reaction's own.
    expect(whyKeep({ ...made, updated_at: '2026-11-20T09:00:01-05:00' }, reaction, false)).toBeNull();
  });
});
