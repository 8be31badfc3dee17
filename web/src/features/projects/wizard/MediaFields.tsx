import CloudUpload from 'lucide-react/icons/cloud-upload';
import { useId, useRef, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/FormField';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { isApiError } from '@/lib/api/errors';
import { megabytes, useAppConfig } from '@/lib/config/appConfig';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useUploadMedia } from '../api/uploadMedia';
import type { StepValues } from './schemas';
import './wizard.css';

/** Upload refusals in the spec's words, with the limits of `/api/config`. */
function useUploadError() {
  const { t } = useTranslation(['projectForm', 'projects']);
  const messages = useErrorMessages();
  const config = useAppConfig();
  const max = config ? megabytes(config.media_max_bytes) : '?';
  const limit = config?.media_max_files ?? '?';
  return {
    tooLarge: (file: File) => (config && file.size > config.media_max_bytes ? t('media.tooLarge', { name: file.name, max }) : null),
    fromServer: (error: unknown, fileName: string) => {
      if (isApiError(error) && error.code === 'media.too_large') return t('media.tooLarge', { name: fileName, max });
      if (isApiError(error) && error.code === 'media.too_many_files') return t('media.tooMany', { limit });
      if (isApiError(error) && error.code === 'media.type') return t('media.type');
      return messages.apiError(error);
    },
  };
}

/** Cover photo upload (POST /media) with a preview, and the optional video link. */
export function MediaFields({ control }: { control: Control<StepValues<6>> }) {
  const { t } = useTranslation(['projectForm', 'projects']);
  const messages = useErrorMessages();
  const upload = useUploadMedia();
  const uploadError = useUploadError();
  const titleId = useId();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const coverId = useController({ control, name: 'cover_id' });
  const coverUrl = useController({ control, name: 'cover_url' });
  const fieldError = coverId.fieldState.error?.message;
  const cover = coverUrl.field.value;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    // A file over the limit is refused before it is sent.
    const tooLarge = uploadError.tooLarge(file);
    setError(tooLarge);
    if (tooLarge) return;
    try {
      const media = await upload.mutateAsync(file);
      coverId.field.onChange(media.id);
      coverUrl.field.onChange(media.url);
    } catch (failure) {
      setError(uploadError.fromServer(failure, file.name));
    }
  };

  return (
    <>
      <div role="group" aria-labelledby={titleId}>
        <h2 id={titleId} className="mp-h4 mp-wizard-cover-title">
          {t('fields.cover')}
        </h2>
        <div className="mp-wizard-cover" data-filled={cover ? true : undefined} data-invalid={fieldError ? true : undefined}>
          {cover ? (
            <img src={cover} alt={t('fields.coverPreview')} className="mp-wizard-cover-image" />
          ) : (
            <p className="mp-body2 mp-muted">{t('fields.noCover')}</p>
          )}
        </div>
        <Button
          variant="outlined"
          onPress={() => input.current?.click()}
          isPending={upload.isPending}
          aria-describedby={helpId}
          startIcon={<CloudUpload size="1.25em" aria-hidden="true" />}
        >
          {cover ? t('fields.replaceCover') : t('fields.uploadCover')}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          aria-labelledby={titleId}
          aria-describedby={helpId}
          tabIndex={-1}
          className="mp-visually-hidden"
          onChange={(event) => {
            void onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <p id={helpId} className="mp-wizard-cover-help" data-invalid={fieldError ? true : undefined}>
          {fieldError ? messages.fieldError(fieldError) : t('fields.coverHelp')}
        </p>
        {error && (
          <Alert severity="error" className="mp-wizard-alert">
            {error}
          </Alert>
        )}
      </div>
      <FormField control={control} name="video" label={t('fields.video')} helperText={t('fields.videoHelp')} type="url" ltr />
    </>
  );
}
