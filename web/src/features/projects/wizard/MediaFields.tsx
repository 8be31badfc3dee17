import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/FormTextField';
import { visuallyHidden } from '@/components/visuallyHidden';
import { isApiError } from '@/lib/api/errors';
import { megabytes, useAppConfig } from '@/lib/config/appConfig';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useUploadMedia } from '../api/uploadMedia';
import type { StepValues } from './schemas';

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
  const inputId = useId();
  const helpId = useId();
  const [error, setError] = useState<string | null>(null);
  const coverId = useController({ control, name: 'cover_id' });
  const coverUrl = useController({ control, name: 'cover_url' });
  const fieldError = coverId.fieldState.error?.message;

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
      <Box>
        <Typography component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('fields.cover')}
        </Typography>
        <Box
          sx={{
            aspectRatio: '16 / 9',
            maxWidth: 480,
            borderRadius: 2,
            border: 1,
            borderStyle: coverUrl.field.value ? 'solid' : 'dashed',
            borderColor: fieldError ? 'error.main' : 'divider',
            bgcolor: 'rgba(0, 74, 70, 0.04)',
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
            mb: 1.5,
          }}
        >
          {coverUrl.field.value ? (
            <Box component="img" src={coverUrl.field.value} alt={t('fields.coverPreview')} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <Typography color="text.secondary" variant="body2">
              {t('fields.noCover')}
            </Typography>
          )}
        </Box>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          aria-describedby={helpId}
          tabIndex={-1}
          style={visuallyHidden}
          onChange={(event) => {
            void onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<CloudUploadOutlinedIcon />} loading={upload.isPending}>
          {coverUrl.field.value ? t('fields.replaceCover') : t('fields.uploadCover')}
        </Button>
        <FormHelperText id={helpId} error={Boolean(fieldError)}>
          {fieldError ? messages.fieldError(fieldError) : t('fields.coverHelp')}
        </FormHelperText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
            {error}
          </Alert>
        )}
      </Box>
      <FormTextField control={control} name="video" label={t('fields.video')} helperText={t('fields.videoHelp')} type="url" slotProps={{ htmlInput: { dir: 'ltr' } }} />
    </>
  );
}
