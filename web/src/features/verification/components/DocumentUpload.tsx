import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/visuallyHidden';
import { isApiError } from '@/lib/api/errors';
import { useAppConfig } from '@/lib/config/appConfig';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import type { UploadedDocument, VerificationKind } from '../api/types';
import { useUploadDocument } from '../api/uploadDocument';
import type { VerificationValues } from '../schemas';
import { DOCUMENT_TYPES, checkFiles, megabytes, uploadLimits, type FileProblem } from '../utils/uploadLimits';

/** Spec §5's upload messages, for problems found here or by the server. */
function useProblemText() {
  const { t, i18n } = useTranslation('trust');
  const messages = useErrorMessages();
  const limits = uploadLimits(useAppConfig());
  const text = (problem: FileProblem) => {
    switch (problem.kind) {
      case 'tooMany':
        return t('documents.tooMany', { limit: problem.limit });
      case 'tooLarge':
        return t('documents.tooLarge', { name: problem.name, max: megabytes(problem.maxBytes, i18n.language) });
      case 'type':
        return t('documents.type', { name: problem.name });
    }
  };
  const fromServer = (error: unknown, name: string) => {
    if (isApiError(error) && error.code === 'media.too_large') return text({ kind: 'tooLarge', name, maxBytes: limits.maxBytes });
    if (isApiError(error) && error.code === 'media.too_many_files') return text({ kind: 'tooMany', limit: limits.maxFiles });
    if (isApiError(error) && (error.code === 'media.type' || error.code === 'media.unreadable')) return text({ kind: 'type', name });
    return messages.apiError(error);
  };
  return { text, fromServer, limits };
}

/** Pictures get a thumbnail; PDFs (and anything unknown) a document icon. */
function isPicture(document: UploadedDocument): boolean {
  if (document.contentType) return document.contentType.startsWith('image/');
  return /\.(png|jpe?g|gif|webp|avif)$/i.test(document.filename);
}

/** A field code on the documents (ours or the server's) in words. */
function useDocumentsError(code: string | undefined): string | undefined {
  const { t } = useTranslation('trust');
  const messages = useErrorMessages();
  if (!code) return undefined;
  if (code === 'required' || code === 'documents_required') return t('documents.required');
  if (code === 'invalid') return t('documents.invalid');
  return messages.fieldError(code);
}

/**
 * Identity or registration documents: PDF files or pictures uploaded at once (POST /verifications/documents, kept private), listed with a
 * remove button; the limits of /api/config are checked before anything is sent.
 */
export function DocumentUpload({ control, kind }: { control: Control<VerificationValues>; kind: VerificationKind }) {
  const { t, i18n } = useTranslation(['trust', 'common']);
  const upload = useUploadDocument();
  const problems = useProblemText();
  const {
    field: { value: documents, onChange, ref: focusRef },
    fieldState,
  } = useController({ control, name: 'documents' });
  const fieldError = useDocumentsError(fieldState.error?.message);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const inputId = useId();
  const helpId = useId();

  const onFiles = async (files: File[]) => {
    if (files.length === 0) return;
    setProblem(null);
    const found = checkFiles(files, documents.length, problems.limits);
    if (found) return setProblem(problems.text(found));
    const added: UploadedDocument[] = [];
    for (const file of files) {
      try {
        added.push(await upload.mutateAsync(file));
      } catch (error) {
        setProblem(problems.fromServer(error, file.name));
        break;
      }
    }
    if (added.length > 0) onChange([...documents, ...added]);
  };

  const remove = (id: string) => onChange(documents.filter((document) => document.id !== id));

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('documents.label')}
      </Typography>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {kind === 'kyb' ? t('documents.helpKyb') : t('documents.helpKyc')}{' '}
        {t('documents.rules', { limit: problems.limits.maxFiles, max: megabytes(problems.limits.maxBytes, i18n.language) })}
      </Typography>
      {documents.length > 0 ? (
        <List dense aria-label={t('documents.attached')} sx={{ mb: 1 }}>
          {documents.map((document) => (
            <ListItem
              key={document.id}
              disableGutters
              secondaryAction={
                <IconButton edge="end" aria-label={t('documents.remove', { name: document.filename })} onClick={() => remove(document.id)}>
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemAvatar>
                {isPicture(document) ? (
                  <Avatar variant="rounded" src={document.url} alt="" />
                ) : (
                  // A PDF has no thumbnail: an image of it would fail and show a person instead.
                  <Avatar variant="rounded" alt="" data-testid="document-icon">
                    <DescriptionOutlinedIcon />
                  </Avatar>
                )}
              </ListItemAvatar>
              <ListItemText primary={<bdi>{document.filename}</bdi>} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('documents.none')}
        </Typography>
      )}
      <input
        id={inputId}
        type="file"
        multiple
        accept={DOCUMENT_TYPES.join(',')}
        // The labelled button below is what people (and screen readers) use.
        aria-hidden="true"
        tabIndex={-1}
        style={visuallyHidden}
        onChange={(event) => {
          void onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <Button
        ref={focusRef}
        component="label"
        htmlFor={inputId}
        variant="outlined"
        startIcon={<CloudUploadOutlinedIcon />}
        loading={upload.isPending}
        loadingPosition="start"
        aria-describedby={helpId}
        disabled={documents.length >= problems.limits.maxFiles}
      >
        {upload.isPending ? t('documents.uploading') : t('documents.upload')}
      </Button>
      {fieldError && (
        <FormHelperText error role="alert">
          {fieldError}
        </FormHelperText>
      )}
      {problem && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mt: 1.5 }}
          onClose={() => setProblem(null)}
          slotProps={{ closeButton: { 'aria-label': t('common:actions.dismiss') } }}
        >
          {problem}
        </Alert>
      )}
    </Box>
  );
}
