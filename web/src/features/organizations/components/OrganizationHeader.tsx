import BadgeCheck from 'lucide-react/icons/badge-check';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/Avatar';
import type { OrganizationProfile } from '../api/profile';
import './organizationPage.css';

/** An address as people read it: without the scheme and a trailing slash. */
function shortAddress(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="mp-link">
      <bdi>{children}</bdi>
      <span className="mp-visually-hidden"> {t('newTab')}</span>
    </a>
  );
}

/** The top of an organization's public page: logo, name, verification, description and links. */
export function OrganizationHeader({ organization }: { organization: OrganizationProfile }) {
  const { t } = useTranslation('organizations');
  const links = [...(organization.website ? [organization.website] : []), ...organization.social_links];
  return (
    <header className="mp-org-header">
      <Avatar name={organization.name} src={organization.logo?.url} shape="square" letters={1} className="mp-org-header-logo" />
      <div className="mp-org-header-text">
        <h1 className="mp-h1 mp-org-header-name" dir="auto">
          {organization.name}
        </h1>
        <p className="mp-body2 mp-muted">
          <bdi>@{organization.shortname}</bdi>
          {organization.verified && (
            <span className="mp-org-verified">
              <BadgeCheck size={18} aria-hidden="true" /> {t('page.verified')}
            </span>
          )}
        </p>
        {organization.description && (
          <p className="mp-p mp-org-header-description" dir="auto">
            {organization.description}
          </p>
        )}
        {links.length > 0 && (
          <ul className="mp-org-links" aria-label={t('page.links')}>
            {links.map((link) => (
              <li key={link}>
                <NewTabLink href={link}>{shortAddress(link)}</NewTabLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </header>
  );
}
