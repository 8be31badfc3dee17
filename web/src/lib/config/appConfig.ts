import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** Public client configuration served by the backend at GET /api/config. */
export interface AppConfig {
  apps: { work: string; verify: string; account_center: string };
  faq_url: string;
  contact_email: string;
  social: { x: string; facebook: string; linkedin: string };
  error_webhook_url: string | null;
  stripe_publishable_key: string | null;
  public_url: string;
  /** Upload limits of POST /media: bytes per file, files per upload. */
  media_max_bytes?: number;
  media_max_files?: number;
}

export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'] as const,
    queryFn: () => api.get<AppConfig>('/config'),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The configuration, or undefined while it loads or when the server cannot give it. */
export function useAppConfig(): AppConfig | undefined {
  return useQuery(configQueryOptions()).data;
}
