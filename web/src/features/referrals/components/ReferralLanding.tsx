import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { LinkButton } from '@/components/ui/LinkButton';
import { paths } from '@/lib/paths';
import { registerPath, type PendingReferral } from '@/lib/referral';
import { approxValues, formatThank, PERSON_THANK } from '../utils/rewards';
import { RewardsExplainer } from './RewardsExplainer';
import './referrals.css';

/** /referral for a visitor: who invited them (when the link says), the programme, and the way in. */
export function ReferralLanding({ referral }: { referral: PendingReferral | 'invalid' | undefined }) {
  const { t, i18n } = useTranslation('referrals');
  const valid = referral === 'invalid' ? undefined : referral;
  const title = valid?.kind === 'username' ? t('landing.titleBy', { username: valid.value }) : t('landing.title');

  return (
    <div className="mp-ref-stack">
      <div>
        <h1 className="mp-h1 mp-ref-title mp-ref-landing-title" dir="auto">
          {title}
        </h1>
        <p className="mp-p mp-muted mp-ref-measure">{t('landing.welcome')}</p>
      </div>
      {referral === 'invalid' && (
        <Alert severity="warning" data-testid="referral-invalid">
          {t('landing.invalid')}
        </Alert>
      )}
      {referral === undefined && <Alert severity="info">{t('landing.noCode')}</Alert>}
      <section className="mp-card mp-ref-card" aria-labelledby="landing-steps-title">
        <h2 id="landing-steps-title" className="mp-h2 mp-ref-section-title">
          {t('landing.stepsTitle')}
        </h2>
        <ol className="mp-ref-steps-list">
          <li>{t('landing.step1')}</li>
          <li>{t('landing.step2')}</li>
          <li>{t('landing.step3')}</li>
        </ol>
        <p className="mp-p mp-ref-reward-line">{t('landing.stepsReward', { amount: formatThank(PERSON_THANK, i18n.language), ...approxValues('person', i18n.language) })}</p>
        <div className="mp-ref-actions">
          <LinkButton to={registerPath('individual', valid)} variant="contained">
            {t('landing.register')}
          </LinkButton>
          <LinkButton to={registerPath('organization', valid)} variant="outlined">
            {t('landing.registerOrganization')}
          </LinkButton>
        </div>
        <p className="mp-body2 mp-ref-login">
          {t('landing.haveAccount')}{' '}
          <Link to={`${paths.intro}?mode=login`} className="mp-link mp-ref-underline">
            {t('landing.logIn')}
          </Link>
        </p>
      </section>
      <RewardsExplainer />
    </div>
  );
}
