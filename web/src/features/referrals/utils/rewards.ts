import { formatCount, formatToken, formatUsd } from '@/lib/format';

/** Spec §9: THANK per referral, for when the public landing page has no server answer to read. */
export const PERSON_THANK = 1_100;
export const ORGANIZATION_THANK = 2_000;

/** Spec §1 and §9: what a reward is worth, roughly, in US dollars and ADA. */
export const REWARD_APPROX = {
  person: { usd: 7, ada: 4 },
  organization: { usd: 14, ada: 7 },
} as const;

export type RewardKind = keyof typeof REWARD_APPROX;

/** "1,100 THANK": THANK is the token's symbol, the same in every language. */
export function formatThank(amount: number, language: string): string {
  return formatToken(amount, 'THANK', language);
}

/** The values of `rewards.approx` for a kind of reward. */
export function approxValues(kind: RewardKind, language: string) {
  return { usd: formatUsd(REWARD_APPROX[kind].usd, language), ada: formatCount(REWARD_APPROX[kind].ada, language) };
}
