import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import type { Identity } from '@/lib/auth/identities';
import { paths } from '@/lib/paths';
import { pendingReferral, type RegisteredWithReferral } from '@/lib/referral';
import { useCompleteIntro } from '../hooks/useCompleteIntro';
import { useIntroSearch } from '../hooks/useIntroSearch';
import { AccountTypeChooser } from './AccountTypeChooser';
import { AuthCard } from './AuthCard';
import type { IntroFormsProps } from './IntroForms';
import { SwitchPrompt } from './SwitchPrompt';

/**
 * /intro: choose individual or organization, then create an account or log in, on one page.
 * `Forms` draws the second step's form (`IntroForms`, or a component that loads it on demand):
 * the first step draws without the forms' code.
 */
export function IntroSteps({ Forms }: { Forms: ComponentType<IntroFormsProps> }) {
  const { t } = useTranslation('auth');
  const { type, mode, referral, next, update } = useIntroSearch();
  const complete = useCompleteIntro(type, next);
  const navigate = useNavigate();
  // A person invited by someone learns on /referral whether the invitation was recorded.
  const completeRegistration = async (identities: Identity[]) => {
    if (!referral) return complete(identities);
    pendingReferral.clear();
    if (type === 'organization') return complete(identities);
    const state: RegisteredWithReferral = { registeredWith: referral };
    await navigate(paths.referral, { replace: true, state });
  };
  const typeLabel = type === 'organization' ? t('intro.organization') : t('intro.individual');

  return (
    <AuthCard title={t('intro.title')} subtitle={t('intro.subtitle')}>
      {mode === 'choose' ? (
        <>
          <h2 id="account-type-title" className="mp-h2 mp-auth-step-title mp-auth-choose-title">
            {t('intro.chooseType')}
          </h2>
          <AccountTypeChooser value={type} onChange={(next) => update({ type: next }, true)} />
          <div className="mp-auth-actions mp-auth-actions-spaced">
            <Button variant="contained" className="mp-auth-large" fullWidth onPress={() => update({ mode: 'register' })}>
              {t('intro.createAccount')}
            </Button>
            <Button variant="outlined" className="mp-auth-large" fullWidth onPress={() => update({ mode: 'login' })}>
              {t('intro.logIn')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <div className="mp-auth-step-head">
            <h2 className="mp-h2 mp-auth-step-title">{mode === 'register' ? t('register.title') : t('login.title')}</h2>
            {/* Logging in is the same for either kind of account: the choice matters only to a new one. */}
            {mode === 'register' && (
              <div className="mp-auth-chosen">
                <p className="mp-body2 mp-muted">{t('intro.chosenType', { type: typeLabel })}</p>
                <Button size="small" onPress={() => update({ mode: 'choose' })} aria-label={`${t('intro.change')}: ${typeLabel}`}>
                  {t('intro.change')}
                </Button>
              </div>
            )}
          </div>
          {type === 'organization' && mode === 'register' && (
            <Alert severity="info" className="mp-auth-notice">
              {t('intro.organizationNext')}
            </Alert>
          )}
          {referral && mode === 'register' && (
            <Alert severity="success" className="mp-auth-notice">
              {referral.kind === 'username' ? t('register.invitedBy', { username: referral.value }) : t('register.invitedWithCode')}
            </Alert>
          )}
          {mode === 'register' ? (
            <>
              <Forms mode="register" onRegistered={completeRegistration} onLoggedIn={complete} referralCode={referral?.value} next={next} />
              <SwitchPrompt question={t('intro.haveAccount')} action={t('intro.logIn')} onClick={() => update({ mode: 'login' }, true)} />
            </>
          ) : (
            <>
              <Forms mode="login" onRegistered={completeRegistration} onLoggedIn={complete} next={next} />
              <SwitchPrompt question={t('intro.noAccount')} action={t('intro.createAccount')} onClick={() => update({ mode: 'register' }, true)} />
            </>
          )}
        </>
      )}
    </AuthCard>
  );
}
