import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { roundAdminKeys } from './keys';
import type { AdminRound } from './types';

/** GET /rounds/{id}: one round with its pool, dates and matching parameters. */
export function getAdminRound(id: string, signal?: AbortSignal): Promise<AdminRound> {
  return api.get('/rounds/{id}', { params: { path: { id } }, signal, asPerson: true });
}

/** A 4xx (no such round) is an answer: no retries. */
export const noRetryOnClientError = (failureCount: number, error: unknown) =>
  !(isApiError(error) && error.status > 0 && error.status < 500) && failureCount < 2;

export function useAdminRound(id: string) {
  return useQuery({ queryKey: roundAdminKeys.round(id), queryFn: ({ signal }) => getAdminRound(id, signal), retry: noRetryOnClientError });
}
