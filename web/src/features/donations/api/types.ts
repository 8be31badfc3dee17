export type DonationState = 'initiated' | 'action_required' | 'pending' | 'settled' | 'failed' | 'released';

export interface Donation {
  id: string;
  project_id: string;
  /** Major units: whole USD, or ADA for `lovelace`. */
  amount: number;
  fee: number;
  total: number;
  /** `USD` or `lovelace` (ADA). */
  currency: string;
  rate: number;
  usd_value: number;
  anonymous: boolean;
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'RELEASED';
  state: DonationState;
  /** `FIAT` or `CRYPTO`. */
  payment_type: string;
  transaction_id: string | null;
  user: { first_name: string; last_name: string; username: string; avatar: { url: string } | null } | null;
  created_at: string;
  updated_at: string;
}

export interface DonationDetail extends Donation {
  failure_reason: string | null;
  project_title: string;
  timeline: { state: DonationState; note: string | null; at: string }[];
}

export interface DonationPage {
  results: Donation[];
  total: number;
  page: number;
  limit: number;
}

export interface DonationAnswer {
  donation: Donation;
  action_required: boolean;
  client_secret: string | null;
  payment_intent_id: string | null;
  message: string;
}

/** The project as the vote and donate flows need it (a project detail fits). */
export interface DonationTarget {
  id: string;
  title: string;
  status: string;
  wallet_address: string | null;
  user_voted: boolean;
  round: { voting_start_at: string; voting_end_at: string };
  total_donations: Record<string, { amount: number; rate: number }>;
}

export interface Rates {
  USD: number;
  /** USD per ADA. */
  lovelace: number;
  fetched_at: string;
  source: string;
}
