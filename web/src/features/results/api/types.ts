import type { Round } from '@/lib/rounds/types';

/** One project's line of `GET /rounds/{id}/results`; amounts in USD and in cents. */
export interface ResultLine {
  project_id: string;
  title: string;
  supporters: number;
  donations_usd: number;
  donations_cents: number;
  /** Raw match m_p (USD, a real number). */
  raw_match: number;
  uncapped: number;
  uncapped_cents: number;
  cap: number;
  cap_cents: number;
  match: number;
  match_cents: number;
  capped: boolean;
}

export type MatchingParams = Record<string, number | string | null>;

export interface ResultsSummary {
  round_id: string;
  round_number: number;
  pool: number;
  pool_cents: number;
  allocated: number;
  allocated_cents: number;
  unallocated: number;
  unallocated_cents: number;
  algorithm: string;
  algorithm_version: number;
  params: MatchingParams;
  input_sha256: string;
  frozen_at: string;
  computed_at: string;
  live: boolean;
}

export interface RoundResults {
  results: ResultLine[];
  summary: ResultsSummary;
}

export type { Round };
