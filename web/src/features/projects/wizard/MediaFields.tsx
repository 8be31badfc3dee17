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
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useUploadMedia } from '../api/uploadMedia';
import type { StepValues } from './schemas';

/** The server's upload limits come back in its message ("x.png exceeds the maximum size of 5MB"). */
function useUploadError() {
  const { t } = useTranslation('projects');
  const messages = useErrorMessages();
  return (error: unknown, fileName: string) => {
    if (isApiError(error) && error.code === 'media.too_large') {
      const max = /of ([\d.]+)\s*MB/i.exec(error.message)?.[1] ?? '?';
      return t('media.tooLarge', { name: fileName, max });
    }
    if (isApiError(error) && error.code === 'media.too_many_files') {
      const limit = /maximum of (\d+)/i.exec(error.message)?.[1] ?? '?';
      return t('media.tooMany', { limit });
    }
    if (isApiError(error) && error.code === 'media.type') return t('media.type');
    return messages.apiError(error);
  };
}

/** Cover photo upload (POST /media) with a preview, and the optional video link. */
export function MediaFields({ control }: { control: Control<StepValues<6>> }) {
  const { t } = useTranslation('projects');
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
    setError(null);
    try {
      const media = await upload.mutateAsync(file);
      coverId.field.onChange(media.id);
      coverUrl.field.onChange(media.url);
    } catch (failure) {
      setError(uploadError(failure, file.name));
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
