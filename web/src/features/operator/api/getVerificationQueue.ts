import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { operatorKeys } from './keys';
import type { QueueStatus, VerificationQueue } from './types';

/** GET /admin/verifications: submissions with a status (pending by default), oldest first. */
export function getVerificationQueue(status: QueueStatus, signal?: AbortSignal): Promise<VerificationQueue> {
  return api.get('/admin/verifications', { params: { query: { status } }, signal, asPerson: true });
}

export function useVerificationQueue(status: QueueStatus) {
  return useQuery({ queryKey: operatorKeys.queue(status), queryFn: ({ signal }) => getVerificationQueue(status, signal) });
}
