import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/errors';
import { confirmDonation, donate, useRefreshAfterSupport, vote } from '../api/mutations';
import type { DonationAnswer, DonationTarget } from '../api/types';
import type { SupportResult } from '../components/ResultDialog';
import type { CardRail } from '../stripe/cardRail';
import type { Cip30Api } from './useCardanoWallet';

export interface SupportRequest {
  withDonation: boolean;
  /** Whether voting is open, so a donation also records the vote (server side). */
  votingOpen: boolean;
  amount: number;
  currency: 'USD' | 'lovelace';
  anonymous: boolean;
  /** A development test token, used when there is no real card form. */
  cardToken: string;
  /** Stripe Elements, when Stripe is configured. */
  cardRail: CardRail | null;
  adaRate: number;
  wallet: { api: Cip30Api; address: string } | null;
}

interface Challenge {
  donationId: string;
  clientSecret: string | null;
  paymentIntentId: string;
  total: number;
  voted: boolean;
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

/** Voting, card donations (with 3-D Secure) and ADA donations, with the spec's result modals. */
export function useSupportFlow(project: DonationTarget) {
  const { t } = useTranslation('donations');
  const refresh = useRefreshAfterSupport();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SupportResult | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);

  const failure = (error: unknown, rail: 'vote' | 'card' | 'crypto'): SupportResult => {
    const code = isApiError(error) ? error.code : '';
    if (code === 'vote.organization_identity' || code === 'donation.organization_identity') {
      return { kind: 'error', title: t('errors.switchToPerson'), message: t('errors.switchToPersonText') };
    }
    if (code === 'vote.already_voted') return { kind: 'error', title: t('errors.alreadyVoted'), message: '' };
    if (code === 'vote.ended') return { kind: 'error', title: t('errors.votingEnded'), message: '' };
    if (code === 'vote.not_started') return { kind: 'error', title: t('errors.votingNotStarted'), message: '' };
    if (rail === 'vote') return { kind: 'error', title: t('errors.voteFailed'), message: t('errors.voteAdvice') };
    return { kind: 'error', title: t('errors.donationFailed'), message: rail === 'card' ? t('errors.cardAdvice') : t('errors.cryptoAdvice') };
  };

  const settled = (answer: DonationAnswer, voted: boolean): SupportResult => ({
    kind: 'donated',
    donationId: answer.donation.id,
    pending: answer.donation.state !== 'settled',
    voted: voted && answer.donation.state === 'settled',
  });

  const submit = async (request: SupportRequest) => {
    setBusy(true);
    try {
      if (!request.withDonation) {
        try {
          await vote(project.id);
          setResult({ kind: 'voted' });
        } catch (error) {
          setResult(failure(error, 'vote'));
        }
        return;
      }
      const votes = request.votingOpen && !project.user_voted;
      if (request.currency === 'USD') {
        try {
          const cardToken = request.cardRail ? await request.cardRail.tokenize() : request.cardToken;
          const answer = await donate(
            project.id,
            { amount: request.amount, currency: 'USD', payment_type: 'FIAT', card_token: cardToken, rate: 1, anonymous: request.anonymous },
            newKey(),
          );
          if (answer.action_required && answer.payment_intent_id) {
            const next: Challenge = {
              donationId: answer.donation.id,
              clientSecret: answer.client_secret,
              paymentIntentId: answer.payment_intent_id,
              total: answer.donation.total,
              voted: votes,
            };
            // Stripe runs the bank's own 3-D Secure page; in development a dialog stands in for it.
            if (request.cardRail && next.clientSecret) {
              const approved = await request.cardRail.confirm(next.clientSecret);
              setResult(approved ? settled(await confirmDonation(next.donationId, next.paymentIntentId), votes) : failure(null, 'card'));
            } else {
              setChallenge(next);
            }
          } else {
            setResult(settled(answer, votes));
          }
        } catch (error) {
          setResult(failure(error, 'card'));
        }
        return;
      }
      if (!request.wallet || !project.wallet_address) {
        setResult(failure(null, 'crypto'));
        return;
      }
      try {
        const { api, address } = request.wallet;
        if (!api.payTo) throw new Error('Building transactions for browser wallets is not available yet.');
        const txid = await api.payTo(project.wallet_address, request.amount * 1_000_000);
        const answer = await donate(
          project.id,
          { amount: request.amount, currency: 'lovelace', txid, wallet_address: address, rate: request.adaRate, anonymous: request.anonymous },
          newKey(),
        );
        setResult(settled(answer, votes));
      } catch (error) {
        setResult(failure(error, 'crypto'));
      }
    } finally {
      refresh(project.id);
      setBusy(false);
    }
  };

  /** After the (simulated) 3-D Secure page: confirm the intent, or give up. */
  const completeChallenge = async (approved: boolean) => {
    if (!challenge) return;
    if (!approved) {
      setChallenge(null);
      setResult({ kind: 'error', title: t('errors.donationFailed'), message: t('errors.cardAdvice') });
      return;
    }
    setBusy(true);
    try {
      const answer = await confirmDonation(challenge.donationId, challenge.paymentIntentId);
      setResult(settled(answer, challenge.voted));
    } catch (error) {
      setResult(failure(error, 'card'));
    } finally {
      setChallenge(null);
      refresh(project.id);
      setBusy(false);
    }
  };

  return { busy, result, clearResult: () => setResult(null), challenge, completeChallenge, submit };
}
