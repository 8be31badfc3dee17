import type { components } from '@/lib/api/schema';
import type { Round } from '@/lib/rounds/types';

type Schemas = components['schemas'];

/** One project's line of `GET /rounds/{id}/results`; amounts in USD and in cents. */
export type ResultLine = Schemas['ProjectResultView'];

/** The matching parameters a round was computed with (matching.md §3). */
export type MatchingParams = Schemas['MatchingParams'];

/** A round's totals and what recomputing them from the audit pack needs. */
export type ResultsSummary = Schemas['ResultsSummary'];

/** `GET /rounds/{id}/results`: the lines, best paid first, and the totals. */
export type RoundResults = Schemas['ResultsView'];

export type { Round };
