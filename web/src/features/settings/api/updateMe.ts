import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Profile } from '@/lib/api/types';
import { identityKeys } from '@/lib/auth/identities';
import type { Language } from '@/lib/i18n/languages';

/** Saves the person's preferred language on the server (always as the person). */
export function updateMyLanguage(language: Language): Promise<Profile> {
  return api.patch('/me', { body: { language }, asPerson: true });
}

export function useUpdateMyLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyLanguage,
    // The person's identity carries the language too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.all }),
  });
}
