import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ProfileOverview } from '@/features/referrals/components/ProfileOverview';
import { useIdentities } from '@/lib/auth/identities';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { IdentityAvatar } from '../layout/IdentityAvatar';

/** /profile: the acting identity, its verification, THANK and the person's impact points. */
export function ProfilePage() {
  const { t } = useTranslation('referrals');
  const { current, person } = useIdentities();
  useDocumentTitle(t('profile.pageTitle'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.875rem', md: '2.25rem' }, mb: 3 }}>
        {t('profile.title')}
      </Typography>
      {current && <ProfileOverview key={current.id} identity={current} person={person} avatar={<IdentityAvatar identity={current} size={72} />} />}
    </Container>
  );
}
