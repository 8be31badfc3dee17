import { z } from 'zod/mini';

export const TEST_CARDS = ['tok_visa', 'tok_threeDSecure2Required', 'tok_chargeDeclined'] as const;

/**
 * The largest donation in whole units of its currency (USD or ADA), as the server allows it
 * (`MAX_DONATION_MAJOR` in crates/domain/src/money.rs).
 */
export const MAX_DONATION = 10_000_000;

/** The vote and donate form; the amount matters only with a donation (spec §5 messages). */
export const supportSchema = z
  .object({
    mode: z.enum(['vote', 'donate']),
    amount: z.string().check(z.trim()),
    currency: z.enum(['USD', 'lovelace']),
    anonymous: z.boolean(),
    cardToken: z.string(),
  })
  .check(
    z.superRefine((values, context) => {
      if (values.mode !== 'donate') return;
      if (values.amount === '') context.addIssue({ code: 'custom', path: ['amount'], message: 'required' });
      else if (!/^\d+$/.test(values.amount)) context.addIssue({ code: 'custom', path: ['amount'], message: 'whole_number' });
      else if (Number(values.amount) < 1) context.addIssue({ code: 'custom', path: ['amount'], message: 'min_amount' });
      else if (Number(values.amount) > MAX_DONATION) context.addIssue({ code: 'custom', path: ['amount'], message: 'max_amount' });
    }),
  );

export type SupportValues = z.infer<typeof supportSchema>;
