import { describe, expect, it } from 'vitest';
import { daysUntil, formatUtcDateTime } from './dates';

describe('formatUtcDateTime', () => {
  it('writes YYYY/MM/DD HH:mm UTC with zero padding', () => {
    expect(formatUtcDateTime('2025-03-05T07:08:59Z')).toBe('2025/03/05 07:08 UTC');
  });

  it('shows UTC, not the local time of an offset timestamp', () => {
    expect(formatUtcDateTime('2025-12-31T23:30:00-02:00')).toBe('2026/01/01 01:30 UTC');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatUtcDateTime('not a date')).toBe('');
  });
});

describe('daysUntil', () => {
  const now = new Date('2025-03-01T12:00:00Z');

  it('rounds partial days up', () => {
    expect(daysUntil('2025-03-01T13:00:00Z', now)).toBe(1);
    expect(daysUntil('2025-03-03T12:00:01Z', now)).toBe(3);
  });

  it('counts exact days exactly', () => {
    expect(daysUntil('2025-03-03T12:00:00Z', now)).toBe(2);
  });

  it('is zero once the date has passed', () => {
    expect(daysUntil('2025-03-01T12:00:00Z', now)).toBe(0);
    expect(daysUntil('2025-02-01T00:00:00Z', now)).toBe(0);
  });
});
