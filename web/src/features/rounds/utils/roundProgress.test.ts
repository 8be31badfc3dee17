import { describe, expect, it } from 'vitest';
import { round as fixture } from '@/test/fixtures';
import type { Round } from '../api/types';
import { roundProgress } from './roundProgress';

const round: Round = {
  ...fixture,
  submission_start_at: '2025-03-01T00:00:00Z',
  submission_end_at: '2025-03-15T00:00:00Z',
  voting_start_at: '2025-03-20T00:00:00Z',
  voting_end_at: '2025-04-01T00:00:00Z',
  results_at: '2025-04-10T00:00:00Z',
  voting_announce_at: '2025-04-10T00:00:00Z',
  phase: 'submission',
  status: 'BEFORE',
};

const at = (iso: string) => roundProgress(round, new Date(iso));

describe('roundProgress', () => {
  it('counts days left to submit while proposals are open', () => {
    expect(at('2025-03-12T06:00:00Z')).toEqual({ kind: 'submission', daysLeft: 3 });
  });

  it('counts days left to vote while voting is open', () => {
    expect(at('2025-03-30T23:00:00Z')).toEqual({ kind: 'voting', daysLeft: 2 });
  });

  it('says when things open in between', () => {
    expect(at('2025-02-01T00:00:00Z')).toEqual({ kind: 'upcoming', opensAt: round.submission_start_at });
    expect(at('2025-03-16T00:00:00Z')).toEqual({ kind: 'review', votingStartsAt: round.voting_start_at });
    expect(at('2025-04-05T00:00:00Z')).toEqual({ kind: 'tallying', resultsAt: round.results_at });
    expect(at('2025-04-11T00:00:00Z')).toEqual({ kind: 'results' });
  });
});
