import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownText } from '@/components/Markdown';
import type { ProjectUpdate } from '../api/types';

/** One update: its title, when it was posted, its image and its Markdown text. */
export function UpdateItem({ update, actions }: { update: ProjectUpdate; actions?: ReactNode }) {
  const { t, i18n } = useTranslation('comments', { keyPrefix: 'updates' });
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  const edited = new Date(update.updated_at).getTime() - new Date(update.created_at).getTime() > 60_000;
  return (
    <Box component="article" aria-labelledby={`update-${update.id}`} data-testid="project-update" sx={{ py: 2.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={`update-${update.id}`} variant="h3" dir="auto" sx={{ fontSize: '1.125rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
            {update.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <time dateTime={update.created_at}>{t('section.posted', { date: date(update.created_at) })}</time>
            {edited && <> · {t('section.edited', { date: date(update.updated_at) })}</>}
          </Typography>
        </Box>
        {update.hidden && <Chip label={t('section.hidden')} size="small" color="warning" variant="outlined" />}
        {actions}
      </Stack>
      {update.media?.url && (
        <Box
          component="img"
          src={update.media.url}
          alt={t('section.imageAlt', { title: update.title })}
          loading="lazy"
          width={update.media.width}
          height={update.media.height}
          sx={{ display: 'block', width: '100%', height: 'auto', maxHeight: 420, objectFit: 'cover', borderRadius: 2, mt: 1.5 }}
        />
      )}
      <Box dir="auto" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
        <MarkdownText>{update.body}</MarkdownText>
      </Box>
    </Box>
  );
}
