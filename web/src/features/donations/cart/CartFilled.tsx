import { useQueries, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Checkbox } from '@/components/ui/Checkbox';
import { LinkButton } from '@/components/ui/LinkButton';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { Radio, RadioGroup } from '@/components/ui/Radio';
import { Spinner } from '@/components/ui/Skeleton';
import { isApiError } from '@/lib/api/errors';
import { signInPath } from '@/lib/auth/returnPath';
import { useSession } from '@/lib/auth/session';
import { useAppConfig } from '@/lib/config/appConfig';
import { formatMoney } from '@/lib/format';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { AmountSummary } from '../components/AmountSummary';
import { LazyThreeDSecureDialog as ThreeDSecureDialog } from '../components/LazyThreeDSecureDialog';
import { PendingButton } from '../components/PendingButton';
import { TEST_CARDS } from '../schemas';
import type { CardRail } from '../stripe/cardRail';
import { cardFee } from '../utils/money';
import { estimateCart, projectSummary, saveCart } from './api';
import { amountProblem } from './amount';
import { CartEmpty } from './CartEmpty';
import { CartLineRow } from './CartLineRow';
import { CheckoutResultView } from './CheckoutResultView';
import { NoWalletNotice } from './NoWalletNotice';
import { cartLines, removeFromCart, setCartLines, useCartLines, type CartLine } from './store';
import { useCheckout } from './useCheckout';
import './cart.css';

const StripeCardField = lazy(() => import('../stripe/StripeCardField'));
// The wallet picker and the ADA steps load only when the person chooses ADA.
const AdaCartSummary = lazy(() => import('./AdaCartPayment').then((module) => ({ default: module.AdaCartSummary })));
const AdaCartPayment = lazy(() => import('./AdaCartPayment').then((module) => ({ default: module.AdaCartPayment })));

/**
 * The cart with projects in it (CartView draws it once the cart has had a project): the projects
 * with editable amounts, and one payment for all of them: by card (the total with the one card
 * fee line) or in ADA from a Cardano wallet (one transaction, no card fee). `syncError` is why the
 * account's cart could not be joined, if it could not.
 */
