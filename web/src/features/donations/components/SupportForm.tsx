import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Controller, useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Checkbox } from '@/components/ui/Checkbox';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { Spinner } from '@/components/ui/Skeleton';
import { Radio, RadioGroup } from '@/components/ui/Radio';
import { TextField } from '@/components/ui/TextField';
import { useAppConfig } from '@/lib/config/appConfig';
import { formatMoney, formatUsd } from '@/lib/format';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { votingStatus } from '@/lib/rounds/voting';
import { useRates } from '../api/queries';
import type { DonationTarget } from '../api/types';
import { TEST_WALLET_KEY, testWallet } from '../api/testWallet';
import { useCardanoWallet } from '../hooks/useCardanoWallet';
import { useSupportFlow } from '../hooks/useSupportFlow';
import { MAX_DONATION, supportSchema, TEST_CARDS, type SupportValues } from '../schemas';
import type { CardRail } from '../stripe/cardRail';
import { cardFee } from '../utils/money';
import { AmountSummary } from './AmountSummary';
import { PendingButton } from './PendingButton';
import { LazyThreeDSecureDialog as ThreeDSecureDialog } from './LazyThreeDSecureDialog';
import './support.css';

const StripeCardField = lazy(() => import('../stripe/StripeCardField'));
// Drawn only once used: the wallet picker and the ADA steps when paying in ADA, the result's
// dialog once there is a result (then kept, so it can close with its animation).
const WalletPicker = lazy(async () => ({ default: (await import('./WalletPicker')).WalletPicker }));
const AdaProgressSteps = lazy(async () => ({ default: (await import('./AdaProgressSteps')).AdaProgressSteps }));
const ResultDialog = lazy(async () => ({ default: (await import('./ResultDialog')).ResultDialog }));

/**
 * Vote without a donation, or with one: amount (whole numbers), USD by card (5% fee shown as
 * its own line) or ADA from a CIP-30 wallet, and "hide my name".
 */
export interface SupportChoice {
  /** Whole units of `currency`; 0 while the field is empty or invalid. */
  amount: number;
  currency: 'USD' | 'lovelace';
  withDonation: boolean;
  /** When voting has not opened yet: when it opens. */
  votingOpensAt: string | null;
}

