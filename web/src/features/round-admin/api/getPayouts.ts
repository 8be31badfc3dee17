import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { noRetryOnClientError } from './getRound';
import { roundAdminKeys } from './keys';
import type { PayoutList } from './types';

/** GET /admin/rounds/{id}/payouts: the payouts, oldest first, and each matched project's balance. */
export function getPayouts(id: string, signal?: AbortSignal): Promise<PayoutList> {
  return api.get('/admin/rounds/{id}/payouts', { params: { path: { id } }, signal, asPerson: true });
}

export function usePayouts(id: string) {
  return useQuery({ queryKey: roundAdminKeys.payouts(id), queryFn: ({ signal }) => getPayouts(id, signal), retry: noRetryOnClientError });
}
