import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/FormTextField';
import { applyServerErrors } from '@/lib/forms';
import { useSaveUpdate } from '../api/saveUpdate';
import type { ProjectUpdate } from '../api/types';
import { useUploadImage } from '../api/uploadImage';
import { MAX_BODY_LENGTH, MAX_TITLE_LENGTH, characterCount, updateSchema, type UpdateValues } from '../schemas';

interface Props {
  projectId: string;
  /** The update to edit; none for a new one. */
  editing: ProjectUpdate | null;
  onClose: () => void;
  onSaved: (update: ProjectUpdate) => void;
}

interface Image {
  id: string;
  url: string;
}

/** Write or edit an update: title, Markdown text, an optional image. */
export function UpdateFormDialog({ projectId, editing, onClose, onSaved }: Props) {
  const { t } = useTranslation('comments', { keyPrefix: 'updates' });
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const save = useSaveUpdate(projectId);
  const upload = useUploadImage();
  const [image, setImage] = useState<Image | null>(editing?.media ? { id: editing.media.id, url: editing.media.url } : null);
  const [failed, setFailed] = useState(false);
  const { control, handleSubmit, setError } = useForm<UpdateValues>({
    resolver: zodResolver(updateSchema),
    defaultValues: { title: editing?.title ?? '', body: editing?.body ?? '' },
  });
  const body = useWatch({ control, name: 'body' });

  const submit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      const saved = await save.mutateAsync({ id: editing?.id ?? null, body: { ...values, media_id: image?.id ?? null } });
      onSaved(saved);
    } catch (error) {
      if (!applyServerErrors(error, setError, ['title', 'body'])) setFailed(true);
    }
  });

  const pick = async (file: File | undefined) => {
    if (!file) return;
    try {
      setImage(await upload.mutateAsync(file));
    } catch {
      // The alert below says so; the form keeps its text.
    }
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{editing ? t('form.editTitle') : t('form.newTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failed && <Alert severity="error">{t('form.failed')}</Alert>}
            <FormTextField
              control={control}
              name="title"
              label={t('form.title')}
              required
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { dir: 'auto', maxLength: MAX_TITLE_LENGTH * 2 } }}
              errorValues={{ max: MAX_TITLE_LENGTH }}
            />
            <FormTextField
              control={control}
              name="body"
              label={t('form.body')}
              required
              fullWidth
              multiline
              minRows={6}
              slotProps={{ htmlInput: { dir: 'auto' } }}
              helperText={`${t('form.bodyHelp')} ${t('form.counter', { used: characterCount(body ?? ''), max: MAX_BODY_LENGTH })}`}
              errorValues={{ max: MAX_BODY_LENGTH }}
            />
            <Box>
              {image && (
                <Box component="img" src={image.url} alt="" sx={{ display: 'block', maxWidth: '100%', maxHeight: 200, borderRadius: 2, mb: 1 }} />
              )}
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button component="label" variant="outlined" startIcon={<AddPhotoAlternateOutlinedIcon />} disabled={upload.isPending}>
                  {image ? t('form.imageChange') : t('form.image')}
                  <input
                    hidden
                    type="file"
                    accept="image/png,image/jpeg,image/webp,image/gif"
                    data-testid="update-image-input"
                    onChange={(event) => void pick(event.target.files?.[0])}
                  />
                </Button>
                {image && (
                  <Button color="inherit" onClick={() => setImage(null)}>
                    {t('form.imageRemove')}
                  </Button>
                )}
              </Stack>
              {upload.isPending && (
                <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
                  {t('form.uploading')}
                </Typography>
              )}
              {upload.isError && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {t('form.uploadFailed')}
                </Alert>
              )}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={save.isPending} color="inherit">
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending || upload.isPending}>
            {editing ? t('form.save') : t('form.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
