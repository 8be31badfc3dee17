/** GET /me: the signed-in person (only what the operator area reads). */
export interface Me {
  id: string;
  first_name: string;
  last_name: string;
  is_operator: boolean;
}

export type QueueStatus = 'pending' | 'verified' | 'rejected';

export interface QueueDocument {
  id: string;
  url: string;
  filename: string;
  content_type: string;
}

/** One submission in GET /admin/verifications. */
export interface QueueItem {
  id: string;
  subject_kind: 'user' | 'organization';
  subject_id: string;
  subject_name: string;
  legal_name: string;
  /** An ISO country code (older submissions: a name). */
  country: string;
  registration_number: string | null;
  documents: QueueDocument[];
  status: QueueStatus;
  reason: string | null;
  created_at: string;
}

export type RewardStatus = 'earned' | 'paid';

/** One row of the referral reward ledger. */
export interface Reward {
  id: string;
  /** Who receives this reward: the referrer or the referee (see `side`). */
  identity_id: string;
  identity_name?: string;
  side: 'referrer' | 'referee';
  referrer_id: string;
  referrer_name?: string;
  referee_id: string;
  referee_name?: string;
  /** `person` (KYC) or `organization` (KYB). */
  kind: 'person' | 'organization';
  thank: number;
  status: RewardStatus;
  paid_at: string | null;
  created_at: string;
}
