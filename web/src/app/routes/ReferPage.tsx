import { useTranslation } from 'react-i18next';
import { ReferPanel } from '@/features/referrals/components/ReferPanel';
import { useIdentities } from '@/lib/auth/identities';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import '@/features/referrals/components/referrals.css';

/** /refer: the acting identity's referral link, rewards and the people it invited. */
export function ReferPage() {
  const { t } = useTranslation('referrals');
  const { current } = useIdentities();
  useDocumentTitle(t('refer.pageTitle'));
  return (
    <div className="mp-container mp-container-md mp-ref-page">
      <h1 className="mp-h1 mp-ref-title">{t('refer.title')}</h1>
      <p className="mp-p mp-ref-page-intro">{t('refer.intro')}</p>
      {/* The access guard lets this page render only with a current identity. */}
      {current && <ReferPanel key={current.id} identity={current} />}
    </div>
  );
}
