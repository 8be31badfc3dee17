export type { Round, RoundPhase, RoundStatus } from '@/lib/rounds/types';
