import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { accountStatusQueryOptions } from '@/features/auth/api/account';
import { donationQueryOptions, myDonationsQueryOptions, projectTitleQueryOptions, ratesQueryOptions } from '@/features/donations/api/queries';
import { projectQueryOptions } from '@/features/projects/api/getProject';
import { profileQueryOptions } from '@/features/settings/api/profile';
import { linkedProvidersQueryOptions } from '@/features/settings/api/providers';
import { sessionsQueryOptions } from '@/features/settings/api/sessions';
import { oidcProvidersQueryOptions } from '@/lib/auth/oidc';
import { configQueryOptions } from '@/lib/config/appConfig';

/**
 * The first API reads of the pages for signed-in people, started with the page's code when it is
 * the first page (the router's `signedInReads`), so the page draws whole in the app's first render.
 * That render is a transition, which yields to the browser every few milliseconds; a page drawn
 * as its reads arrive is drawn by TanStack Query's store updates instead, which React renders
 * synchronously, each in one long task (settings, on a 4x slower CPU: 0.8 s when the identities
 * arrived, 0.9 s when the profile did). In a chunk of its own, loaded beside the page's: the first
 * page of a visitor carries none of it.
 */
const reads = {
  /** Every guarded page: the banner under the header asks whether the email address is confirmed. */
  guarded: (client: QueryClient) => client.prefetchQuery(accountStatusQueryOptions()),
  settings: (client: QueryClient) =>
    Promise.all([
      client.prefetchQuery(profileQueryOptions()),
      client.prefetchQuery(sessionsQueryOptions()),
      client.prefetchQuery(linkedProvidersQueryOptions()),
      client.prefetchQuery(oidcProvidersQueryOptions()),
    ]),
  /** The first page of donations; their projects' titles are asked for once it is in, not waited for. */
  myDonations: async (client: QueryClient) => {
    const list = await client.ensureQueryData(myDonationsQueryOptions(1));
    for (const id of new Set(list.results.map((donation) => donation.project_id))) void client.prefetchQuery(projectTitleQueryOptions(id));
  },
  donation: (client: QueryClient, params: Params) => (params.id ? client.prefetchQuery(donationQueryOptions(params.id)) : Promise.resolve()),
  /** The vote page's project (as a project page's), the exchange rate and the configuration its form shows. */
  vote: (client: QueryClient, params: Params) =>
    Promise.all([
      params.id ? client.prefetchQuery(projectQueryOptions(params.id)) : undefined,
      client.prefetchQuery(ratesQueryOptions()),
      client.prefetchQuery(configQueryOptions()),
    ]),
} satisfies Record<string, (client: QueryClient, params: Params) => Promise<unknown>>;

export type SignedInReads = keyof typeof reads;

export const { guarded, settings, myDonations, donation, vote } = reads;
