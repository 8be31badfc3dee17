import FileText from 'lucide-react/icons/file-text';
import Trash2 from 'lucide-react/icons/trash-2';
import X from 'lucide-react/icons/x';
import { useId, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { IconButton } from '@/components/ui/Button';
import { cx } from '@/components/ui/classNames';
import { FileDrop } from '@/components/ui/FileDrop';
import { isApiError } from '@/lib/api/errors';
import { useAppConfig } from '@/lib/config/appConfig';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import type { UploadedDocument, VerificationKind } from '../api/types';
import { useUploadDocument } from '../api/uploadDocument';
import type { VerificationValues } from '../schemas';
import { DOCUMENT_TYPES, checkFiles, megabytes, uploadLimits, type FileProblem } from '../utils/uploadLimits';
import './verification.css';

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
 * remove button; the limits of /api/config are checked before anything is sent. Chosen with the
 * kit's FileDrop: dropped on it, or picked with its button.
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
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mp-h4 mp-verify-docs-title">
        {t('documents.label')}
      </h3>
      {documents.length > 0 ? (
        <ul aria-label={t('documents.attached')} className="mp-verify-docs">
          {documents.map((document) => (
            <li key={document.id} className="mp-verify-doc">
              <span className="mp-verify-doc-thumb">
                {isPicture(document) ? (
                  <img src={document.url} alt="" />
                ) : (
                  // A PDF has no thumbnail: an image of it would fail.
                  <FileText size={22} aria-hidden="true" data-testid="document-icon" />
                )}
              </span>
              <span className="mp-verify-doc-name">
                <bdi>{document.filename}</bdi>
              </span>
              <IconButton aria-label={t('documents.remove', { name: document.filename })} onPress={() => remove(document.id)}>
                <Trash2 size={20} aria-hidden="true" />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mp-body2 mp-muted mp-verify-none">{t('documents.none')}</p>
      )}
      {/* The kit's FileDrop takes no ref: react-hook-form focuses its button when documents are missing. */}
      <div ref={(element) => focusRef(element ? { focus: () => element.querySelector<HTMLElement>('.mp-button')?.focus() } : null)}>
        <FileDrop
          className={cx('mp-verify-drop', upload.isPending && 'mp-verify-drop-busy')}
          label={
            <>
              {kind === 'kyb' ? t('documents.helpKyb') : t('documents.helpKyc')}{' '}
              {t('documents.rules', { limit: problems.limits.maxFiles, max: megabytes(problems.limits.maxBytes, i18n.language) })}
            </>
          }
          buttonLabel={upload.isPending ? t('documents.uploading') : t('documents.upload')}
          acceptedFileTypes={[...DOCUMENT_TYPES]}
          allowsMultiple
          isDisabled={upload.isPending || documents.length >= problems.limits.maxFiles}
          onFiles={(files) => void onFiles(files)}
        />
      </div>
      {fieldError && (
        <p role="alert" className="mp-verify-docs-error">
          {fieldError}
        </p>
      )}
      {problem && (
        <Alert
          severity="error"
          role="alert"
          className="mp-verify-problem"
          action={
            <IconButton aria-label={t('common:actions.dismiss')} onPress={() => setProblem(null)}>
              <X size={20} aria-hidden="true" />
            </IconButton>
          }
        >
          {problem}
        </Alert>
      )}
    </section>
  );
}
