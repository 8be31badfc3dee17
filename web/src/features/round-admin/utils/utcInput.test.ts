import { describe, expect, it } from 'vitest';
import { fromUtcInput, toUtcInput } from './utcInput';

describe('UTC date inputs', () => {
  it('show an instant as its UTC wall-clock time, whatever the time zone', () => {
    expect(toUtcInput('2026-12-04T11:15:02.047043216Z')).toBe('2026-12-04T11:15');
    expect(toUtcInput('2026-12-04T23:30:00-02:00')).toBe('2026-12-05T01:30');
  });

  it('read the input as UTC', () => {
    expect(fromUtcInput('2030-01-15T09:05')).toBe('2030-01-15T09:05:00Z');
    expect(fromUtcInput('2030-01-15T09:05:30')).toBe('2030-01-15T09:05:30Z');
  });

  it('refuse what is not a real date and time', () => {
    expect(fromUtcInput('')).toBeNull();
    expect(fromUtcInput('2030-02-30T10:00')).toBeNull();
    expect(fromUtcInput('2030-01-15T24:00')).toBeNull();
    expect(fromUtcInput('tomorrow')).toBeNull();
  });
});
