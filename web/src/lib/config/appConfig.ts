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
  /** The largest upload the server takes, in bytes, and the most files in one upload. */
  media_max_bytes: number;
  media_max_files: number;
  /** The platform's ADA payout address, when configured. */
  payout_address: string | null;
  /** The Cardano network of ADA donations: `mainnet`, `preprod` or `preview`. */
  cardano_network?: string;
  /** The platform runs on the development ledger: the "Matchpool test wallet" is offered. */
  test_wallet?: boolean;
}

/** `bytes` in MB as the spec's messages show it ("5", "2.5"). */
export function megabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 10) / 10);
}

/** GET /api/config. */
export const getAppConfig = () => api.get<AppConfig>('/config');

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
