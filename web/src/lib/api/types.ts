import type { components } from './schema';

/**
 * The API's types, as the OpenAPI document (schema.d.ts) names them. A type the API answers or
 * takes is aliased from here, never written again by hand: `npm test` fails on a re-declared one
 * (typedClient.test.ts).
 */
export type Schemas = components['schemas'];

export type ProjectWrite = Schemas['ProjectWrite'];
export type ProjectDetail = Schemas['ProjectDetail'];
export type AdminDonationView = Schemas['AdminDonationView'];
export type AdminDonationPage = Schemas['AdminDonationPage'];
export type Estimate = Schemas['EstimateView'];
export type Profile = Schemas['Me'];
export type Organization = Schemas['OrganizationView'];
export type RoundRequest = Schemas['RoundRequest'];
export type PayoutRequest = Schemas['PayoutRequest'];
export type PayoutList = Schemas['PayoutList'];
export type FreezeChange = Schemas['ChangeSinceFreeze'];
export type ImpactHistory = Schemas['ImpactHistory'];
export type ImpactGrant = Schemas['ImpactGrant'];
export type SignInSession = Schemas['SessionView'];
export type Identity = Schemas['Identity'];
export type AppConfig = Schemas['PublicConfig'];
export type Tokens = Schemas['Tokens'];
