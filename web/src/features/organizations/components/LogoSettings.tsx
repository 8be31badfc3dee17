import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
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
  const messages = useErrorMessages();
  const setLogo = useSetOrganizationLogo(organizationId);
  const fileInput = useRef<HTMLInputElement>(null);

  return (
    <div className="mp-org-logo-block">
      {setLogo.isError && (
        <Alert severity="error" role="alert">
          {messages.apiError(setLogo.error)}
        </Alert>
      )}
      <div className="mp-org-logo-row">
        <Avatar name={name} src={logo} shape="square" letters={1} label={t('organizationProfile.logoAlt', { name })} className="mp-org-logo" />
        {/* The button opens the file picker (keyboard too); the input stays labelled for assistive tech and tests. */}
        <Button variant="outlined" onPress={() => fileInput.current?.click()} isPending={setLogo.isPending}>
          {t('organizationProfile.uploadLogo')}
        </Button>
        <input
          ref={fileInput}
          hidden
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-label={t('organizationProfile.uploadLogo')}
          data-testid="logo-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) setLogo.mutate(file);
            event.target.value = '';
          }}
        />
        {logo && (
          <Button tone="inherit" onPress={() => setLogo.mutate(null)} isDisabled={setLogo.isPending}>
            {t('organizationProfile.removeLogo')}
          </Button>
        )}
      </div>
      <p className="mp-body2 mp-muted">{t('organizationProfile.logoHelp')}</p>
    </div>
  );
}
