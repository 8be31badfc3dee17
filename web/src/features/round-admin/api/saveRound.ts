import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { publicRoundKeys, roundAdminKeys } from './keys';
import type { Schemas } from '@/lib/api/types';
import type { AdminRound, RoundRequest } from './types';

/** The document types `params` as an empty object (raw JSON until the API types MatchingParams, issue 35). */
const wire = (body: RoundRequest) => body as Schemas['RoundRequest'];

export interface SaveRound {
  /** The round to edit; absent to create one. */
  id?: string;
  body: RoundRequest;
}

/** POST /admin/rounds (create) or PATCH /admin/rounds/{id} (edit: absent fields keep their value). */
export function saveRound({ id, body }: SaveRound): Promise<AdminRound> {
  // Empty strings are sent as they are: an empty description clears it.
  const options = { asPerson: true, keepEmptyStrings: true };
  return id
    ? api.patch('/admin/rounds/{id}', { params: { path: { id } }, body: wire(body), ...options })
    : api.post('/admin/rounds', { body: wire(body), ...options });
}

export function useSaveRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRound,
    onSuccess: async (round) => {
      queryClient.setQueryData(roundAdminKeys.round(round.id), round);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: roundAdminKeys.all }),
        ...publicRoundKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
}
