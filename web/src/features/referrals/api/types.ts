/** `in_progress` until the reward is granted, then `earned`, then `paid` once an operator settles it. */
export type RewardStatus = 'in_progress' | 'earned' | 'paid';

/** A person or an organization the identity referred, with its progress (GET /referrals). */
export interface Referred {
  identity_id: string;
  type: 'users' | 'organizations';
  name: string;
  joined_at: string;
  /** A person: has voted; an organization: the person who registered it has voted. */
  voted: boolean;
  /** KYC for a person, KYB for an organization. */
  verified: boolean;
  reward_status: RewardStatus;
  thank: number;
}

export interface ReferralOverview {
  code: string;
  /** The link to share, absolute: `<public url>/referral?code=...`. */
  link: string;
  person_reward_thank: number;
  organization_reward_thank: number;
  referred: Referred[];
  /** Every THANK reward of the identity, paid ones included. */
  earned_thank: number;
}

/** One THANK reward row of the ledger (GET /referrals/rewards). */
export interface Reward {
  id: string;
  identity_id: string;
  side: 'referrer' | 'referee';
  referrer_id: string;
  referee_id: string;
  kind: 'person' | 'organization';
  thank: number;
  status: Exclude<RewardStatus, 'in_progress'>;
  paid_at: string | null;
  created_at: string;
}

export interface Rewards {
  results: Reward[];
  total_thank: number;
}

/** One grant of impact points (GET /me/impact-points). */
export interface ImpactGrant {
  points: number;
  kind: 'vote' | 'donation';
  project_id: string | null;
  created_at: string;
}

export interface ImpactHistory {
  total: number;
  /** The latest grants, newest first (at most {@link IMPACT_HISTORY_LIMIT}). */
  results: ImpactGrant[];
}

/** The server answers the latest 100 grants, unpaged. */
export const IMPACT_HISTORY_LIMIT = 100;

export type VerificationState = 'not_verified' | 'pending' | 'verified' | 'rejected';

/** GET /verifications/me: KYC for a person, KYB for an organization. */
export interface VerificationStatus {
  kind: 'kyc' | 'kyb';
  status: VerificationState;
  reason: string | null;
  submitted_at: string | null;
}

/** The parts of GET /me this feature reads. */
export interface MyAccount {
  id: string;
  username: string;
  referral_code: string;
  /** The identity (person or organization) that referred this person, if one did. */
  referred_by: string | null;
}
