import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { updateKeys } from './keys';
import type { UpdatePage } from './types';

export const UPDATES_PAGE_SIZE = 5;

export function listUpdates(projectId: string, page: number, signal?: AbortSignal): Promise<UpdatePage> {
  return api.get('/projects/{id}/updates', { params: { path: { id: projectId }, query: { page, limit: UPDATES_PAGE_SIZE } }, signal });
}

/** GET /projects/{id}/updates, newest first, page after page ("Show older updates"). */
export function useProjectUpdates(projectId: string, viewerId: string | null) {
  return useInfiniteQuery({
    queryKey: updateKeys.list(projectId, viewerId),
    queryFn: ({ pageParam, signal }) => listUpdates(projectId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: UpdatePage) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}
