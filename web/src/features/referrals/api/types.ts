import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

/** `in_progress` until the reward is granted, then `earned`, then `paid` once an operator settles it. */
export type RewardStatus = Schemas['ReferralProgress'];

/** A person or an organization the identity referred, with its progress (GET /referrals). */
export type Referred = Schemas['Referred'];

/** GET /referrals: the link to share (absolute: `<public url>/referral?code=...`) and who it brought. */
export type ReferralOverview = Schemas['ReferralOverview'];

/** One THANK reward row of the ledger (GET /referrals/rewards). */
export type Reward = Schemas['RewardView'];

export type Rewards = Schemas['Rewards'];

/** GET /me/impact-points: the person's total and latest grants, newest first (at most {@link IMPACT_HISTORY_LIMIT}). */
export type { ImpactGrant, ImpactHistory } from '@/lib/api/types';

/** The server answers the latest 100 grants, unpaged. */
export const IMPACT_HISTORY_LIMIT = 100;

/** GET /verifications/me: KYC for a person, KYB for an organization. */
export type VerificationStatus = Schemas['VerificationStatus'];
export type VerificationState = Schemas['KybStatus'];

/** GET /me: the signed-in person, with who referred them. */
export type MyAccount = Schemas['Me'];
