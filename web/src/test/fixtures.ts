import type { components } from '@/lib/api/schema';
import type { Round } from '@/lib/rounds/types';
import type { AppConfig } from '@/lib/config/appConfig';

export const config: AppConfig = {
  apps: { work: 'https://work.example.org', verify: 'https://verify.example.org', account_center: 'https://account.example.org' },
  faq_url: 'https://example.org/faq',
  contact_email: 'hello@example.org',
  social: { x: 'https://x.com/matchpool', facebook: 'https://facebook.com/matchpool', linkedin: 'https://linkedin.com/company/matchpool' },
  error_webhook_url: null,
  stripe_publishable_key: null,
  public_url: 'http://localhost',
  media_max_bytes: 5 * 1024 * 1024,
  media_max_files: 5,
  payout_address: null,
  cardano_network: 'preprod',
  test_wallet: false,
  client_apps: [],
  card_fee_bps: 500,
  // The server's 60 causes (crates/domain/src/project.rs), as GET /config lists them.
  social_causes: [
    'SOCIAL', 'POVERTY', 'HOMELESSNESS', 'HUNGER', 'HEALTH', 'SUBSTANCE_ABUSE', 'MENTAL', 'BULLYING', 'SECURITY', 'EDUCATION',
    'GENDER_EQUALITY', 'GENDER_BASED_VIOLENCE', 'SEXUAL_VIOLENCE', 'DOMESTIC_VIOLENCE', 'WATER_SANITATION', 'SUSTAINABLE_ENERGY',
    'DECENT_WORK', 'INEQUALITY', 'MINORITY', 'MULTICULTURALISM', 'DIVERSITY_INCLUSION', 'INDIGENOUS_PEOPLES', 'DISABILITY',
    'LGBTQI', 'REFUGEE', 'MIGRANTS', 'ORPHANS', 'CHILD_PROTECTION', 'COMMUNITY_DEVELOPMENT', 'DEPOPULATION', 'OVERPOPULATION',
    'HUMAN_RIGHTS', 'SUSTAINABILITY', 'RESPONSIBLE_CONSUMPTION', 'CLIMATE_CHANGE', 'NATURAL_DISASTERS', 'BIODIVERSITY',
    'ANIMAL_RIGHTS', 'ARMED_CONFLICT', 'PEACEBUILDING', 'DEMOCRACY', 'CIVIC_ENGAGEMENT', 'JUSTICE', 'GOVERNANCE',
    'CRIME_PREVENTION', 'CORRUPTION', 'OTHER', 'RURAL_DEVELOPMENT', 'VEGANISM', 'BLACK_LIVES_MATTER', 'ISLAMOPHOBIA',
    'ANTI_SEMITISM', 'ABORTION', 'EUTHANASIA', 'NEURODIVERSITY', 'SUSTAINABLE_COMMUNITIES', 'BIODIVERSITY_LIFE_BELOW_WATER',
    'PEACE_JUSTICE', 'COLLABORATION_FOR_IMPACT', 'INNOVATION',
  ],
};

/** A round's matching parameters as the API answers them: the defaults of matching.md §3. */
export const matchingParams: components['schemas']['MatchingParams'] = {
  unverified_weight: 0.2,
  vote_credit: 0.25,
  cm_max: 4,
  ip_max: 1_000_000,
  ip_threshold: 0,
  round_cap_fraction: null,
  pairwise_m: 10,
  cocm_similarity: 'markov',
  cocm_attenuation: 'harsh',
  cocm_groups: 'projects',
};

export const round: Round = {
  id: 'round-3',
  number: 3,
  name: 'Climate Resilience Round',
  description: 'Projects that help neighbourhoods adapt.',
  pool_amount: 50000,
  pool_cents: 5_000_000,
  cover: null,
  cover_id: null,
  submission_start_at: '2025-03-01T00:00:00Z',
  submission_end_at: '2025-03-15T09:30:00Z',
  voting_start_at: '2025-03-20T00:00:00Z',
  voting_end_at: '2025-04-01T18:00:00Z',
  results_at: '2025-04-10T12:00:00Z',
  voting_announce_at: '2025-04-10T12:00:00Z',
  phase: 'submission',
  status: 'BEFORE',
  total_projects: 42,
  total_votes: 1280,
  total_donations: 15320,
  algorithm: 'qf',
  params: matchingParams,
  projects_need_approval: true,
  created_at: '2025-02-01T00:00:00Z',
  updated_at: '2025-02-01T00:00:00Z',
};

type Schemas = components['schemas'];

/** A person's identity meta as GET /identities answers it, with `fields` over the defaults. */
export const userMeta = (fields: Partial<Schemas['UserMeta']> = {}): Schemas['UserMeta'] => ({
  username: 'amina',
  first_name: 'Amina',
  last_name: 'Haddad',
  avatar: null,
  email: 'a@example.org',
  identity_verified_at: null,
  impact_points: 0,
  donates: 0,
  project_supported: 0,
  is_operator: false,
  kyc_status: 'not_verified',
  language: 'en',
  ...fields,
});

/** An organization's identity meta as GET /identities answers it, with `fields` over the defaults. */
export const organizationMeta = (fields: Partial<Schemas['OrgMeta']> = {}): Schemas['OrgMeta'] => ({
  shortname: 'green',
  name: 'Green Earth',
  logo: null,
  email: 'g@example.org',
  verified: false,
  verified_impact: false,
  kyb_status: 'not_verified',
  status: 'PENDING',
  ...fields,
});

/** The signed-in person as GET /me answers it, with `fields` over the defaults. */
export const me = (fields: Partial<Schemas['Me']> = {}): Schemas['Me'] => ({
  id: 'u1',
  username: 'ana',
  first_name: 'Ana',
  last_name: 'Lopez',
  email: 'ana@example.org',
  email_verified: false,
  avatar_url: null,
  impact_points: 0,
  is_operator: false,
  kyc_status: 'not_verified',
  language: 'en',
  referral_code: 'abc234defg',
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
  ...fields,
});
