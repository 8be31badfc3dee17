import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Unsubscribed } from './types';

/**
 * POST /unsubscribe?token=…: stops a project's updates (or, with `all`, every project's), as a mail
 * client's one-click unsubscribe does; the signed token is the proof, no sign-in needed.
 */
export function unsubscribe(token: string, all: boolean): Promise<Unsubscribed> {
  return api.post('/unsubscribe', {
    params: { query: { token, all: all || undefined } },
    // What a mail client's one-click unsubscribe posts (RFC 8058); the server reads the query.
    body: 'List-Unsubscribe=One-Click',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    asPerson: true,
  });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: ({ token, all }: { token: string; all: boolean }) => unsubscribe(token, all) });
}
