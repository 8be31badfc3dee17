export const verificationKeys = {
  all: ['verification'] as const,
  /** The status depends on who acts: the person (KYC) or one of their organizations (KYB). */
  mine: (identityId: string) => [...verificationKeys.all, 'me', identityId] as const,
};
