export interface ProjectListFilter {
  page: number;
  roundId?: string;
  category?: string;
  q?: string;
  identityId?: string;
}

/** Query keys of the projects feature, in one factory so invalidation never misses one. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (filter: ProjectListFilter) => [...projectKeys.lists(), filter] as const,
  details: () => [...projectKeys.all, 'detail'] as const,
  detail: (id: string) => [...projectKeys.details(), id] as const,
  allDrafts: () => [...projectKeys.all, 'drafts'] as const,
  drafts: (identityId: string) => [...projectKeys.allDrafts(), identityId] as const,
};

export const PAGE_SIZE = 10;
