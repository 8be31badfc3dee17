import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useIsMutating } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/FormTextField';
import { countryOptions } from '@/lib/countries';
import { applyServerErrors } from '@/lib/forms';
import { useSubmitVerification } from '../api/submitVerification';
import { UPLOAD_DOCUMENT_KEY } from '../api/uploadDocument';
import type { VerificationKind } from '../api/types';
import { VERIFICATION_FIELDS, verificationSchema, type VerificationValues } from '../schemas';
import { DocumentUpload } from './DocumentUpload';
import { FormAlert } from '@/components/FormAlert';

export interface VerificationFormProps {
  identityId: string;
  kind: VerificationKind;
  /** The heading's id, so the form is named by it. */
  labelledBy: string;
  defaultLegalName?: string;
  onSubmitted?: () => void;
}

/** Legal name, country, registration number (KYB) and documents, sent for review. */
export function VerificationForm({ identityId, kind, labelledBy, defaultLegalName = '', onSubmitted }: VerificationFormProps) {
  const { t, i18n } = useTranslation('trust');
  const submit = useSubmitVerification(identityId);
  // Sending while a document is still uploading would send it without that document.
  const uploading = useIsMutating({ mutationKey: UPLOAD_DOCUMENT_KEY }) > 0;
  const [formError, setFormError] = useState<unknown>(null);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const schema = useMemo(() => verificationSchema(kind), [kind]);
  const { control, handleSubmit, setError, formState } = useForm<VerificationValues>({
    resolver: zodResolver(schema),
    defaultValues: { legal_name: defaultLegalName, country: '', registration_number: '', documents: [] },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await submit.mutateAsync({
        legal_name: values.legal_name,
        country: values.country,
        registration_number: kind === 'kyb' ? values.registration_number : values.registration_number || undefined,
        documents: values.documents.map((document) => document.id),
      });
      onSubmitted?.();
    } catch (error) {
      if (!applyServerErrors(error, setError, VERIFICATION_FIELDS)) setFormError(error);
    }
  });

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
      <FormAlert error={formError} />
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="legal_name"
          label={t('form.legalName')}
          helperText={kind === 'kyb' ? t('form.legalNameHelpKyb') : t('form.legalNameHelpKyc')}
          autoComplete={kind === 'kyb' ? 'organization' : 'name'}
          required
        />
        <FormTextField
          control={control}
          name="country"
          label={kind === 'kyb' ? t('form.countryKyb') : t('form.country')}
          select
          required
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('form.chooseCountry')}</option>
          {countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </FormTextField>
        {kind === 'kyb' && (
          <FormTextField
            control={control}
            name="registration_number"
            label={t('form.registrationNumber')}
            helperText={t('form.registrationNumberHelp')}
            required
            slotProps={{ htmlInput: { dir: 'auto', spellCheck: false } }}
          />
        )}
        <DocumentUpload control={control} kind={kind} />
        <Box>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting || uploading}>
            {t('form.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
