import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { reviewKeys } from './keys';
import type { ReviewNote } from './types';

/** GET /projects/{id}/review: for the project's organization (and operators). */
export function getProjectReview(projectId: string, signal?: AbortSignal): Promise<ReviewNote> {
  return api.get('/projects/{id}/review', { params: { path: { id: projectId } }, signal });
}

export function useProjectReview(projectId: string, enabled: boolean) {
  return useQuery({ queryKey: reviewKeys.note(projectId), queryFn: ({ signal }) => getProjectReview(projectId, signal), enabled });
}
