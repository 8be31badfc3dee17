import { z } from 'zod/mini';
import { requiredText, requiredValue } from '@/lib/forms';
import type { PayoutRequest } from './api/types';
import { parseUsdCents } from './utils/money';
import { fromUtcInput, toUtcInput } from './utils/utcInput';

/**
 * A payout as typed. `outstandingCents` answers what a project is still owed, so an amount
 * above it is refused here as the server would (409 `payout.exceeds_match`).
 */
export function payoutSchema(outstandingCents: (projectId: string) => number | undefined) {
  return z
    .object({
      project_id: requiredValue(),
      amount: z.string().check(
        z.trim(),
        z.minLength(1, { error: 'required' }),
        z.refine((value) => !value.startsWith('-'), { error: 'negative' }),
        z.refine((value) => (parseUsdCents(value) ?? 0) > 0, { error: 'invalid' }),
      ),
      reference: requiredText(200),
      paid_at: z.string().check(
        z.trim(),
        z.refine((value) => value === '' || fromUtcInput(value) !== null, { error: 'invalid' }),
      ),
    })
    .check(
      z.superRefine((values, context) => {
        const cents = parseUsdCents(values.amount);
        const owed = outstandingCents(values.project_id);
        if (cents !== null && owed !== undefined && cents > owed) {
          context.addIssue({ code: 'custom', path: ['amount'], message: 'exceeds_outstanding' });
        }
      }),
    );
}

export type PayoutFormValues = z.infer<ReturnType<typeof payoutSchema>>;
export const PAYOUT_FIELDS = ['project_id', 'amount', 'reference', 'paid_at'] as const;

export function newPayoutValues(projectId = '', now = new Date()): PayoutFormValues {
  return { project_id: projectId, amount: '', reference: '', paid_at: toUtcInput(now) };
}

export function toPayoutRequest(values: PayoutFormValues): PayoutRequest {
  const paidAt = fromUtcInput(values.paid_at);
  return {
    project_id: values.project_id,
    amount: (parseUsdCents(values.amount) ?? 0) / 100,
    reference: values.reference.trim(),
    ...(paidAt ? { paid_at: paidAt } : {}),
  };
}
