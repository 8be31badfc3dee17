import type { ProjectPayouts } from '../api/types';

export interface PayoutTotals {
  /** The final matches of every matched project: what the round owes. */
  dueCents: number;
  paidCents: number;
  /** What is still to pay (a project paid in full owes nothing, never less). */
  outstandingCents: number;
  projects: number;
  /** Projects paid their whole match. */
  paidInFull: number;
}

export type PaymentState = 'paid' | 'partial' | 'unpaid';

/** Where a project's payment stands. */
export function paymentState(project: ProjectPayouts): PaymentState {
  if (project.paid_cents <= 0) return project.match_cents > 0 ? 'unpaid' : 'paid';
  return project.paid_cents >= project.match_cents ? 'paid' : 'partial';
}

/** Totals paid against due, in whole cents (never floats), from the API's per-project balances. */
export function payoutTotals(projects: readonly ProjectPayouts[]): PayoutTotals {
  return projects.reduce<PayoutTotals>(
    (totals, project) => ({
      dueCents: totals.dueCents + project.match_cents,
      paidCents: totals.paidCents + project.paid_cents,
      outstandingCents: totals.outstandingCents + Math.max(0, project.match_cents - project.paid_cents),
      projects: totals.projects + 1,
      paidInFull: totals.paidInFull + (paymentState(project) === 'paid' ? 1 : 0),
    }),
    { dueCents: 0, paidCents: 0, outstandingCents: 0, projects: 0, paidInFull: 0 },
  );
}
