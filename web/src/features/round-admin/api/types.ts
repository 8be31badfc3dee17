import type { Schemas } from '@/lib/api/types';

/** The algorithms a round may use (the API's `Algorithm`), in the order the form offers them. */
export const ALGORITHMS = ['qf', 'pairwise', 'cocm'] as const satisfies readonly Schemas['Algorithm'][];
export type Algorithm = Schemas['Algorithm'];

/** An algorithm the API names but the list above misses fails to compile here. */
const everyAlgorithm: Exclude<Algorithm, (typeof ALGORITHMS)[number]> extends never ? true : never = true;
void everyAlgorithm;

export function isAlgorithm(value: string): value is Algorithm {
  return (ALGORITHMS as readonly string[]).includes(value);
}

/** The matching parameters a round stores (matching.md §3), as the API answers them. */
export type MatchingParams = Schemas['MatchingParams'];

/** A round as operators see it. */
export type AdminRound = Schemas['RoundView'];

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
