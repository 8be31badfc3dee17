import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { PAGE_SIZE, projectKeys, type ProjectListFilter } from './keys';
import type { ProjectPreviewPage } from './types';

/** GET /projects/preview: a page of 10, filtered by round, track, keyword or organization. */
export function listProjects(filter: ProjectListFilter, signal?: AbortSignal): Promise<ProjectPreviewPage> {
  return api.get('/projects/preview', { params: { query: {
      page: filter.page,
      limit: PAGE_SIZE,
      'filter.round_id': filter.roundId,
      'filter.category': filter.category,
      'filter.q': filter.q,
      'filter.identity_id': filter.identityId,
    } }, signal });
}

export const projectListQueryOptions = (filter: ProjectListFilter) =>
  queryOptions({
    queryKey: projectKeys.list(filter),
    queryFn: ({ signal }) => listProjects(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useProjectList(filter: ProjectListFilter, enabled = true) {
  return useQuery({ ...projectListQueryOptions(filter), enabled });
}
