import type { Round } from '@/lib/rounds/types';

export type Algorithm = 'qf' | 'pairwise' | 'cocm';
export const ALGORITHMS: readonly Algorithm[] = ['qf', 'pairwise', 'cocm'];

/** The matching parameters a round stores (matching.md §3), as the API answers them. */
export interface MatchingParams {
  unverified_weight: number;
  vote_credit: number;
  cm_max: number;
  ip_max: number;
  ip_threshold: number;
  /** A fraction of the pool, or null for no round cap. */
  round_cap_fraction: number | null;
  pairwise_m: number;
  cocm_similarity?: string;
  cocm_attenuation?: string;
  cocm_groups?: string;
}

/** A round as operators see it: the public round plus its pool in cents and its matching setup. */
export interface AdminRound extends Round {
  pool_cents: number;
  algorithm: Algorithm;
  params: MatchingParams;
  created_at: string;
  updated_at: string;
}

/** The body of POST /admin/rounds and PATCH /admin/rounds/{id}: absent fields keep their value on edit. */
export interface RoundRequest {
  number?: number;
  name?: string;
  description?: string;
  /** USD, at most two decimals. */
  pool_amount?: number;
  submission_start_at?: string;
  submission_end_at?: string;
  voting_start_at?: string;
  voting_end_at?: string;
  results_at?: string;
  algorithm?: Algorithm;
  /** Only the keys to change; `null` puts a key back to its default. */
  params?: Partial<Record<keyof MatchingParams, number | null>>;
}

/** One project's line of live standings or frozen results. */
export interface StandingLine {
  project_id: string;
  title: string | null;
  supporters: number;
  donations_usd: number;
  donations_cents: number;
  raw_match: number;
  uncapped_cents: number;
  cap_cents: number;
  match: number;
  match_cents: number;
  capped: boolean;
}

export interface StandingsSummary {
  round_id: string;
  round_number: number;
  pool_cents: number;
  allocated_cents: number;
  unallocated_cents: number;
  algorithm: string;
  algorithm_version: number;
  /** The instant the inputs were taken at: the end of voting, or (live) now. */
  frozen_at: string;
  computed_at: string;
  /** True for live standings, false for frozen results. */
  live: boolean;
}

/** GET /admin/rounds/{id}/standings, GET /rounds/{id}/results, POST /admin/rounds/{id}/freeze. */
export interface Standings {
  results: StandingLine[];
  summary: StandingsSummary;
}

/** A recorded transfer of matching funds to a project. */
export interface Payout {
  id: string;
  round_id: string;
  project_id: string;
  title: string | null;
  amount: number;
  amount_cents: number;
  reference: string;
  paid_at: string;
  recorded_by: string;
  created_at: string;
}

/** What a matched project is owed and has been paid. */
export interface ProjectPayouts {
  project_id: string;
  title: string | null;
  match: number;
  match_cents: number;
  paid: number;
  paid_cents: number;
  outstanding: number;
  outstanding_cents: number;
}

/** GET /admin/rounds/{id}/payouts. */
export interface PayoutList {
  results: Payout[];
  total: number;
  total_paid: number;
  total_paid_cents: number;
  /** Every project with a match, the best paid first; empty before the round is frozen. */
  projects: ProjectPayouts[];
}

export interface PayoutRequest {
  project_id: string;
  /** USD, more than 0, at most two decimals. */
  amount: number;
  reference: string;
  /** RFC 3339; the server uses "now" when absent. */
  paid_at?: string;
}
