import type { Reward } from '../api/types';

export interface ThankTotals {
  earned: number;
  paid: number;
  awaiting: number;
}

/** Earned counts every reward granted (paid ones too); paid is what operators settled. */
export function thankTotals(rewards: Reward[]): ThankTotals {
  const earned = rewards.reduce((sum, reward) => sum + reward.thank, 0);
  const paid = rewards.filter((reward) => reward.status === 'paid').reduce((sum, reward) => sum + reward.thank, 0);
  return { earned, paid, awaiting: earned - paid };
}
