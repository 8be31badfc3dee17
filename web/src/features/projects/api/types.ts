import type { Round } from '@/lib/rounds/types';

/** A resized copy of a picture (`image/webp`, or the picture's own format). */
export interface MediaVariant {
  url: string;
  width: number;
  height: number;
  content_type: string;
}

export interface MediaRef {
  id: string;
  url: string;
  filename?: string;
  width?: number;
  height?: number;
  /** Narrowest first; absent or empty for pictures without variants. */
  variants?: MediaVariant[];
}

/** Settled donations per currency; `amount × rate` is their USD value. */
export type TotalDonations = Record<string, { amount: number; rate: number }>;

export interface ProjectOrganization {
  id: string;
  type: 'organizations';
  meta: { shortname: string; name: string | null; logo: { url: string } | null; verified: boolean };
}

export type ProjectStatus = 'ACTIVE' | 'DRAFT' | 'EXPIRE';
export type Track = 'EMERGING_MARKETS' | 'OPEN_INNOVATION' | 'WOMEN_LEADERS';
export type ImpactAssessmentType = 'OPTION_A' | 'OPTION_B';

export interface ProjectPreview {
  id: string;
  title: string;
  /** Markdown. */
  description: string;
  social_cause: string;
  category: Track;
  city: string | null;
  country: string | null;
  cover_id: string | null;
  cover: MediaRef | null;
  identity: ProjectOrganization;
  /** USD. */
  total_requested_amount: number;
  total_donations: TotalDonations;
  total_votes: number;
  status: ProjectStatus;
  round_id: string;
  created_at: string;
}

export interface Project extends ProjectPreview {
  website: string | null;
  linkedin: string | null;
  video: string | null;
  problem_statement: string;
  solution: string;
  goals: string;
  cost_breakdown: string;
  impact_assessment: string;
  impact_assessment_type: ImpactAssessmentType;
  feasibility: string;
  voluntery_contribution: string | null;
  /** Only for members of the owning organization. */
  email?: string;
  wallet_address: string | null;
  wallet_env: string;
  round: Round;
  user_voted: boolean;
  updated_at: string;
}

export interface Page<T> {
  results: T[];
  total: number;
  page: number;
  limit: number;
}

/** What the wizard sends: api-contract §3.3 ProjectWrite. */
export interface ProjectWrite {
  title: string;
  description: string;
  social_cause: string;
  category: string;
  city?: string;
  country?: string;
  email: string;
  website?: string;
  linkedin?: string;
  problem_statement: string;
  solution: string;
  goals: string;
  cost_breakdown: string;
  total_requested_amount: number;
  impact_assessment_type: ImpactAssessmentType;
  impact_assessment: string;
  feasibility: string;
  cover_id: string;
  video?: string;
  wallet_address?: string;
  voluntery_contribution?: string;
}
