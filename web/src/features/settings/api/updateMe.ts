import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { identityKeys } from '@/lib/auth/identities';
import type { Language } from '@/lib/i18n/languages';

export interface Me {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  language: Language | null;
}

/** Saves the person's preferred language on the server (always as the person). */
export function updateMyLanguage(language: Language): Promise<Me> {
  return api.patch<Me>('/me', { language }, { asPerson: true });
}

export function useUpdateMyLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyLanguage,
    // The person's identity carries the language too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.all }),
  });
}
