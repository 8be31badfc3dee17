import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { donationKeys } from './keys';

export interface CardDonation {
  amount: number;
  currency: 'USD';
  payment_type: 'FIAT';
  card_token: string;
  rate: number;
  anonymous: boolean;
}

export interface CryptoDonation {
  amount: number;
  currency: 'lovelace';
  txid: string;
  wallet_address: string;
  rate: number;
  anonymous: boolean;
}

export function vote(projectId: string) {
  return api.post('/projects/{id}/votes', { params: { path: { id: projectId } } });
}

/** POST /projects/{id}/donates; the idempotency key makes a retry return the same donation. */
export function donate(projectId: string, body: CardDonation | CryptoDonation, idempotencyKey: string) {
  return api.post('/projects/{id}/donates', {
    params: { path: { id: projectId }, header: { 'Idempotency-Key': idempotencyKey } },
    body,
  });
}

/** PUT /projects/donates/{id}/confirm after 3-D Secure. */
export function confirmDonation(donationId: string, paymentIntentId: string) {
  return api.put('/projects/donates/{id}/confirm', { params: { path: { id: donationId } }, body: { payment_intent_id: paymentIntentId } });
}

/**
 * POST /dev/payments/three-d-secure: the development stand-in for the bank's 3-D Secure page
 * answers the check (Stripe's own page does this with a real card); then the payment is confirmed.
 */
export function answerBankCheck(clientSecret: string, passed: boolean) {
  return api.post('/dev/payments/three-d-secure', { body: { client_secret: clientSecret, passed } });
}

/** POST /donations/{id}/cancel: the donor gives up a card payment still waiting for 3-D Secure. */
export function cancelDonation(donationId: string) {
  return api.post('/donations/{id}/cancel', { params: { path: { id: donationId } } });
}

export function useCancelDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDonation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: donationKeys.all }),
  });
}

/** Everything that shows votes or money again after a vote or donation. */
export function useRefreshAfterSupport() {
  const queryClient = useQueryClient();
  return (projectId: string) => {
    void queryClient.invalidateQueries({ queryKey: donationKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['projects'] });
    void queryClient.invalidateQueries({ queryKey: donationKeys.projectAll(projectId) });
  };
}

export function useVote() {
  return useMutation({ mutationFn: vote });
}
