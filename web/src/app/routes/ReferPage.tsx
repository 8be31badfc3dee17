import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ReferPanel } from '@/features/referrals/components/ReferPanel';
import { useIdentities } from '@/lib/auth/identities';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** /refer: the acting identity's referral link, rewards and the people it invited. */
export function ReferPage() {
  const { t } = useTranslation('referrals');
  const { current } = useIdentities();
  useDocumentTitle(t('refer.pageTitle'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.875rem', md: '2.25rem' }, mb: 1.5 }}>
        {t('refer.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: '65ch' }}>
        {t('refer.intro')}
      </Typography>
      {/* The access guard lets this page render only with a current identity. */}
      {current && <ReferPanel key={current.id} identity={current} />}
    </Container>
  );
}
