import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { nextPage, type CommentPages } from '../utils/cache';
import { commentKeys } from './keys';
import type { CommentPage } from './types';

/** Top-level comments per page, as the original client asks for them. */
export const COMMENTS_PAGE_SIZE = 5;

export function listComments(projectId: string, page: number, signal?: AbortSignal): Promise<CommentPage> {
  return api.get('/projects/{id}/comments', { params: { path: { id: projectId }, query: { page, limit: COMMENTS_PAGE_SIZE } }, signal });
}

/**
 * GET /projects/{id}/comments, page after page ("Load more"): top-level comments newest first,
 * each with all its replies. `viewerId` is the identity acting now (likes are answered for it).
 */
export function useProjectComments(projectId: string, viewerId: string | null) {
  return useInfiniteQuery<CommentPage, Error, CommentPages, ReturnType<typeof commentKeys.list>, number>({
    queryKey: commentKeys.list(projectId, viewerId),
    queryFn: ({ pageParam, signal }) => listComments(projectId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
