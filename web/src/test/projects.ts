import type { Project, ProjectPreview } from '@/features/projects/api/types';
import { round } from './fixtures';

/** A published project of the fixture round, as the list and preview endpoints answer. */
export const projectPreview: ProjectPreview = {
  id: 'p-1',
  title: 'Repair cafés',
  description: 'Neighbours fix what they own instead of throwing it away.',
  social_cause: 'SUSTAINABLE_ENERGY',
  category: 'OPEN_INNOVATION',
  city: 'Lisbon',
  country: 'PT',
  cover_id: null,
  cover: null,
  identity: { id: 'org-9', type: 'organizations', meta: { shortname: 'fixit', name: 'Fix It Collective', logo: null, verified: true } },
  total_requested_amount: 12000,
  total_donations: {},
  total_raw_donation_usd: 0,
  total_votes: 3,
  status: 'ACTIVE',
  round_id: round.id,
  created_at: '2025-03-02T10:00:00Z',
};

/** The same project as its page reads it. */
export const project: Project = {
  ...projectPreview,
  website: null,
  linkedin: null,
  video: null,
  problem_statement: 'Things break.',
  solution: 'Fix them together.',
  goals: 'Ten cafés',
  cost_breakdown: 'Tools',
  impact_assessment: 'Items repaired.',
  impact_assessment_type: 'OPTION_A',
  feasibility: 'Two cafés run already.',
  voluntery_contribution: null,
  wallet_address: null,
  wallet_env: 'CARDANO',
  round: { ...round, phase: 'voting', status: 'DURING' },
  user_voted: false,
  updated_at: '2025-03-02T10:00:00Z',
};
