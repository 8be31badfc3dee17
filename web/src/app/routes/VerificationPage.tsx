import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VerificationCenter } from '@/features/verification/components/VerificationCenter';
import { identityName, useIdentities } from '@/lib/auth/identities';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** /verification: KYC for a person, KYB for the organization acting (spec §4). */
export function VerificationPage() {
  const { t } = useTranslation('trust');
  const { current } = useIdentities();
  const organization = current?.type === 'organizations';
  const title = organization ? t('page.titleKyb') : t('page.titleKyc');
  useDocumentTitle(title);
  // The access guard only lets an identity in.
  if (!current) return null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {organization ? t('page.introKyb', { name: identityName(current) }) : t('page.introKyc', { name: identityName(current) })}
      </Typography>
      <VerificationCenter key={current.id} identity={current} />
    </Container>
  );
}
