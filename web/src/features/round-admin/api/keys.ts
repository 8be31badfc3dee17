/** Query keys of the operator's round pages; public round data lives under `['rounds']` and `['results']`. */
export const roundAdminKeys = {
  all: ['admin', 'rounds'] as const,
  list: () => [...roundAdminKeys.all, 'list'] as const,
  round: (id: string) => [...roundAdminKeys.all, id] as const,
  standings: (id: string) => [...roundAdminKeys.round(id), 'standings'] as const,
  frozen: (id: string) => [...roundAdminKeys.round(id), 'frozen'] as const,
  payouts: (id: string) => [...roundAdminKeys.round(id), 'payouts'] as const,
};

/** Keys of the public pages that show rounds and results, refreshed after an operator changes them. */
export const publicRoundKeys = [['rounds'], ['results']] as const;
