import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { AppConfig } from '@/lib/api/types';

/** Public client configuration served by the backend at GET /api/config. */
export type { AppConfig } from '@/lib/api/types';

/** `bytes` in MB as the spec's messages show it ("5", "2.5"). */
export function megabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 10) / 10);
}

/** GET /api/config. */
export const getAppConfig = () => api.get('/config');

export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'] as const,
    queryFn: getAppConfig,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The configuration, or undefined while it loads or when the server cannot give it. */
export function useAppConfig(): AppConfig | undefined {
  return useQuery(configQueryOptions()).data;
}
