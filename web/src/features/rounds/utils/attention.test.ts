import { describe, expect, it } from 'vitest';
import { round } from '@/test/fixtures';
import type { Round } from '../api/types';
import { leadRound, otherProposalRound, otherVotingRound, roundThatMattersNow } from './attention';

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

describe('leadRound', () => {
  it('is the round open for voting while a newer one takes proposals', () => {
    const current = make(6, 'submission');
    expect(leadRound(current, [current, make(5, 'voting'), make(4, 'results')])?.number).toBe(5);
  });

  it('is the newest of several rounds voting', () => {
    expect(leadRound(make(6, 'voting'), [make(5, 'voting'), make(6, 'voting')])?.number).toBe(6);
  });

  it('is the current round when none votes, else the newest, else none', () => {
    const current = make(6, 'submission');
    expect(leadRound(current, [make(5, 'results'), current])).toBe(current);
    expect(leadRound(null, [make(4, 'results'), make(5, 'results')])?.number).toBe(5);
    expect(leadRound(null, undefined)).toBeUndefined();
  });
});

describe('otherProposalRound', () => {
  it('is a round taking proposals other than the one shown', () => {
    expect(otherProposalRound([make(6, 'submission'), make(5, 'voting')], 'round-5')?.number).toBe(6);
    expect(otherProposalRound([make(6, 'submission'), make(5, 'voting')], 'round-6')).toBeUndefined();
    expect(otherProposalRound(undefined, undefined)).toBeUndefined();
  });
});
