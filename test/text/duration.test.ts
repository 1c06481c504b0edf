import { describe, expect, it } from 'vitest';
import { humanWait, shortDuration } from '../../src/text/duration.js';

describe('humanWait: a wait in words for members', () => {
  it('says a directory Retry-After in human units', () => {
    expect(humanWait(0)).toBe('in a moment');
    expect(humanWait(30)).toBe('in 30 seconds');
    expect(humanWait(61)).toBe('in a minute');
    expect(humanWait(600)).toBe('in about 10 minutes');
    expect(humanWait(3_600)).toBe('in about an hour');
    expect(humanWait(4 * 3_600)).toBe('in about 4 hours');
    expect(humanWait(86_400)).toBe('tomorrow');
  });

  it('changes unit exactly at each boundary', () => {
    expect(humanWait(1)).toBe('in a moment');
    expect(humanWait(1.2)).toBe('in 2 seconds');
    expect(humanWait(59)).toBe('in 59 seconds');
    expect(humanWait(60)).toBe('in a minute');
    expect(humanWait(89)).toBe('in a minute');
    expect(humanWait(90)).toBe('in about 2 minutes');
    expect(humanWait(3_599)).toBe('in about 60 minutes');
    expect(humanWait(5_399)).toBe('in about an hour');
    expect(humanWait(5_400)).toBe('in about 2 hours');
    expect(humanWait(20 * 3_600 - 1)).toBe('in about 20 hours');
    expect(humanWait(20 * 3_600)).toBe('tomorrow');
  });

  it('says "in a moment" for nonsense: negative, NaN, infinite', () => {
    expect(humanWait(-5)).toBe('in a moment');
    expect(humanWait(Number.NaN)).toBe('in a moment');
    expect(humanWait(Number.POSITIVE_INFINITY)).toBe('in a moment');
  });
});

describe('shortDuration: a duration for operators', () => {
  it('shows the two largest units, rounded to the second', () => {
    expect(shortDuration(0)).toBe('0s');
    expect(shortDuration(499)).toBe('0s');
    expect(shortDuration(500)).toBe('1s');
    expect(shortDuration(12_000)).toBe('12s');
    expect(shortDuration(59_999)).toBe('1m 0s');
    expect(shortDuration(250_000)).toBe('4m 10s');
    expect(shortDuration(3_600_000)).toBe('1h 0m');
    expect(shortDuration((2 * 3_600 + 5 * 60 + 7) * 1000)).toBe('2h 5m');
    expect(shortDuration(86_400_000)).toBe('1d 0h');
    expect(shortDuration(((3 * 24 + 4) * 3_600 + 5 * 60) * 1000)).toBe('3d 4h');
  });

  it('never goes below zero', () => {
    expect(shortDuration(-5_000)).toBe('0s');
  });
});
