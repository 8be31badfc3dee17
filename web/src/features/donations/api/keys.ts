export const donationKeys = {
  all: ['donations'] as const,
  project: (projectId: string, page: number) => [...donationKeys.all, 'project', projectId, page] as const,
  projectAll: (projectId: string) => [...donationKeys.all, 'project', projectId] as const,
  detail: (id: string) => [...donationKeys.all, 'detail', id] as const,
  mine: (page: number) => [...donationKeys.all, 'mine', page] as const,
  admin: (filter: { page: number; projectId?: string; state?: string }) => [...donationKeys.all, 'admin', filter] as const,
  rates: ['rates'] as const,
};
