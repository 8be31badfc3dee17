import CalendarRange from 'lucide-react/icons/calendar-range';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import FilePenLine from 'lucide-react/icons/file-pen-line';
import Gift from 'lucide-react/icons/gift';
import HandHeart from 'lucide-react/icons/hand-heart';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import '@/components/operatorFrame.css';
import './adminPage.css';

function AreaLink({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <li>
      <Link to={to} className="mp-admin-area">
        <span className="mp-admin-area-icon">{icon}</span>
        <h2 className="mp-admin-area-title">{title}</h2>
        <span className="mp-body2 mp-muted">{text}</span>
      </Link>
    </li>
  );
}

const ICON = { size: 32, 'aria-hidden': true } as const;

/** /admin: the operator area's tools. */
export function AdminPage() {
  const { t } = useTranslation('trust');
  const { t: tRounds } = useTranslation('roundsAdmin');
  const { t: tReview } = useTranslation('review');
  useDocumentTitle(t('operator.title'));
  return (
    <div className="mp-container mp-container-md mp-op-page">
      <h1 className="mp-h1 mp-op-title">{t('operator.title')}</h1>
      <p className="mp-p mp-muted mp-admin-intro">{t('operator.intro')}</p>
      <ul className="mp-admin-areas">
        <AreaLink to={paths.adminVerifications} icon={<ClipboardCheck {...ICON} />} title={t('operator.verificationsTitle')} text={t('operator.verificationsText')} />
        <AreaLink to={paths.adminReviews} icon={<FilePenLine {...ICON} />} title={tReview('nav.title')} text={tReview('nav.text')} />
        <AreaLink to={paths.adminReferrals} icon={<Gift {...ICON} />} title={t('operator.referralsTitle')} text={t('operator.referralsText')} />
        <AreaLink to={paths.adminDonations} icon={<HandHeart {...ICON} />} title={t('donationsAdmin.title')} text={t('operator.donationsText')} />
        <AreaLink to={paths.adminRounds} icon={<CalendarRange {...ICON} />} title={tRounds('index.title')} text={tRounds('index.text')} />
      </ul>
    </div>
  );
}
