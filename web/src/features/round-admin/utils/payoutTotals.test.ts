import { describe, expect, it } from 'vitest';
import type { ProjectPayouts } from '../api/types';
import { paymentState, payoutTotals } from './payoutTotals';

function project(match_cents: number, paid_cents: number): ProjectPayouts {
  return {
    project_id: `p-${match_cents}-${paid_cents}`,
    title: 'A project',
    match: match_cents / 100,
    match_cents,
    paid: paid_cents / 100,
    paid_cents,
    outstanding: (match_cents - paid_cents) / 100,
    outstanding_cents: match_cents - paid_cents,
  };
}

describe('payout totals', () => {
  it('add up what is due, paid and still to pay in whole cents', () => {
    // Amounts whose float sums would drift: 0.1 + 0.2 style cents.
    const projects = [project(2177500, 1000010), project(788858, 788858), project(329829, 0), project(30, 10)];
    expect(payoutTotals(projects)).toEqual({
      dueCents: 2177500 + 788858 + 329829 + 30,
      paidCents: 1000010 + 788858 + 10,
      outstandingCents: 1177490 + 0 + 329829 + 20,
      projects: 4,
      paidInFull: 1,
    });
  });

  it('are zero for a round with nothing to pay', () => {
    expect(payoutTotals([])).toEqual({ dueCents: 0, paidCents: 0, outstandingCents: 0, projects: 0, paidInFull: 0 });
  });

  it('never count a paid project as owing less than nothing', () => {
    // A project listed because it was paid, whose match is 0.
    expect(payoutTotals([project(0, 500)]).outstandingCents).toBe(0);
  });

  it('say where each project stands', () => {
    expect(paymentState(project(1000, 0))).toBe('unpaid');
    expect(paymentState(project(1000, 400))).toBe('partial');
    expect(paymentState(project(1000, 1000))).toBe('paid');
  });
});
