import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { InvitationAccept } from '@/features/organizations/members/InvitationAccept';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** /invitations/:token: the link of an invitation email. */
export function InvitationPage() {
  const { t } = useTranslation('members');
  const { token = '' } = useParams();
  useDocumentTitle(t('accept.pageTitle'));
  return (
    <div className="mp-container mp-container-sm">
      <h1 className="mp-h1">{t('accept.pageTitle')}</h1>
      <InvitationAccept token={token} />
    </div>
  );
}
