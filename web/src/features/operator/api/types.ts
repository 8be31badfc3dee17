import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

/** GET /me: the signed-in person (the operator area reads `is_operator`). */
export type Me = Schemas['Me'];

/** The statuses the verification queue lists (`not_verified` is never queued). */
export type QueueStatus = Exclude<Schemas['KybStatus'], 'not_verified'>;

/** An identity document of a submission, behind a link that works for an hour. */
export type QueueDocument = Schemas['MediaView'];

/** One submission in GET /admin/verifications. `country` is an ISO code (older submissions: a name). */
export type QueueItem = Schemas['QueueItem'];

/** GET /admin/verifications. */
export type VerificationQueue = Schemas['Queue'];

export type RewardStatus = Schemas['RewardStatus'];

/** One row of the referral reward ledger: `identity_id` receives it, the referrer or the referee (see `side`). */
export type Reward = Schemas['RewardView'];

/** GET /admin/referrals/rewards: every reward row, each side of each referral. */
export type RewardLedger = Schemas['Rewards'];
