import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/FormTextField';
import { useAppConfig } from '@/lib/config/appConfig';
import { formatMoney, formatUsd } from '@/lib/format';
import { votingStatus } from '@/lib/rounds/voting';
import { useRates } from '../api/queries';
import type { DonationTarget } from '../api/types';
import { TEST_WALLET_KEY, testWallet } from '../api/testWallet';
import { useCardanoWallet } from '../hooks/useCardanoWallet';
import { useSupportFlow } from '../hooks/useSupportFlow';
import { MAX_DONATION, supportSchema, TEST_CARDS, type SupportValues } from '../schemas';
import type { CardRail } from '../stripe/cardRail';
import { cardFee } from '../utils/money';
import { AdaProgressSteps } from './AdaProgressSteps';
import { AmountSummary } from './AmountSummary';
import { ResultDialog } from './ResultDialog';
import { LazyThreeDSecureDialog as ThreeDSecureDialog } from './LazyThreeDSecureDialog';
import { WalletPicker } from './WalletPicker';

const StripeCardField = lazy(() => import('../stripe/StripeCardField'));

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
  const config = useAppConfig();
  const rates = useRates();
  const testWalletName = config?.test_wallet ? t('wallet.testWallet') : null;
  const extraWallets = useMemo(() => (testWalletName ? { [TEST_WALLET_KEY]: testWallet(testWalletName) } : undefined), [testWalletName]);
  const wallet = useCardanoWallet(extraWallets);
  const [cardRail, setCardRail] = useState<CardRail | null>(null);
  const votingOpen = project.status === 'ACTIVE' && votingStatus(project.round) === 'DURING';
  const votingOpensAt = votingStatus(project.round) === 'BEFORE' ? project.round.voting_start_at : null;
  const canVote = votingOpen && !project.user_voted;
  const form = useForm<SupportValues>({
    resolver: zodResolver(supportSchema),
    defaultValues: { mode: canVote && !withDonationFirst ? 'vote' : 'donate', amount: '', currency: 'USD', anonymous: false, cardToken: 'tok_visa' },
  });
  const flow = useSupportFlow(project, (code) => form.setError('amount', { type: 'server', message: code }, { shouldFocus: true }));
  const [mode, currency, amountText] = useWatch({ control: form.control, name: ['mode', 'currency', 'amount'] });
  const withDonation = mode === 'donate';
  const amount = /^\d+$/.test(amountText) ? Number(amountText) : 0;
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

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('form.label')}>
      <Stack spacing={3}>
        {canVote ? (
          <Controller
            control={form.control}
            name="mode"
            render={({ field }) => (
              <FormControl component="fieldset">
                <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
                  {t('form.howTitle')}
                </FormLabel>
                <RadioGroup {...field}>
                  <FormControlLabel value="vote" control={<Radio />} label={t('form.voteOnly')} />
                  <FormControlLabel value="donate" control={<Radio />} label={t('form.voteWithDonation')} />
                </RadioGroup>
              </FormControl>
            )}
          />
        ) : (
          <Alert severity="info">
            {project.user_voted && votingOpen ? t('form.alreadyVotedDonate') : t('form.donateOnly')}
          </Alert>
        )}

        <Collapse in={withDonation} unmountOnExit>
          <Stack spacing={2.5}>
            <FormTextField
              control={form.control}
              name="amount"
              label={t('form.amount')}
              required
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
              helperText={currency === 'lovelace' ? t('form.amountHelpAda') : t('form.amountHelpUsd')}
              errorValues={{ max: currency === 'USD' ? formatUsd(MAX_DONATION, i18n.language) : formatMoney(MAX_DONATION, currency, i18n.language) }}
            />
            <Controller
              control={form.control}
              name="currency"
              render={({ field }) => (
                <FormControl component="fieldset">
                  <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
                    {t('form.currency')}
                  </FormLabel>
                  <RadioGroup {...field} row>
                    <FormControlLabel value="USD" control={<Radio />} label={t('form.usdCard')} />
                    <FormControlLabel value="lovelace" control={<Radio />} label={t('form.ada')} />
                  </RadioGroup>
                </FormControl>
              )}
            />
            {currency === 'USD' ? (
              <>
                <AmountSummary
                  lines={[
                    { label: t('form.donation'), value: formatMoney(amount, 'USD', i18n.language) },
                    { label: t('form.fee'), value: formatMoney(cardFee(amount), 'USD', i18n.language), testId: 'fee' },
                    { label: t('form.total'), value: formatMoney(amount + cardFee(amount), 'USD', i18n.language), strong: true, testId: 'total' },
                  ]}
                />
                {stripeConfigured && config?.stripe_publishable_key ? (
                  <Suspense fallback={null}>
                    <StripeCardField publishableKey={config.stripe_publishable_key} onReady={setCardRail} />
                  </Suspense>
                ) : (
                  <FormTextField control={form.control} name="cardToken" label={t('form.testCard')} helperText={t('form.testCardHelp')} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
                    {TEST_CARDS.map((card) => (
                      <option key={card} value={card}>
                        {t(`form.testCards.${card}`)}
                      </option>
                    ))}
                  </FormTextField>
                )}
              </>
            ) : (
              <>
                {!payable && <Alert severity="warning">{t('form.noProjectWallet')}</Alert>}
                {payable && <WalletPicker wallet={wallet} />}
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
                <FormControlLabel
                  control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                  label={t('form.anonymous')}
                />
              )}
            />
          </Stack>
        </Collapse>

        {renderEstimate?.({ amount, currency, withDonation, votingOpensAt })}

        {flow.adaProgress && <AdaProgressSteps progress={flow.adaProgress} walletName={wallet.name ?? ''} />}

        <Button type="submit" variant="contained" size="large" loading={flow.busy} disabled={blockedByRail}>
          {submitLabel}
        </Button>
      </Stack>

      <ThreeDSecureDialog
        open={flow.challenge !== null}
        amountText={formatMoney(flow.challenge?.total ?? 0, 'USD', i18n.language)}
        busy={flow.busy}
        onComplete={() => void flow.completeChallenge(true)}
        onCancel={() => void flow.completeChallenge(false)}
      />
      <ResultDialog
        result={flow.result}
        onClose={() => {
          const succeeded = flow.result?.kind === 'voted' || flow.result?.kind === 'donated';
          flow.clearResult();
          if (succeeded) onDone();
        }}
      />
    </Box>
  );
}
