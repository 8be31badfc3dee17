import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/FormAlert';
import { FormField } from '@/components/FormField';
import { Button } from '@/components/ui/Button';
import { applyServerErrors } from '@/lib/forms';
import { useCreateOrganization, type Organization } from '../api/createOrganization';
import { ORGANIZATION_FIELDS, organizationSchema, suggestShortname, type OrganizationValues } from '../schemas';
import './organizations.css';

export interface CreateOrganizationFormProps {
  defaultEmail?: string;
  onCreated: (organization: Organization) => void | Promise<void>;
  onCancel: () => void;
}

/** Name, short name (suggested from the name), contact email, website and description. */
export function CreateOrganizationForm({ defaultEmail = '', onCreated, onCancel }: CreateOrganizationFormProps) {
  const { t } = useTranslation('organizations');
  const create = useCreateOrganization();
  const [formError, setFormError] = useState<unknown>(null);
  const { control, handleSubmit, setError, setValue, getValues, getFieldState, formState } = useForm<OrganizationValues>({
    resolver: zodResolver(organizationSchema),
    defaultValues: { name: '', shortname: '', email: defaultEmail, website: '', description: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onCreated(await create.mutateAsync(values));
    } catch (error) {
      const placed = applyServerErrors(error, setError, ORGANIZATION_FIELDS, {
        'organization.shortname_taken': 'shortname',
      });
      if (!placed) setFormError(error);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('create.title')}>
      <FormAlert error={formError} />
      <div className="mp-org-form">
        <FormField
          control={control}
          name="name"
          label={t('create.name')}
          autoComplete="organization"
          required
          onBlur={() => {
            if (!getFieldState('shortname').isDirty) {
              setValue('shortname', suggestShortname(getValues('name')), { shouldValidate: false });
            }
          }}
        />
        <FormField control={control} name="shortname" label={t('create.shortname')} helperText={t('create.shortnameHelp')} required ltr plain />
        <FormField control={control} name="email" label={t('create.email')} type="email" autoComplete="email" required ltr />
        <FormField control={control} name="website" label={t('create.website')} type="url" autoComplete="url" ltr />
        <FormField control={control} name="description" label={t('create.description')} helperText={t('create.descriptionHelp')} rows={3} />
        <div className="mp-org-form-actions">
          <Button variant="outlined" onPress={onCancel}>
            {t('create.cancel')}
          </Button>
          <Button type="submit" variant="contained" isPending={formState.isSubmitting}>
            {t('create.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
