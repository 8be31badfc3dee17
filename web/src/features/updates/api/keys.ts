/** Query keys of the updates feature. */
export const updateKeys = {
  all: ['updates'] as const,
  /** Every cached view of a project's updates (for invalidation). */
  project: (projectId: string) => [...updateKeys.all, 'project', projectId] as const,
  /** As one identity sees them: hidden ones and the write rights depend on who acts. */
  list: (projectId: string, viewerId: string | null) => [...updateKeys.project(projectId), viewerId ?? 'visitor'] as const,
};
