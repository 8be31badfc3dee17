/** Query keys; what the server answers depends on the identity acting, so its id is part of them. */
export const referralKeys = {
  all: ['referrals'] as const,
  overview: (identityId: string) => [...referralKeys.all, 'overview', identityId] as const,
  rewards: (identityId: string) => [...referralKeys.all, 'rewards', identityId] as const,
};

export const profileKeys = {
  all: ['profile'] as const,
  /** The person's own, whichever identity acts. */
  impact: () => [...profileKeys.all, 'impact-points'] as const,
  account: () => [...profileKeys.all, 'me'] as const,
  verification: (identityId: string) => [...profileKeys.all, 'verification', identityId] as const,
};
