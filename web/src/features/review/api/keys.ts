/** Query keys of application review. */
export const reviewKeys = {
  all: ['review'] as const,
  queues: () => [...reviewKeys.all, 'queue'] as const,
  queue: (status: string) => [...reviewKeys.queues(), status] as const,
  note: (projectId: string) => [...reviewKeys.all, 'note', projectId] as const,
};
