import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UtcTime } from '@/components/UtcTime';
import { visuallyHidden } from '@/components/visuallyHidden';
import { countryName } from '@/lib/countries';
import type { QueueItem } from '../api/types';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export interface QueueCardProps {
  item: QueueItem;
  /** Shown for pending submissions only. */
  onApprove?: () => void;
  onReject?: () => void;
  approving?: boolean;
}

/** One submission: who, what they declared, their documents, and the decision buttons. */
export function QueueCard({ item, onApprove, onReject, approving = false }: QueueCardProps) {
  const { t, i18n } = useTranslation(['trust', 'common']);
  const headingId = useId();
  const organization = item.subject_kind === 'organization';

  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined" data-testid="verification-item">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem' }}>
            <bdi>{item.subject_name || item.legal_name}</bdi>
          </Typography>
          <Chip size="small" label={organization ? t('queue.organization') : t('queue.person')} color={organization ? 'primary' : 'default'} />
        </Stack>
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label={t('queue.legalName')}>
            <bdi>{item.legal_name}</bdi>
          </Fact>
          <Fact label={t('queue.country')}>{countryName(item.country, i18n.language)}</Fact>
          {(organization || item.registration_number) && (
            <Fact label={t('queue.registrationNumber')}>{item.registration_number ? <bdi>{item.registration_number}</bdi> : t('queue.none')}</Fact>
          )}
          <Fact label={t('queue.submittedAt')}>
            <UtcTime value={item.created_at} />
          </Fact>
          {item.status === 'rejected' && item.reason && (
            <Fact label={t('queue.reason')}>
              <bdi>{item.reason}</bdi>
            </Fact>
          )}
          <Fact label={t('queue.documents')}>
            {item.documents.length === 0 ? (
              t('queue.noDocuments')
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {item.documents.map((document, index) => (
                  <Box component="li" key={document.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, py: 0.25 }}>
                    <DescriptionOutlinedIcon fontSize="small" color="action" aria-hidden />
                    <Link href={document.url} target="_blank" rel="noopener noreferrer">
                      {t('queue.document', { number: index + 1, name: document.filename })}
                      <span style={visuallyHidden}> {t('common:newTab')}</span>
                    </Link>
                  </Box>
                ))}
              </Box>
            )}
          </Fact>
        </Box>
      </CardContent>
      {item.status === 'pending' && onApprove && onReject && (
        <CardActions sx={{ px: { xs: 2, sm: 3 }, pb: 2, gap: 1 }}>
          <Button variant="contained" color="success" onClick={onApprove} loading={approving}>
            {t('queue.approve')}
            <span style={visuallyHidden}> {item.subject_name}</span>
          </Button>
          <Button variant="outlined" color="error" onClick={onReject} disabled={approving}>
            {t('queue.reject')}
            <span style={visuallyHidden}> {item.subject_name}</span>
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
