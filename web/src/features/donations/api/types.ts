import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

/**
 * Where a donation is (api-contract, issue 10). The OpenAPI document types it as a string, so the
 * states the app names are listed here; a state the server adds falls back to its English label.
 */
export type DonationState =
  | 'initiated'
  | 'action_required'
  | 'pending'
  | 'settled'
  | 'failed'
  | 'canceled'
  | 'expired'
  | 'refunded'
  | 'disputed'
  | 'released';

type WithState<T> = Omit<T, 'state'> & { state: DonationState };

export type Donation = WithState<Schemas['DonationView']>;

export type DonationStep = WithState<Schemas['DonationStep']>;

/** GET /donations/{id}: the donation with its timeline and whether its donor may still cancel it. */
export type DonationDetail = Omit<WithState<Schemas['DonationDetail']>, 'timeline'> & {
  timeline: DonationStep[];
  can_cancel?: boolean;
};

export type DonationPage = Omit<Schemas['DonationPage'], 'results'> & { results: Donation[] };

/** GET /me/donations: the person's own rows, each with how deep a pending ADA donation is. */
export type MyDonation = WithState<Schemas['MyDonation']>;
export type MyDonationPage = Omit<Schemas['MyDonationPage'], 'results'> & { results: MyDonation[] };

export type DonationAnswer = Omit<Schemas['DonationAnswer'], 'donation'> & { donation: Donation };

/** A donation as operators list it (GET /admin/donations). */
export type AdminDonationView = Donation & { donor_name: string; project_title: string; refundable: boolean };

export interface AdminDonationPage {
  results: AdminDonationView[];
  total: number;
  page: number;
  limit: number;
}

/** The project as the vote and donate flows need it (a project detail fits). */
export interface DonationTarget {
  id: string;
  title: string;
  status: string;
  wallet_address?: string | null;
  user_voted: boolean;
  round: { voting_start_at: string; voting_end_at: string };
  /** Per currency; the OpenAPI document describes this map without its values. */
  total_donations: Record<string, { amount: number; rate: number }>;
}

export type Rates = Schemas['Rates'];
