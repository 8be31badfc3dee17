import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

export type RoundPhase = Schemas['Phase'];
export type RoundStatus = Schemas['VotingStatus'];

/** A round (api-contract §1): `pool_amount` in whole USD, `cover` a URL or null. */
export type Round = Schemas['RoundView'];
