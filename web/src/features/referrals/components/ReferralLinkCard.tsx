import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/visuallyHidden';

type CopyState = 'idle' | 'copied' | 'failed';

/** The identity's referral link, a Copy button that says what happened, and share links. */
export function ReferralLinkCard({ link, name }: { link: string; name: string }) {
  const { t } = useTranslation('referrals');
  const { t: tc } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = window.setTimeout(() => setCopy('idle'), 5000);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      // No clipboard (permission, insecure page): select the link so a keystroke copies it.
      input.current?.focus();
      input.current?.select();
      setCopy('failed');
    }
  };

  const text = t('link.shareText');
  const encoded = encodeURIComponent(link);
  const targets = [
    { key: 'x', label: t('link.shareX'), icon: <XIcon />, href: `https://x.com/intent/post?url=${encoded}&text=${encodeURIComponent(text)}`, external: true },
    { key: 'facebook', label: t('link.shareFacebook'), icon: <FacebookIcon />, href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`, external: true },
    { key: 'linkedin', label: t('link.shareLinkedIn'), icon: <LinkedInIcon />, href: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`, external: true },
    {
      key: 'email',
      label: t('link.shareEmail'),
      icon: <EmailOutlinedIcon />,
      href: `mailto:?subject=${encodeURIComponent(t('link.emailSubject'))}&body=${encodeURIComponent(`${text}\n\n${link}`)}`,
      external: false,
    },
  ];

  return (
    <Card component="section" aria-labelledby="referral-link-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="referral-link-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('link.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            inputRef={input}
            value={link}
            label={t('link.label')}
            helperText={t('link.help', { name })}
            fullWidth
            onFocus={(event) => event.target.select()}
            slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'referral-link' } }}
          />
          <Button
            variant="contained"
            size="large"
            startIcon={<ContentCopyIcon />}
            onClick={() => void copyLink()}
            sx={{ flexShrink: 0, minHeight: 56 }}
          >
            {t('link.copy')}
          </Button>
        </Stack>
        <Typography
          role="status"
          variant="body2"
          color={copy === 'failed' ? 'error' : 'success.main'}
          sx={{ minHeight: '1.5em', mt: 1 }}
          data-testid="copy-status"
        >
          {copy === 'copied' ? t('link.copied') : copy === 'failed' ? t('link.copyFailed') : ''}
        </Typography>
        <Typography id="share-links-title" variant="h3" sx={{ fontSize: '1rem', mt: 1.5, mb: 1 }}>
          {t('link.shareTitle')}
        </Typography>
        <Box component="ul" aria-labelledby="share-links-title" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {targets.map((target) => (
            <li key={target.key}>
              <Button
                variant="outlined"
                startIcon={target.icon}
                href={target.href}
                {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {target.label}
                {target.external && <span style={visuallyHidden}> {tc('newTab')}</span>}
              </Button>
            </li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
