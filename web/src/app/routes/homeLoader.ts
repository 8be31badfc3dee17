import type { QueryClient } from '@tanstack/react-query';
import { currentRoundQueryOptions } from '@/features/rounds/api/getCurrentRound';

/** The current round is loaded before the page shows; a failure goes to the route error screen. */
export const homeLoader = (queryClient: QueryClient) => async () => {
  await queryClient.ensureQueryData(currentRoundQueryOptions());
  return null;
};
