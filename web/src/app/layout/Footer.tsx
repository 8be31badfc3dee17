import { useTranslation } from 'react-i18next';
import { Icon, SHELL_ICONS } from '@/components/Icon';
import { Logo } from '@/components/Logo';
import { useAppConfig } from '@/lib/config/appConfig';

/** Copyright line and the three social profiles, each opening safely in a new tab. */
export function Footer() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const social: { href: string | undefined; label: string; icon: string }[] = [
    { href: config?.social.x, label: t('footer.x'), icon: SHELL_ICONS.x },
    { href: config?.social.facebook, label: t('footer.facebook'), icon: SHELL_ICONS.facebook },
    { href: config?.social.linkedin, label: t('footer.linkedin'), icon: SHELL_ICONS.linkedIn },
  ];
  const links = social.filter((link): link is typeof link & { href: string } => Boolean(link.href));

  return (
    <footer className="mp-footer">
      <div className="mp-container mp-footer-inner">
        <div className="mp-footer-row">
          <div className="mp-footer-brand">
            <Logo inverted />
            <p className="mp-p mp-footer-tagline">{t('footer.tagline')}</p>
          </div>
          {links.length > 0 && (
            <ul aria-label={t('footer.social')} className="mp-footer-social">
              {links.map((link) => (
                <li key={link.label}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label} className="mp-icon-button mp-footer-icon">
                    <Icon path={link.icon} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <p className="mp-body2 mp-footer-copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
