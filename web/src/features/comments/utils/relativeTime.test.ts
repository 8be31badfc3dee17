import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relativeTime';

const now = new Date('2025-03-21T12:00:00Z');

describe('formatRelativeTime', () => {
  it('reads the time since posting in the reader language', () => {
    expect(formatRelativeTime('2025-03-21T11:59:30Z', now, 'en')).toBe('now');
    expect(formatRelativeTime('2025-03-21T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime('2025-03-21T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime('2025-03-20T10:00:00Z', now, 'en')).toBe('yesterday');
    expect(formatRelativeTime('2025-03-01T10:00:00Z', now, 'en')).toBe('2 weeks ago');
    expect(formatRelativeTime('2024-01-01T10:00:00Z', now, 'en')).toBe('last year');
    expect(formatRelativeTime('2025-03-21T11:55:00Z', now, 'fr')).toBe('il y a 5 minutes');
  });

  it('keeps Latin digits in Arabic, and reads a future time (a skewed clock) as now', () => {
    expect(formatRelativeTime('2025-03-21T11:55:00Z', now, 'ar')).toMatch(/5/);
    expect(formatRelativeTime('2025-03-21T12:03:00Z', now, 'en')).toBe('now');
  });
});
