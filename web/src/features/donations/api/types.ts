import type { ProjectDetail, Schemas } from '@/lib/api/types';

export type { AdminDonationPage, AdminDonationView } from '@/lib/api/types';

export type Donation = Schemas['DonationView'];
export type DonationStep = Schemas['DonationStep'];

/** GET /donations/{id}: the donation with its timeline and whether its donor may still cancel it. */
export type DonationDetail = Schemas['DonationDetail'];
export type DonationPage = Schemas['DonationPage'];

/** GET /me/donations: the person's own rows, each with how deep a pending ADA donation is. */
export type MyDonation = Schemas['MyDonation'];
export type MyDonationPage = Schemas['MyDonationPage'];

export type DonationAnswer = Schemas['DonationAnswer'];

/** The project as the vote and donate flows need it (a project detail fits). */
export type DonationTarget = Pick<ProjectDetail, 'id' | 'title' | 'status' | 'wallet_address' | 'user_voted' | 'total_donations'> & {
  round: Pick<ProjectDetail['round'], 'voting_start_at' | 'voting_end_at'>;
};

export type Rates = Schemas['Rates'];
