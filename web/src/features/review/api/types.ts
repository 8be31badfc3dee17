import type { components } from '@/lib/api/schema';

/** A project in the operators' review queue (GET /admin/reviews). */
export type ReviewItem = components['schemas']['ReviewItem'];

/** Where a project stands in review, with the latest message (GET /projects/{id}/review). */
export type ReviewNote = components['schemas']['ReviewNote'];

/** The queue's filter: waiting for a decision, sent back for changes, rejected. */
export type ReviewQueueStatus = 'submitted' | 'changes_requested' | 'rejected';
export const REVIEW_QUEUE_STATUSES: readonly ReviewQueueStatus[] = ['submitted', 'changes_requested', 'rejected'];

/** The project statuses of application review, as the API writes them. */
export const REVIEW_STATUSES = ['SUBMITTED', 'CHANGES_REQUESTED', 'REJECTED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export function isReviewStatus(status: string): status is ReviewStatus {
  return (REVIEW_STATUSES as readonly string[]).includes(status);
}
