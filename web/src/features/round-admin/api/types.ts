import type { components } from '@/lib/api/schema';
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

/** A round as operators see it: the round with its algorithm and parameters in their shapes here. */
export interface AdminRound extends Omit<Round, 'algorithm' | 'params'> {
  algorithm: Algorithm;
  params: MatchingParams;
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
  /** Whether published projects wait for an operator's approval (new rounds: yes). */
  projects_need_approval?: boolean;
  algorithm?: Algorithm;
  /** Only the keys to change; `null` puts a key back to its default. */
  params?: Partial<Record<keyof MatchingParams, number | null>>;
}

type Schemas = components['schemas'];

/** One project's line of live standings or frozen results. */
export type StandingLine = Schemas['ProjectResultView'];

export type StandingsSummary = Schemas['ResultsSummary'];

/** GET /admin/rounds/{id}/standings, GET /rounds/{id}/results, POST /admin/rounds/{id}/freeze. */
export type Standings = Schemas['ResultsView'];

/** A recorded transfer of matching funds to a project. */
export type Payout = Schemas['PayoutView'];

/** What a matched project is owed and has been paid. */
export type ProjectPayouts = Schemas['ProjectPayouts'];

/** The states a donation of a frozen round can leave `settled` for. */
export type LeftSettled = 'refunded' | 'disputed' | 'failed' | 'canceled' | 'expired';

/** A donation of the round that stopped counting after the round was frozen (issue 10 contract). */
export interface FreezeChange {
  donation_id: string;
  project_id: string;
  project_title: string;
  state: LeftSettled;
  usd_cents: number;
  at: string;
}

/** GET /admin/rounds/{id}/payouts; `changes_since_freeze` lists what changed after the freeze. */
export type PayoutList = Schemas['PayoutList'] & { changes_since_freeze?: FreezeChange[] };

export interface PayoutRequest {
  project_id: string;
  /** USD, more than 0, at most two decimals. */
  amount: number;
  reference: string;
  /** RFC 3339; the server uses "now" when absent. */
  paid_at?: string;
}
