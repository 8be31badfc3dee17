export type RoundPhase = 'upcoming' | 'submission' | 'review' | 'voting' | 'tallying' | 'results';
export type RoundStatus = 'BEFORE' | 'DURING' | 'AFTER';

export interface Round {
  id: string;
  number: number;
  name: string;
  description: string | null;
  /** Whole USD. */
  pool_amount: number;
  cover: string | null;
  submission_start_at: string;
  submission_end_at: string;
  voting_start_at: string;
  voting_end_at: string;
  results_at: string | null;
  voting_announce_at: string | null;
  phase: RoundPhase;
  status: RoundStatus;
  total_projects: number;
  total_votes: number;
  total_donations: number;
}
