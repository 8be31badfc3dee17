import { describe, expect, it } from 'vitest';
import { round } from '@/test/fixtures';
import type { Round } from '../api/types';
import { otherVotingRound, roundThatMattersNow } from './attention';

const make = (number: number, phase: Round['phase']): Round => ({ ...round, id: `round-${number}`, number, phase });

describe('roundThatMattersNow', () => {
  it('is the round open for voting first', () => {
    expect(roundThatMattersNow([make(5, 'upcoming'), make(4, 'submission'), make(3, 'voting'), make(2, 'results')])?.number).toBe(3);
  });

  it('is the round taking proposals when none is voting', () => {
    expect(roundThatMattersNow([make(5, 'upcoming'), make(4, 'submission'), make(3, 'tallying'), make(2, 'results')])?.number).toBe(4);
  });

  it('is the latest round with results when none votes or takes proposals', () => {
    expect(roundThatMattersNow([make(1, 'results'), make(5, 'upcoming'), make(2, 'results')])?.number).toBe(2);
  });

  it('is none without rounds', () => {
    expect(roundThatMattersNow(undefined)).toBeUndefined();
    expect(roundThatMattersNow([make(5, 'upcoming')])).toBeUndefined();
  });
});

describe('otherVotingRound', () => {
  it('is a round voting other than the one shown', () => {
    expect(otherVotingRound([make(4, 'submission'), make(3, 'voting')], 'round-4')?.number).toBe(3);
  });

  it('is none when the round shown is the one voting', () => {
    expect(otherVotingRound([make(4, 'submission'), make(3, 'voting')], 'round-3')).toBeUndefined();
  });
});
