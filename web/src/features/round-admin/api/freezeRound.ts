import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { publicRoundKeys, roundAdminKeys } from './keys';
import type { Standings } from './types';

/** POST /admin/rounds/{id}/freeze: only once voting has ended (409 `results.voting_open` before). */
export function freezeRound(id: string): Promise<Standings> {
  return api.post('/admin/rounds/{id}/freeze', { params: { path: { id } }, asPerson: true });
}

export function useFreezeRound(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => freezeRound(id),
    onSuccess: async (results) => {
      queryClient.setQueryData(roundAdminKeys.frozen(id), results);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: roundAdminKeys.round(id) }),
        ...publicRoundKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
}
