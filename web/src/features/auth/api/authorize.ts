import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** Completes a hosted sign-in session for another app: the server answers where to return. */
export function authorizeSession(sessionId: string): Promise<{ redirect_to: string }> {
  return api.post('/auth/authorize', { body: { session_id: sessionId } });
}

export function useAuthorizeSession() {
  return useMutation({ mutationFn: authorizeSession });
}
