import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/FormAlert';
import { FormField } from '@/components/FormField';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { applyServerErrors } from '@/lib/forms';
import { paths } from '@/lib/paths';
import { useOrganization, type OrganizationView } from '../api/donationNotices';
import { useUpdateOrganizationProfile } from '../api/profile';
import { ORGANIZATION_PROFILE_FIELDS, organizationProfileSchema, socialLinksOf, type OrganizationProfileValues } from '../profileSchema';
import { LogoSettings } from './LogoSettings';
import './organizations.css';

function ProfileForm({ organization }: { organization: OrganizationView }) {
  const { t } = useTranslation('settings');
  const update = useUpdateOrganizationProfile(organization.id);
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<unknown>(null);
  const { control, handleSubmit, setError, formState } = useForm<OrganizationProfileValues>({
    resolver: zodResolver(organizationProfileSchema),
    defaultValues: {
      name: organization.name,
      website: organization.website ?? '',
      description: organization.description ?? '',
      social_links: organization.social_links.join('\n'),
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    setFormError(null);
    try {
      await update.mutateAsync({ ...values, social_links: socialLinksOf(values.social_links) });
      setSaved(true);
    } catch (error) {
      if (!applyServerErrors(error, setError, ORGANIZATION_PROFILE_FIELDS)) setFormError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('organizationProfile.title')} className="mp-org-form">
      {saved && (
        <Alert severity="success" role="status">
          {t('organizationProfile.saved')}
        </Alert>
      )}
      <FormAlert error={formError} />
      <FormField control={control} name="name" label={t('organizationProfile.name')} required />
      <FormField control={control} name="description" label={t('organizationProfile.description')} rows={4} />
      <FormField control={control} name="website" label={t('organizationProfile.website')} type="url" ltr />
      <FormField
        control={control}
        name="social_links"
        label={t('organizationProfile.socialLinks')}
        helperText={t('organizationProfile.socialLinksHelp')}
        rows={3}
        ltr
      />
      <div className="mp-org-form-actions">
        <LinkButton to={paths.organization(organization.shortname)} variant="text">
          {t('organizationProfile.view')}
        </LinkButton>
        <Button type="submit" variant="contained" isPending={formState.isSubmitting}>
          {t('organizationProfile.save')}
        </Button>
      </div>
    </form>
  );
}

/** The organization's public profile, for its owners and admins: logo, name, description, website, social links. */
export function OrganizationProfileSettings({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('settings');
  const organization = useOrganization(organizationId);
  return (
    <section className="mp-card mp-org-section" aria-labelledby="organization-profile-title">
      <h2 id="organization-profile-title" className="mp-h2 mp-org-section-title">
        {t('organizationProfile.title')}
      </h2>
      <p className="mp-p mp-muted mp-org-section-description">{t('organizationProfile.intro')}</p>
      {organization.isPending && <span className="mp-spinner mp-org-spinner" role="progressbar" aria-label={t('donationNotices.loading')} />}
      {organization.isError && <Alert severity="error">{t('donationNotices.loadFailed')}</Alert>}
      {organization.data && (
        <>
          <LogoSettings organizationId={organizationId} name={organization.data.name} logo={organization.data.logo?.url} />
          {/* Keyed by the saved version: a logo change elsewhere never resets what is being typed, a saved edit does. */}
          <ProfileForm key={organization.data.id} organization={organization.data} />
        </>
      )}
    </section>
  );
}
