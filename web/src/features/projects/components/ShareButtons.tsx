import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FacebookIcon from '@mui/icons-material/Facebook';
import IosShareIcon from '@mui/icons-material/IosShare';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copy the link, share on X, Facebook or LinkedIn, or with the device's share sheet. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('projects');
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const encoded = encodeURIComponent(url);
  const targets = [
    { key: 'x', label: t('share.x'), icon: <XIcon />, href: `https://x.com/intent/post?url=${encoded}&text=${encodeURIComponent(title)}` },
    { key: 'facebook', label: t('share.facebook'), icon: <FacebookIcon />, href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}` },
    { key: 'linkedin', label: t('share.linkedin'), icon: <LinkedInIcon />, href: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}` },
  ];

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      window.prompt(t('share.copyPrompt'), url);
    }
  };

  return (
    <Box component="section" aria-labelledby="share-title">
      <Typography id="share-title" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t('share.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        <Tooltip title={t('share.copy')}>
          <IconButton onClick={() => void copy()} aria-label={t('share.copy')}>
            <ContentCopyIcon />
          </IconButton>
        </Tooltip>
        {targets.map((target) => (
          <Tooltip key={target.key} title={target.label}>
            <IconButton component="a" href={target.href} target="_blank" rel="noopener noreferrer" aria-label={target.label}>
              {target.icon}
            </IconButton>
          </Tooltip>
        ))}
        {canShare && (
          <Tooltip title={t('share.more')}>
            <IconButton onClick={() => void navigator.share({ url, title }).catch(() => undefined)} aria-label={t('share.more')}>
              <IosShareIcon />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Snackbar open={copied} autoHideDuration={3000} onClose={() => setCopied(false)} message={t('share.copied')} />
    </Box>
  );
}
