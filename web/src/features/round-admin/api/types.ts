import type { Schemas } from '@/lib/api/types';

/**
 * The OpenAPI document types a round's `algorithm` as a string and its `params` as raw JSON (issue
 * 35: a typed `MatchingParams` in the API), so the algorithms and parameters the form edits are
 * named here; everything else about a round is the document's.
 */
export const ALGORITHMS = ['qf', 'pairwise', 'cocm'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];

export function isAlgorithm(value: string): value is Algorithm {
  return (ALGORITHMS as readonly string[]).includes(value);
}

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

/** A round as operators see it, its parameters read by name. */
export type AdminRound = Omit<Schemas['RoundView'], 'params'> & { params: Partial<MatchingParams> };

/** The body of POST /admin/rounds and PATCH /admin/rounds/{id}: absent fields keep their value on edit. */
export type RoundRequest = Omit<Schemas['RoundRequest'], 'algorithm' | 'params'> & {
  algorithm?: Algorithm;
  /** Only the keys to change; `null` puts a key back to its default. */
  params?: Partial<Record<keyof MatchingParams, number | null>>;
};

/** One project's line of live standings or frozen results. */
export type StandingLine = Schemas['ProjectResultView'];

export type StandingsSummary = Schemas['ResultsSummary'];

/** GET /admin/rounds/{id}/standings, GET /rounds/{id}/results, POST /admin/rounds/{id}/freeze. */
export type Standings = Schemas['ResultsView'];

/** A recorded transfer of matching funds to a project. */
export type Payout = Schemas['PayoutView'];

/** What a matched project is owed and has been paid. */
export type ProjectPayouts = Schemas['ProjectPayouts'];

/** A donation of the round that stopped counting after the round was frozen. */
export type { FreezeChange, PayoutList, PayoutRequest } from '@/lib/api/types';