export function SupportForm({
  project,
  onDone,
  renderEstimate,
  withDonationFirst = false,
}: {
  project: DonationTarget;
  onDone: () => void;
  /** Opened from "Donate": "Vote with a donation" is chosen at first. */
  withDonationFirst?: boolean;
  /** What the choice would add to the project's match (the app composes the matching feature in). */
  renderEstimate?: (choice: SupportChoice) => React.ReactNode;
}) {
  const { t, i18n } = useTranslation('donations');
  const messages = useErrorMessages();
  const config = useAppConfig();
  const rates = useRates();
  const testWalletName = config?.test_wallet ? t('wallet.testWallet') : null;
  const extraWallets = useMemo(() => (testWalletName ? { [TEST_WALLET_KEY]: testWallet(testWalletName) } : undefined), [testWalletName]);
  const wallet = useCardanoWallet(extraWallets);
  const [cardRail, setCardRail] = useState<CardRail | null>(null);
  const [hadResult, setHadResult] = useState(false);
  const votingOpen = project.status === 'ACTIVE' && votingStatus(project.round) === 'DURING';
  const votingOpensAt = votingStatus(project.round) === 'BEFORE' ? project.round.voting_start_at : null;
  const canVote = votingOpen && !project.user_voted;
  const form = useForm<SupportValues>({
    resolver: zodResolver(supportSchema),
    defaultValues: { mode: canVote && !withDonationFirst ? 'vote' : 'donate', amount: '', currency: 'USD', anonymous: false, cardToken: 'tok_visa' },
  });
  const flow = useSupportFlow(project, (code) => form.setError('amount', { type: 'server', message: code }, { shouldFocus: true }));
  if (flow.result && !hadResult) setHadResult(true);
  const [mode, currency, amountText] = useWatch({ control: form.control, name: ['mode', 'currency', 'amount'] });
  const amountField = useController({ control: form.control, name: 'amount' });
  const amountCode = amountField.fieldState.error?.message;
  const withDonation = mode === 'donate';
  const amount = /^\d+$/.test(amountText) ? Number(amountText) : 0;
  // The fee's rate comes with the configuration (`card_fee_bps`); until it is here, no total is shown.
  const fee = config?.card_fee_bps === undefined ? null : cardFee(amount, config.card_fee_bps);
  const adaRate = rates.data?.lovelace ?? 0;
  const stripeConfigured = Boolean(config?.stripe_publishable_key);
  // The project's wallet, or else the platform payout address, receives the ADA.
  const payable = Boolean(project.wallet_address ?? config?.payout_address);
  const adaReady = wallet.status === 'connected' && wallet.api !== null && wallet.address !== null;

  const onSubmit = form.handleSubmit(async (values) => {
    await flow.submit({
      withDonation: values.mode === 'donate',
      votingOpen,
      amount: Number(values.amount),
      currency: values.currency,
      anonymous: values.anonymous,
      cardToken: values.cardToken,
      cardRail: stripeConfigured ? cardRail : null,
      adaRate,
      wallet: adaReady && wallet.api && wallet.address ? { api: wallet.api, address: wallet.address, name: wallet.name ?? '' } : null,
    });
    if (values.mode === 'donate' && values.currency === 'lovelace') void wallet.refresh();
  });

  const blockedByRail =
    withDonation && ((currency === 'USD' && stripeConfigured && !cardRail) || (currency === 'lovelace' && (!payable || !adaReady)));
  const submitLabel = !withDonation ? t('form.submitVote') : canVote ? t('form.submitVoteAndDonate') : t('form.submitDonate');
  const maxText = currency === 'USD' ? formatUsd(MAX_DONATION, i18n.language) : formatMoney(MAX_DONATION, currency, i18n.language);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('form.label')} className="mp-support-form">
      {canVote ? (
        <Controller
          control={form.control}
          name="mode"
          render={({ field }) => (
            <RadioGroup label={t('form.howTitle')} name={field.name} value={field.value} onChange={field.onChange} className="mp-support-choice">
              <Radio value="vote">{t('form.voteOnly')}</Radio>
              <Radio value="donate">{t('form.voteWithDonation')}</Radio>
            </RadioGroup>
          )}
        />
      ) : (
        <Alert severity="info" role="status">
          {project.user_voted && votingOpen ? t('form.alreadyVotedDonate') : t('form.donateOnly')}
        </Alert>
      )}

      {withDonation && (
        <div className="mp-support-donation">
          <TextField
            label={
              <>
                {t('form.amount')}
                <span aria-hidden="true">{'\u2009*'}</span>
              </>
            }
            name={amountField.field.name}
            value={amountField.field.value}
            onChange={amountField.field.onChange}
            onBlur={amountField.field.onBlur}
            inputRef={amountField.field.ref}
            isRequired
            validationBehavior="aria"
            inputMode="numeric"
            autoComplete="off"
            inputProps={{ dir: 'ltr' }}
            description={currency === 'lovelace' ? t('form.amountHelpAda') : t('form.amountHelpUsd')}
            errorMessage={amountCode ? messages.fieldError(amountCode, { max: maxText }) : undefined}
          />
          <Controller
            control={form.control}
            name="currency"
            render={({ field }) => (
              <RadioGroup label={t('form.currency')} name={field.name} value={field.value} onChange={field.onChange} orientation="horizontal" className="mp-support-choice">
                <Radio value="USD">{t('form.usdCard')}</Radio>
                <Radio value="lovelace">{t('form.ada')}</Radio>
              </RadioGroup>
            )}
          />
          {currency === 'USD' ? (
            <>
              <AmountSummary
                lines={[
                  { label: t('form.donation'), value: formatMoney(amount, 'USD', i18n.language) },
                  { label: t('form.fee'), value: fee === null ? '…' : formatMoney(fee, 'USD', i18n.language), testId: 'fee' },
                  { label: t('form.total'), value: fee === null ? '…' : formatMoney(amount + fee, 'USD', i18n.language), strong: true, testId: 'total' },
                ]}
              />
              {stripeConfigured && config?.stripe_publishable_key ? (
                <Suspense fallback={null}>
                  <StripeCardField publishableKey={config.stripe_publishable_key} onReady={setCardRail} />
                </Suspense>
              ) : (
                <Controller
                  control={form.control}
                  name="cardToken"
                  render={({ field }) => (
                    <NativeSelect label={t('form.testCard')} description={t('form.testCardHelp')} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref}>
                      {TEST_CARDS.map((card) => (
                        <option key={card} value={card}>
                          {t(`form.testCards.${card}`)}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                />
              )}
            </>
          ) : (
            <>
              {!payable && <Alert severity="warning" role="status">{t('form.noProjectWallet')}</Alert>}
              {payable && (
                <Suspense fallback={<Spinner label={t('loading', { ns: 'common' })} size={24} />}>
                  <WalletPicker wallet={wallet} />
                </Suspense>
              )}
              <AmountSummary
                lines={[
                  { label: t('form.donation'), value: formatMoney(amount, 'lovelace', i18n.language) },
                  { label: t('form.approxUsd'), value: formatMoney(amount * adaRate, 'USD', i18n.language), strong: true },
                ]}
              />
            </>
          )}
          <Controller
            control={form.control}
            name="anonymous"
            render={({ field }) => (
              <Checkbox name={field.name} isSelected={field.value} onChange={field.onChange}>
                {t('form.anonymous')}
              </Checkbox>
            )}
          />
        </div>
      )}

      {renderEstimate?.({ amount, currency, withDonation, votingOpensAt })}

      {flow.adaProgress && (
        <Suspense fallback={<Spinner label={t('loading', { ns: 'common' })} size={24} />}>
          <AdaProgressSteps progress={flow.adaProgress} walletName={wallet.name ?? ''} />
        </Suspense>
      )}

      <PendingButton type="submit" variant="contained" className="mp-support-submit" pending={flow.busy} isDisabled={blockedByRail}>
        {submitLabel}
      </PendingButton>

      <ThreeDSecureDialog
        open={flow.challenge !== null}
        amountText={formatMoney(flow.challenge?.total ?? 0, 'USD', i18n.language)}
        busy={flow.busy}
        onComplete={() => void flow.completeChallenge(true)}
        onCancel={() => void flow.completeChallenge(false)}
      />
      {hadResult && (
        <Suspense fallback={null}>
          <ResultDialog
            result={flow.result}
            onClose={() => {
              const succeeded = flow.result?.kind === 'voted' || flow.result?.kind === 'donated';
              flow.clearResult();
              if (succeeded) onDone();
            }}
          />
        </Suspense>
      )}
    </form>
  );
}
