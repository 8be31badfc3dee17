import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Unsubscribed } from './types';

/**
 * POST /unsubscribe?token=…: stops a project's updates (or, with `all`, every project's), as a mail
 * client's one-click unsubscribe does; the signed token is the proof, no sign-in needed.
 */
export function unsubscribe(token: string, all: boolean): Promise<Unsubscribed> {
  return api.post<Unsubscribed>('/unsubscribe', undefined, { query: { token, all: all ? 'true' : undefined }, asPerson: true });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: ({ token, all }: { token: string; all: boolean }) => unsubscribe(token, all) });
}
