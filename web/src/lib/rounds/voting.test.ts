import { describe, expect, it } from 'vitest';
import { submissionEnded, votingStatus } from './voting';

const window = { voting_start_at: '2025-03-20T00:00:00Z', voting_end_at: '2025-04-01T18:00:00Z' };

describe('votingStatus', () => {
  it('is BEFORE, DURING then AFTER', () => {
    expect(votingStatus(window, new Date('2025-03-19T23:59:59Z'))).toBe('BEFORE');
    expect(votingStatus(window, new Date('2025-03-20T00:00:00Z'))).toBe('DURING');
    expect(votingStatus(window, new Date('2025-04-01T18:00:00Z'))).toBe('AFTER');
  });
});

describe('submissionEnded', () => {
  it('counts an end date of today as ended', () => {
    const round = { submission_end_at: '2025-03-15T23:00:00Z' };
    expect(submissionEnded(round, new Date('2025-03-14T10:00:00Z'))).toBe(false);
    expect(submissionEnded(round, new Date('2025-03-15T01:00:00Z'))).toBe(true);
    expect(submissionEnded(round, new Date('2025-03-16T01:00:00Z'))).toBe(true);
    expect(submissionEnded(null)).toBe(true);
  });
});
