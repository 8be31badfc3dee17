import { useTranslation } from 'react-i18next';
import { PictureSetting } from '@/components/ui/PictureSetting';
import { useSetOrganizationLogo } from '../api/profile';
import './organizations.css';

interface Props {
  organizationId: string;
  name: string;
  /** The logo's address, if it has one. */
  logo: string | null | undefined;
}

/** The organization's logo: upload a picture (the server keeps a resized copy) or remove it. */
export function LogoSettings({ organizationId, name, logo }: Props) {
  const { t } = useTranslation('settings');
  const setLogo = useSetOrganizationLogo(organizationId);
  return (
    <PictureSetting
      picture={{ name, src: logo, shape: 'square', letters: 1, label: t('organizationProfile.logoAlt', { name }), className: 'mp-org-logo' }}
      change={setLogo}
      uploadLabel={t('organizationProfile.uploadLogo')}
      removeLabel={t('organizationProfile.removeLogo')}
      help={t('organizationProfile.logoHelp')}
      inputTestId="logo-input"
    />
  );
}
