import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { HOME_ICONS } from '@/components/homeIcons';
import { useAppConfig } from '@/lib/config/appConfig';
import { isolateLtr } from '@/lib/dates';

/** How to reach the team: email and the FAQ, both from the server's configuration. */
export function ContactSection() {
  const { t } = useTranslation(['home', 'common']);
  const config = useAppConfig();

  return (
    <section aria-labelledby="contact-title" className="mp-card mp-contact">
      <div style={{ flex: 1 }}>
        <h2 id="contact-title" className="mp-h2" style={{ marginBlockEnd: 8 }}>
          {t('contact.title')}
        </h2>
        <p className="mp-p mp-muted">{t('contact.text')}</p>
      </div>
      {config && (
        <div className="mp-contact-actions">
          {config.contact_email && (
            <a className="mp-button mp-button-contained" href={`mailto:${config.contact_email}`}>
              <Icon path={HOME_ICONS.mail} />
              {t('contact.email', { email: isolateLtr(config.contact_email) })}
            </a>
          )}
          {config.faq_url && (
            <a className="mp-button mp-button-outlined" href={config.faq_url} target="_blank" rel="noopener noreferrer">
              {t('contact.faq')}
              <span className="mp-visually-hidden"> {t('common:newTab')}</span>
            </a>
          )}
        </div>
      )}
    </section>
  );
}
