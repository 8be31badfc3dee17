import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { reviewKeys } from './keys';
import type { ReviewItem, ReviewQueueStatus } from './types';

/** GET /admin/reviews: projects in review with a status (submitted by default), longest waiting first. */
export function getReviewQueue(status: ReviewQueueStatus, signal?: AbortSignal): Promise<{ results: ReviewItem[] }> {
  return api.get('/admin/reviews', { params: { query: { status } }, signal, asPerson: true });
}

export function useReviewQueue(status: ReviewQueueStatus) {
  return useQuery({ queryKey: reviewKeys.queue(status), queryFn: ({ signal }) => getReviewQueue(status, signal) });
}
