import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, SHELL_ICONS } from '@/components/Icon';
import { PROJECT_ICONS } from '@/components/projectIcons';
import '@/styles/project.css';

/** The "Link copied" toast: the kit's toast region (React Aria), loaded the first time a link is copied. */
const CopiedToast = lazy(async () => ({ default: (await import('./CopiedToast')).CopiedToast }));

/** Copy the link, share on X, Facebook or LinkedIn, or with the device's share sheet (plain HTML and CSS). */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('projects');
  // Each copy shows the toast again (a new key).
  const [copies, setCopies] = useState(0);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const encoded = encodeURIComponent(url);
  const targets = [
    { key: 'x', label: t('share.x'), icon: SHELL_ICONS.x, href: `https://x.com/intent/post?url=${encoded}&text=${encodeURIComponent(title)}` },
    { key: 'facebook', label: t('share.facebook'), icon: SHELL_ICONS.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}` },
    { key: 'linkedin', label: t('share.linkedin'), icon: SHELL_ICONS.linkedIn, href: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}` },
  ];

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopies((count) => count + 1);
    } catch {
      window.prompt(t('share.copyPrompt'), url);
    }
  };

  return (
    <section aria-labelledby="share-title">
      <p id="share-title" className="mp-body2 mp-muted mp-share-title">
        {t('share.title')}
      </p>
      <div className="mp-share-buttons">
        <button type="button" className="mp-icon-button mp-tip" data-tip={t('share.copy')} onClick={() => void copy()} aria-label={t('share.copy')}>
          <Icon path={PROJECT_ICONS.contentCopy} />
        </button>
        {targets.map((target) => (
          <a key={target.key} href={target.href} target="_blank" rel="noopener noreferrer" className="mp-icon-button mp-tip" data-tip={target.label} aria-label={target.label}>
            <Icon path={target.icon} />
          </a>
        ))}
        {canShare && (
          <button
            type="button"
            className="mp-icon-button mp-tip"
            data-tip={t('share.more')}
            onClick={() => void navigator.share({ url, title }).catch(() => undefined)}
            aria-label={t('share.more')}
          >
            <Icon path={PROJECT_ICONS.iosShare} />
          </button>
        )}
      </div>
      {copies > 0 && (
        <Suspense fallback={null}>
          <CopiedToast copies={copies} message={t('share.copied')} />
        </Suspense>
      )}
    </section>
  );
}