export function CartFilled({ syncError: mergeError }: { syncError: string | null }) {
  const { t, i18n } = useTranslation('donations');
  const messages = useErrorMessages();
  const config = useAppConfig();
  const signedIn = useSession().signedIn;
  const cart = useCartLines();
  const [syncError, setSyncError] = useState<string | null>(mergeError);
  const [cardToken, setCardToken] = useState<string>(TEST_CARDS[0]);
  const [cardRail, setCardRail] = useState<CardRail | null>(null);
  const [paidTitles, setPaidTitles] = useState<Record<string, string>>({});
  const [method, setMethod] = useState<'card' | 'ada'>('card');
  const [anonymous, setAnonymous] = useState(false);
  const checkout = useCheckout(() => (signedIn ? void saveCart([]).catch(() => undefined) : undefined));
  const stripeConfigured = Boolean(config?.stripe_publishable_key);
  const explain = (error: unknown) => (isApiError(error) ? messages.apiError(error) : String(error));

  const titles = useQueries({
    // In ADA every project is read: one without a wallet is named before paying.
    queries: cart.map((line) => ({ queryKey: ['cart', 'project', line.projectId], queryFn: () => projectSummary(line.projectId), enabled: !line.title || method === 'ada', staleTime: 60_000 })),
  });
  const allValid = cart.length > 0 && cart.every((line) => amountProblem(String(line.amount)) === null);
  const estimate = useQuery({ queryKey: ['cart', 'estimate', cart.map((line) => [line.projectId, line.amount])], queryFn: () => estimateCart(cart), enabled: allValid, retry: false });
  const titleOf = (line: CartLine, index: number) => line.title ?? titles[index]?.data?.title ?? '…';
  // The projects that cannot receive ADA: known from the projects (no wallet, no payout address),
  // or named by the server's `checkout.no_wallet`.
  const refused = checkout.result?.kind === 'noWallet' ? checkout.result.projects.map((project) => project.id) : [];
  const walletless =
    method === 'ada'
      ? cart
          .map((line, index) => ({ line, index, summary: titles[index]?.data }))
          .filter(({ line, summary }) => refused.includes(line.projectId) || (summary !== undefined && !(summary.wallet_address ?? config?.payout_address)))
          .map(({ line, index }) => ({ id: line.projectId, title: titleOf(line, index) }))
      : [];

  const change = (next: CartLine[]) => {
    setCartLines(next);
    if (signedIn) saveCart(next).then(() => setSyncError(null), (error: unknown) => setSyncError(explain(error)));
  };
  const remove = (projectId: string) => {
    removeFromCart(projectId);
    change(cartLines());
  };
  const payByCard = () => {
    setMethod('card');
    checkout.clearResult();
  };

  if (checkout.result?.kind === 'paid') return <CheckoutResultView answer={checkout.result.answer} titles={paidTitles} />;
  if (cart.length === 0) return <CartEmpty />;

  const amount = cart.reduce((sum, line) => sum + line.amount, 0);
  // The fee's rate comes with the configuration; until it is here, nothing is shown as a total.
  const feeBps = config?.card_fee_bps;
  const fee = feeBps === undefined ? null : cart.reduce((sum, line) => sum + cardFee(line.amount, feeBps), 0);
  const money = (value: number | null) => (value === null ? '…' : formatMoney(value, 'USD', i18n.language));
  const total = fee === null ? null : amount + fee;
  const ready = allValid && fee !== null && (!stripeConfigured || cardRail !== null);
  const rememberTitles = () => setPaidTitles(Object.fromEntries(cart.map((line, index) => [line.projectId, titleOf(line, index)])));

  return (
    <div className="mp-cart">
      {syncError && <Alert severity="warning">{syncError}</Alert>}
      <ul aria-label={t('cart.projects')} className="mp-cart-lines">
        {cart.map((line, index) => (
          <CartLineRow
            key={line.projectId}
            line={line}
            title={titleOf(line, index)}
            onAmount={(value) => change(cart.map((l) => (l.projectId === line.projectId ? { ...l, amount: value } : l)))}
            onRemove={() => remove(line.projectId)}
          />
        ))}
      </ul>
      {signedIn && (
        <RadioGroup
          label={t('form.currency')}
          orientation="horizontal"
          className="mp-cart-method"
          isDisabled={checkout.busy}
          value={method}
          onChange={(value) => {
            setMethod(value === 'ada' ? 'ada' : 'card');
            checkout.clearResult();
          }}
        >
          <Radio value="card">{t('form.usdCard')}</Radio>
          <Radio value="ada">{t('form.ada')}</Radio>
        </RadioGroup>
      )}
      {method === 'ada' ? (
        <Suspense fallback={<Spinner label={t('cart.loading')} size={24} />}>
          <AdaCartSummary count={cart.length} amountUsd={amount} />
        </Suspense>
      ) : (
        <AmountSummary
          lines={[
            { label: t('cart.donations', { count: cart.length }), value: money(amount) },
            { label: t('form.fee'), value: money(fee), testId: 'cart-fee' },
            { label: t('form.total'), value: money(total), strong: true, testId: 'cart-total' },
          ]}
        />
      )}
      {estimate.data && (
        <div className="mp-cart-estimate">
          <p className="mp-p" data-testid="cart-estimate" role="status">
            {estimate.data.estimate_cents <= 0
              ? t('cart.estimateNone')
              : t(estimate.data.approximate ? 'cart.estimateApprox' : 'cart.estimate', { amount: money(estimate.data.estimate_usd) })}
          </p>
          {cart.map((line, index) =>
            estimate.data.projects.find((p) => p.project_id === line.projectId)?.capped ? (
              <p key={line.projectId} className="mp-p mp-body2 mp-muted" data-testid="cart-capped">
                {t('cart.capped', { project: titleOf(line, index) })}
              </p>
            ) : null,
          )}
        </div>
      )}
      <p className="mp-p mp-body2 mp-muted">{t(method === 'ada' ? 'cart.adaVotesNote' : 'cart.votesNote')}</p>
      {!signedIn ? (
        <LinkButton to={signInPath(paths.cart)} variant="contained" className="mp-cart-pay">
          {t('cart.logInToPay')}
        </LinkButton>
      ) : (
        <div className="mp-cart-stack">
          <Checkbox isSelected={anonymous} onChange={setAnonymous} isDisabled={checkout.busy}>
            {t('form.anonymous')}
          </Checkbox>
          {walletless.length > 0 && <NoWalletNotice projects={walletless} onPayByCard={payByCard} onRemove={remove} />}
          {method === 'ada' ? (
            <Suspense fallback={null}>
              <AdaCartPayment
                amountUsd={amount}
                ready={allValid && walletless.length === 0}
                busy={checkout.busy}
                progress={checkout.adaProgress}
                onPay={(wallet) => {
                  rememberTitles();
                  void checkout.payAda(cart, wallet, anonymous);
                }}
              />
            </Suspense>
          ) : stripeConfigured && config?.stripe_publishable_key ? (
            <Suspense fallback={null}>
              <StripeCardField publishableKey={config.stripe_publishable_key} onReady={setCardRail} />
            </Suspense>
          ) : (
            <NativeSelect label={t('form.testCard')} description={t('form.testCardHelp')} value={cardToken} onChange={(event) => setCardToken(event.target.value)}>
              {TEST_CARDS.map((card) => (
                <option key={card} value={card}>
                  {t(`form.testCards.${card}`)}
                </option>
              ))}
            </NativeSelect>
          )}
          {checkout.result?.kind === 'error' && (
            <Alert severity="error" role="alert" title={t('errors.donationFailed')}>
              {checkout.result.message}
            </Alert>
          )}
          {checkout.result?.kind === 'canceled' && (
            <Alert severity="info" role="status">
              {t('cart.canceled')}
            </Alert>
          )}
          {checkout.result?.kind === 'declined' && (
            <Alert severity="info" role="status" title={t('cart.adaDeclinedTitle')}>
              {t('cart.adaDeclined')}
            </Alert>
          )}
          {method === 'card' && (
            <PendingButton
              variant="contained"
              className="mp-cart-pay"
              data-testid="pay-by-card"
              isDisabled={!ready}
              pending={checkout.busy}
              onPress={() => {
                rememberTitles();
                void checkout.pay(cart, cardToken, stripeConfigured ? cardRail : null, anonymous);
              }}
            >
              {t('cart.payByCard', { amount: money(total) })}
            </PendingButton>
          )}
        </div>
      )}
      <ThreeDSecureDialog
        open={checkout.challenge !== null}
        amountText={money(total)}
        busy={checkout.busy}
        onComplete={() => void checkout.completeChallenge(true)}
        onCancel={() => void checkout.completeChallenge(false)}
      />
    </div>
  );
}
