import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/errors';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { answerBankCheck, cancelDonation, confirmDonation, donate, useRefreshAfterSupport, vote } from '../api/mutations';
import type { DonationAnswer, DonationTarget } from '../api/types';
import type { SupportResult } from '../components/ResultDialog';
import type { CardRail } from '../stripe/cardRail';
import { useAdaFailure } from './adaFailure';
import { payWithWallet, type AdaProgress } from './payWithWallet';
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
  wallet: { api: Cip30Api; address: string; name: string } | null;
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

/**
 * Voting, card donations (with 3-D Secure) and ADA donations, with the spec's result modals. An
 * amount the server refuses goes to `onAmountRefused` as a field code, for the amount field.
 */
export function useSupportFlow(project: DonationTarget, onAmountRefused?: (fieldCode: string) => void) {
  const { t, i18n } = useTranslation('donations');
  const messages = useErrorMessages();
  const refresh = useRefreshAfterSupport();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SupportResult | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [adaProgress, setAdaProgress] = useState<AdaProgress | null>(null);
  const explainAda = useAdaFailure();

  const failure = (error: unknown, rail: 'vote' | 'card' | 'crypto'): SupportResult | null => {
    const code = isApiError(error) ? error.code : '';
    // The form sends only whole amounts from 1 to the maximum, so a refused amount is one above
    // the server's own maximum; ADA has a minimum of its own. Both belong under the amount field.
    const amountCode = code === 'donation.invalid_amount' ? 'max_amount' : code === 'ada.amount_too_small' ? code : null;
    if (amountCode && onAmountRefused) {
      onAmountRefused(amountCode);
      return null;
    }
    if (code === 'vote.organization_identity' || code === 'donation.organization_identity') {
      return { kind: 'error', title: t('errors.switchToPerson'), message: t('errors.switchToPersonText') };
    }
    if (code === 'auth.email_unverified') {
      return { kind: 'error', title: t('errors.emailUnverified'), message: t('errors.emailUnverifiedText') };
    }
    if (code === 'vote.already_voted') return { kind: 'error', title: t('errors.alreadyVoted'), message: '' };
    if (code === 'vote.ended') return { kind: 'error', title: t('errors.votingEnded'), message: '' };
    if (code === 'vote.not_started') return { kind: 'error', title: t('errors.votingNotStarted'), message: '' };
    // A declined card says so first (not only "Donation failed"), then what to do about it.
    if (code === 'payment.card_declined') return { kind: 'error', title: messages.apiError(error), message: t('errors.cardAdvice') };
    const title = rail === 'vote' ? t('errors.voteFailed') : t('errors.donationFailed');
    // A refusal the server explains (payment service down, too many pending payments) is shown as
    // explained; the card or wallet advice is for a decline, or a failure nobody explained.
    if (isApiError(error) && code !== 'payment.card_declined' && i18n.exists(code, { ns: 'errors' })) {
      return { kind: 'error', title, message: messages.apiError(error) };
    }
    if (rail === 'vote') return { kind: 'error', title, message: t('errors.voteAdvice') };
    return { kind: 'error', title, message: rail === 'card' ? t('errors.cardAdvice') : t('errors.cryptoAdvice') };
  };

  /**
   * The person closed or failed the bank's 3-D Secure check: the payment is canceled on the server
   * too, so the history says "Canceled" instead of waiting for an action forever.
   */
  const abandon = async (donationId: string): Promise<SupportResult | null> => {
    try {
      await cancelDonation(donationId);
    } catch (error) {
      // The bank answered first (a webhook settled or failed it): the status page tells which.
      if (isApiError(error) && error.code === 'donation.not_cancelable') {
        return { kind: 'status', donationId, title: t('threeDs.endedTitle'), message: t('threeDs.endedText') };
      }
      return failure(error, 'card');
    }
    return { kind: 'status', donationId, title: t('threeDs.canceledTitle'), message: t('threeDs.canceledText') };
  };

  const settled = (answer: DonationAnswer, voted: boolean): SupportResult => ({
    kind: 'donated',
    donationId: answer.donation.id,
    pending: answer.donation.state !== 'settled',
    voted: voted && answer.donation.state === 'settled',
  });

  /** Wallet → server-built transaction → signature → submission → the donation with the txid. */
  const donateAda = async (request: SupportRequest, wallet: { api: Cip30Api; address: string; name: string }, votes: boolean) => {
    let txid: string;
    try {
      ({ txid } = await payWithWallet(wallet.api, project.id, request.amount, setAdaProgress));
    } catch (error) {
      return adaFailure(error);
    }
    setAdaProgress((current) => ({ step: 'record', feeLovelace: current?.feeLovelace ?? null }));
    const body = { amount: request.amount, currency: 'lovelace' as const, txid, wallet_address: wallet.address, rate: request.adaRate, anonymous: request.anonymous };
    // The ADA has left the wallet: retry the record (spec §9, up to 3 more times) under one key.
    const key = newKey();
    for (let attempt = 0; ; attempt += 1) {
      try {
        return settled(await donate(project.id, body, key), votes);
      } catch (error) {
        const code = isApiError(error) ? error.code : '';
        if (attempt >= 3 || code === 'donation.tx_reused' || code === 'donation.organization_identity') {
          return { kind: 'error', title: t('ada.unrecordedTitle'), message: t('ada.unrecordedText', { txid }) } satisfies SupportResult;
        }
      }
    }
  };

  /** What went wrong before any ADA left the wallet, in the person's words. */
  const adaFailure = (error: unknown): SupportResult | null => {
    const explained = explainAda(error);
    if (explained.kind === 'declined') return { kind: 'notice', title: t('ada.declinedTitle'), message: t('ada.declinedText') };
    if (explained.kind === 'explained') return { kind: 'error', title: t('errors.donationFailed'), message: explained.message };
    return failure(explained.cause, 'crypto');
  };

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
              clientSecret: answer.client_secret ?? null,
              paymentIntentId: answer.payment_intent_id,
              total: answer.donation.total,
              voted: votes,
            };
            // Stripe runs the bank's own 3-D Secure page; in development a dialog stands in for it.
            if (request.cardRail && next.clientSecret) {
              const approved = await request.cardRail.confirm(next.clientSecret);
              setResult(approved ? settled(await confirmDonation(next.donationId, next.paymentIntentId), votes) : await abandon(next.donationId));
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
      if (!request.wallet) {
        setResult(failure(null, 'crypto'));
        return;
      }
      setResult(await donateAda(request, request.wallet, votes));
    } finally {
      refresh(project.id);
      setAdaProgress(null);
      setBusy(false);
    }
  };

  /** After the (simulated) 3-D Secure page: confirm the intent, or give up. */
  const completeChallenge = async (approved: boolean) => {
    if (!challenge) return;
    setBusy(true);
    try {
      if (!approved) {
        setResult(await abandon(challenge.donationId));
        return;
      }
      // The stand-in for the bank's page answers the check, as Stripe's page would; then confirm.
      if (challenge.clientSecret) await answerBankCheck(challenge.clientSecret, true);
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

  return { busy, result, clearResult: () => setResult(null), challenge, completeChallenge, submit, adaProgress };
}
