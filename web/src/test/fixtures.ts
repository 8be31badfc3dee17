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
  params: {},
  projects_need_approval: true,
  created_at: '2025-02-01T00:00:00Z',
  updated_at: '2025-02-01T00:00:00Z',
};
