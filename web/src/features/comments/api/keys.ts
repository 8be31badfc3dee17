/** Query keys of the comments feature, in one factory so invalidation never misses one. */
export const commentKeys = {
  all: ['comments'] as const,
  /** Every cached view of a project's comments (for invalidation). */
  project: (projectId: string) => [...commentKeys.all, 'project', projectId] as const,
  /**
   * A project's comments as one identity sees them: likes and reactions are answered for the
   * identity acting now, so each identity (or a visitor) has its own cache.
   */
  list: (projectId: string, viewerId: string | null) => [...commentKeys.project(projectId), viewerId ?? 'visitor'] as const,
  /** The signed-in person as the comments need them (operator or not). */
  viewer: (personId: string) => [...commentKeys.all, 'viewer', personId] as const,
};
