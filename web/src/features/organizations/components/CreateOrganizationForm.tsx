import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/FormTextField';
import { applyServerErrors } from '@/lib/forms';
import { useCreateOrganization, type Organization } from '../api/createOrganization';
import { ORGANIZATION_FIELDS, organizationSchema, suggestShortname, type OrganizationValues } from '../schemas';
import { FormAlert } from '@/components/FormAlert';

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
  const { control, handleSubmit, setError, setValue, getFieldState, formState } = useForm<OrganizationValues>({
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
    <form onSubmit={onSubmit} noValidate aria-label={t('create.title')}>
      <FormAlert error={formError} />
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="name"
          label={t('create.name')}
          autoComplete="organization"
          required
          onBlur={(event) => {
            if (!getFieldState('shortname').isDirty) {
              setValue('shortname', suggestShortname(event.target.value), { shouldValidate: false });
            }
          }}
        />
        <FormTextField
          control={control}
          name="shortname"
          label={t('create.shortname')}
          helperText={t('create.shortnameHelp')}
          required
          slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'none', spellCheck: false } }}
        />
        <FormTextField control={control} name="email" label={t('create.email')} type="email" autoComplete="email" required />
        <FormTextField control={control} name="website" label={t('create.website')} type="url" autoComplete="url" />
        <FormTextField
          control={control}
          name="description"
          label={t('create.description')}
          helperText={t('create.descriptionHelp')}
          multiline
          minRows={3}
        />
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={onCancel}>
            {t('create.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('create.submit')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
