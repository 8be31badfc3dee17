import { zodResolver } from '@hookform/resolvers/zod';
import { useIsMutating } from '@tanstack/react-query';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/FormAlert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { countryOptions } from '@/lib/countries';
import { applyServerErrors } from '@/lib/forms';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useSubmitVerification } from '../api/submitVerification';
import { UPLOAD_DOCUMENT_KEY } from '../api/uploadDocument';
import type { VerificationKind } from '../api/types';
import { VERIFICATION_FIELDS, verificationSchema, type VerificationValues } from '../schemas';
import { DocumentUpload } from './DocumentUpload';
import './verification.css';

export interface VerificationFormProps {
  identityId: string;
  kind: VerificationKind;
  /** The heading's id, so the form is named by it. */
  labelledBy: string;
  defaultLegalName?: string;
  onSubmitted?: () => void;
}

/** A required field's label: the star is for the eye (the field itself says it is required). */
function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="mp-verify-required">
        {' *'}
      </span>
    </>
  );
}

type TextName = 'legal_name' | 'registration_number';

/** A required text field of the form (the kit's TextField), its error code translated under it. */
function FormField({
  control,
  name,
  label,
  description,
  autoComplete,
  plain,
}: {
  control: Control<VerificationValues>;
  name: TextName;
  label: string;
  description: string;
  autoComplete?: string;
  /** A code, not words: written as typed (direction by its first letter), never spell-checked. */
  plain?: boolean;
}) {
  const messages = useErrorMessages();
  const { field, fieldState } = useController({ control, name });
  const code = fieldState.error?.message;
  return (
    <TextField
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={(element) => {
        field.ref(element);
        // The kit's field takes no attributes for its input.
        if (element && plain) {
          element.dir = 'auto';
          element.spellcheck = false;
        }
      }}
      label={<RequiredLabel>{label}</RequiredLabel>}
      description={description}
      errorMessage={code ? messages.fieldError(code) : undefined}
      autoComplete={autoComplete}
      isRequired
      validationBehavior="aria"
    />
  );
}

/** The country, a native list (every country, typed to jump): labelled, its error tied to it. */
function CountryField({ control, label }: { control: Control<VerificationValues>; label: string }) {
  const { t, i18n } = useTranslation('trust');
  const messages = useErrorMessages();
  const {
    field: { ref: selectRef, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'country' });
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const id = useId();
  const errorId = useId();
  const code = fieldState.error?.message;
  return (
    <div className="mp-field" data-invalid={code ? true : undefined}>
      <label htmlFor={id} className="mp-field-label">
        <RequiredLabel>{label}</RequiredLabel>
      </label>
      <div className="mp-verify-select-wrap">
        <select
          id={id}
          ref={selectRef}
          name={name}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          required
          aria-invalid={code ? true : undefined}
          aria-describedby={code ? errorId : undefined}
          className="mp-input mp-verify-select"
        >
          <option value="">{t('form.chooseCountry')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        <ChevronDown size={20} className="mp-verify-select-chevron" aria-hidden="true" />
      </div>
      {code && (
        <span id={errorId} className="mp-field-error">
          {messages.fieldError(code)}
        </span>
      )}
    </div>
  );
}

/** Legal name, country, registration number (KYB) and documents, sent for review. */
export function VerificationForm({ identityId, kind, labelledBy, defaultLegalName = '', onSubmitted }: VerificationFormProps) {
  const { t } = useTranslation('trust');
  const submit = useSubmitVerification(identityId);
  // Sending while a document is still uploading would send it without that document.
  const uploading = useIsMutating({ mutationKey: UPLOAD_DOCUMENT_KEY }) > 0;
  const [formError, setFormError] = useState<unknown>(null);
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
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={labelledBy}>
      <FormAlert error={formError} />
      <div className="mp-verify-fields">
        <FormField
          control={control}
          name="legal_name"
          label={t('form.legalName')}
          description={kind === 'kyb' ? t('form.legalNameHelpKyb') : t('form.legalNameHelpKyc')}
          autoComplete={kind === 'kyb' ? 'organization' : 'name'}
        />
        <CountryField control={control} label={kind === 'kyb' ? t('form.countryKyb') : t('form.country')} />
        {kind === 'kyb' && (
          <FormField control={control} name="registration_number" label={t('form.registrationNumber')} description={t('form.registrationNumberHelp')} plain />
        )}
        <DocumentUpload control={control} kind={kind} />
        <div>
          <Button type="submit" variant="contained" isPending={formState.isSubmitting || uploading}>
            {t('form.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
