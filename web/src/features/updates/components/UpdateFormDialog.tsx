import { zodResolver } from '@hookform/resolvers/zod';
import ImagePlus from 'lucide-react/icons/image-plus';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { applyServerErrors } from '@/lib/forms';
import { useSaveUpdate } from '../api/saveUpdate';
import type { ProjectUpdate } from '../api/types';
import { useUploadImage } from '../api/uploadImage';
import { MAX_BODY_LENGTH, MAX_TITLE_LENGTH, characterCount, updateSchema, type UpdateValues } from '../schemas';
import { UpdateTextField } from './UpdateTextField';
import './updates.css';

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

/** Write or edit an update: title, Markdown text, an optional image (the kit's Dialog). */
export function UpdateFormDialog({ projectId, editing, onClose, onSaved }: Props) {
  const { t } = useTranslation('comments', { keyPrefix: 'updates' });
  const formId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
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
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
      isDismissable={!save.isPending}
      size="medium"
      title={editing ? t('form.editTitle') : t('form.newTitle')}
      className="mp-update-dialog"
      actions={
        <>
          <Button tone="inherit" onPress={onClose} isDisabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="contained" isDisabled={save.isPending || upload.isPending}>
            {editing ? t('form.save') : t('form.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="mp-update-form">
        {failed && <Alert severity="error">{t('form.failed')}</Alert>}
        <UpdateTextField control={control} name="title" label={t('form.title')} autoFocus maxLength={MAX_TITLE_LENGTH * 2} errorValues={{ max: MAX_TITLE_LENGTH }} />
        <UpdateTextField
          control={control}
          name="body"
          label={t('form.body')}
          rows={6}
          description={`${t('form.bodyHelp')} ${t('form.counter', { used: characterCount(body ?? ''), max: MAX_BODY_LENGTH })}`}
          errorValues={{ max: MAX_BODY_LENGTH }}
        />
        <div>
          {image && <img src={image.url} alt="" className="mp-update-form-image" />}
          <div className="mp-update-form-image-actions">
            <Button variant="outlined" startIcon={<ImagePlus aria-hidden="true" size={20} />} isDisabled={upload.isPending} onPress={() => fileInput.current?.click()}>
              {image ? t('form.imageChange') : t('form.image')}
            </Button>
            <input
              ref={fileInput}
              hidden
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              data-testid="update-image-input"
              onChange={(event) => {
                void pick(event.target.files?.[0]);
                // The same file chosen again is a change too.
                event.target.value = '';
              }}
            />
            {image && (
              <Button tone="inherit" onPress={() => setImage(null)}>
                {t('form.imageRemove')}
              </Button>
            )}
          </div>
          {upload.isPending && (
            <p className="mp-body2 mp-muted mp-update-form-note" role="status">
              {t('form.uploading')}
            </p>
          )}
          {upload.isError && (
            <Alert severity="error" className="mp-update-form-note">
              {t('form.uploadFailed')}
            </Alert>
          )}
        </div>
      </form>
    </Dialog>
  );
}
