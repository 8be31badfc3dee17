export const operatorKeys = {
  me: ['me'] as const,
  queue: (status: string) => ['admin', 'verifications', status] as const,
  queueAll: ['admin', 'verifications'] as const,
  rewards: ['admin', 'referral-rewards'] as const,
};
