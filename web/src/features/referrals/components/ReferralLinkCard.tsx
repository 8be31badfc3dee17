import Copy from 'lucide-react/icons/copy';
import Mail from 'lucide-react/icons/mail';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, SHELL_ICONS } from '@/components/Icon';
import { Button } from '@/components/ui/Button';
import { cx } from '@/components/ui/classNames';
import { AnchorButton } from '@/components/ui/LinkButton';
import { TextField } from '@/components/ui/TextField';
import './referrals.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** The identity's referral link, a Copy button that says what happened, and share links. */
export function ReferralLinkCard({ link, name }: { link: string; name: string }) {
  const { t } = useTranslation('referrals');
  const { t: tc } = useTranslation();
  const input = useRef<HTMLInputElement | null>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  // The kit's field takes no attributes for its input: a link reads left to right in every
  // language, and keeps its test id.
  const inputRef = useCallback((element: HTMLInputElement | null) => {
    input.current = element;
    if (!element) return;
    element.dir = 'ltr';
    element.dataset.testid = 'referral-link';
  }, []);

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
    { key: 'x', label: t('link.shareX'), icon: <Icon path={SHELL_ICONS.x} className="mp-ref-brand" />, href: `https://x.com/intent/post?url=${encoded}&text=${encodeURIComponent(text)}`, external: true },
    {
      key: 'facebook',
      label: t('link.shareFacebook'),
      icon: <Icon path={SHELL_ICONS.facebook} className="mp-ref-brand" />,
      href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      external: true,
    },
    {
      key: 'linkedin',
      label: t('link.shareLinkedIn'),
      icon: <Icon path={SHELL_ICONS.linkedIn} className="mp-ref-brand" />,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
      external: true,
    },
    {
      key: 'email',
      label: t('link.shareEmail'),
      icon: <Mail size={20} aria-hidden="true" />,
      href: `mailto:?subject=${encodeURIComponent(t('link.emailSubject'))}&body=${encodeURIComponent(`${text}\n\n${link}`)}`,
      external: false,
    },
  ];

  return (
    <section className="mp-card mp-ref-card" aria-labelledby="referral-link-title">
      <h2 id="referral-link-title" className="mp-h2 mp-ref-section-title">
        {t('link.title')}
      </h2>
      <div className="mp-ref-link-row">
        <TextField
          inputRef={inputRef}
          value={link}
          label={t('link.label')}
          description={t('link.help', { name })}
          isReadOnly
          onFocus={(event) => event.target.select()}
        />
        <Button variant="contained" className="mp-ref-copy" startIcon={<Copy size={20} aria-hidden="true" />} onPress={() => void copyLink()}>
          {t('link.copy')}
        </Button>
      </div>
      <p role="status" className={cx('mp-body2 mp-ref-copy-status', copy === 'failed' && 'mp-ref-copy-failed')} data-testid="copy-status">
        {copy === 'copied' ? t('link.copied') : copy === 'failed' ? t('link.copyFailed') : ''}
      </p>
      <h3 id="share-links-title" className="mp-h3 mp-ref-share-title">
        {t('link.shareTitle')}
      </h3>
      <ul aria-labelledby="share-links-title" className="mp-ref-share">
        {targets.map((target) => (
          <li key={target.key}>
            <AnchorButton variant="outlined" startIcon={target.icon} href={target.href} {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {target.label}
              {target.external && <span className="mp-visually-hidden"> {tc('newTab')}</span>}
            </AnchorButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
