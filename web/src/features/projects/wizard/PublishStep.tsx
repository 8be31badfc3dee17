import CircleCheck from 'lucide-react/icons/circle-check';
import Hourglass from 'lucide-react/icons/hourglass';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { isApiError } from '@/lib/api/errors';
import { formatUsd } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotencyKey';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths, type WizardStep } from '@/lib/paths';
import { useSaveProject } from '../api/saveProject';
import type { Project, ProjectWrite } from '../api/types';
import { ProjectSections } from '../components/ProjectSections';
import { useCauseLabel, useTrackLabel } from '../hooks/useLabels';
import type { Draft } from './draft';
import { FIELD_STEP, invalidSteps } from './schemas';
import { toProjectWrite } from './toWrite';
import './wizard.css';

interface PublishStepProps {
  draft: Draft;
  /** Waits for an autosave under way and answers the latest copy, the base of the publication. */
  settle?: () => Promise<Draft | null>;
  /** The server refused the publication: another device changed the draft since. */
  onConflict?: () => void;
  onServerErrors: (fields: Record<string, string>) => void;
  onPublished: (project: Project) => void;
  onBack: () => void;
}

/** The preview of the whole project, then publish (create or save the edit). */
export function PublishStep({ draft, settle, onConflict, onServerErrors, onPublished, onBack }: PublishStepProps) {
  const { t, i18n } = useTranslation(['projectForm', 'projects']);
  const messages = useErrorMessages();
  const causeLabel = useCauseLabel();
  const trackLabel = useTrackLabel();
  const save = useSaveProject();
  const [failure, setFailure] = useState<unknown>(null);
  // A ref, not the mutation's state: that reaches the button a tick late, after a double click's second press.
  const sending = useRef(false);
  const [isSending, setSending] = useState(false);
  // One key per attempt to publish this content: a retry reuses it, a changed draft gets a new one.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const { values } = draft;
  const editing = draft.mode === 'edit';
  const missing = invalidSteps(values);

  const publish = async () => {
    if (sending.current) return;
    sending.current = true;
    setSending(true);
    setFailure(null);
    try {
      const latest = (await settle?.()) ?? draft;
      // A draft kept on the server is published from the copy the server last confirmed.
      const serverDraft = latest.mode === 'create' && latest.projectId !== null;
      const body: ProjectWrite = serverDraft
        ? { ...toProjectWrite(values), status: 'ACTIVE', base_updated_at: latest.serverUpdatedAt }
        : toProjectWrite(values);
      const content = JSON.stringify(body);
      if (attempt.current?.body !== content) attempt.current = { body: content, key: newIdempotencyKey() };
      const idempotencyKey = latest.projectId ? undefined : attempt.current.key;
      onPublished(await save.mutateAsync({ id: latest.projectId, body, idempotencyKey }));
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0) onServerErrors(error.fields);
      if (isApiError(error) && error.code === 'project.edit_conflict') onConflict?.();
      setFailure(error);
    } finally {
      sending.current = false;
      setSending(false);
    }
  };

  const place = [values.city, values.country].filter((part) => part.trim()).join(', ');
  return (
    <div className="mp-wizard-preview">
      <div>
        <h1 className="mp-h1 mp-wizard-title">{t('wizard.previewTitle')}</h1>
        <p className="mp-p mp-muted">{editing ? t('wizard.previewEditHint') : t('wizard.previewHint')}</p>
      </div>

      {missing.length > 0 && (
        <Alert severity="warning" role="status" title={t('wizard.incomplete')}>
          <ul className="mp-wizard-step-links">
            {missing.map(({ step, field, code }) => (
              <li key={step}>
                <Link to={paths.createStep(step, draft.projectId)}>{t('wizard.goToStep', { step, name: t(`wizard.stepNames.${step}`) })}</Link>
                {': '}
                {messages.fieldError(code)} ({t(`fieldNames.${field as 'title'}`, { defaultValue: field })})
              </li>
            ))}
          </ul>
        </Alert>
      )}

      {failure !== null && <PublishFailure failure={failure} editing={editing} projectId={draft.projectId} />}

      <article className="mp-card" aria-labelledby={values.title.trim() ? 'wizard-preview-title' : undefined}>
        {values.cover_url && <img src={values.cover_url} alt="" className="mp-wizard-preview-cover" />}
        <div className="mp-wizard-card">
          {(values.social_cause || values.category) && (
            <div className="mp-wizard-chips">
              {values.social_cause && <span className="mp-chip mp-chip-default">{causeLabel(values.social_cause)}</span>}
              {values.category && <span className="mp-chip mp-wizard-chip-outlined">{trackLabel(values.category)}</span>}
            </div>
          )}
          {/* No heading without a name (axe: empty-heading); the list above says the name is missing. */}
          {values.title.trim() && (
            <h2 id="wizard-preview-title" className="mp-h2 mp-wizard-preview-title">
              {values.title}
            </h2>
          )}
          <p className="mp-p mp-muted mp-wizard-place">{place || t('projects:detail.worldwide')}</p>
          <ProjectSections
            project={{
              ...values,
              total_requested_amount: Number(values.total_requested_amount) || 0,
              video: values.video || null,
              voluntery_contribution: values.voluntery_contribution || null,
            }}
          />
          {values.wallet_address && (
            <p className="mp-body2 mp-muted mp-wizard-wallet">
              {t('fields.wallet')}: <bdi>{values.wallet_address}</bdi>
            </p>
          )}
          <p className="mp-body2 mp-muted">
            {t('fields.totalRequested')}: {formatUsd(Number(values.total_requested_amount) || 0, i18n.language)}
          </p>
        </div>
      </article>

      <div className="mp-wizard-preview-actions">
        <Button variant="outlined" onPress={onBack}>
          {t('wizard.back')}
        </Button>
        {/*
          Disabled with a spinner while it sends, not React Aria's pending state: that announces the
          button by an id, and the button is gone once published (axe: role-img-alt, issue 36).
        */}
        <Button
          variant="contained"
          className="mp-wizard-large"
          onPress={() => void publish()}
          isDisabled={missing.length > 0 || isSending}
          startIcon={isSending ? <span className="mp-spinner mp-wizard-spinner" aria-hidden="true" /> : undefined}
        >
          {editing ? t('wizard.saveChanges') : t('wizard.publish')}
        </Button>
      </div>
    </div>
  );
}

/**
 * What the organization sees after pressing Publish: live at once, or, in a round that needs
 * approval, sent to the round's reviewers (not visible until they approve it).
 */
export function PublishedNotice({ project, editing }: { project: Project; editing: boolean }) {
  const { t } = useTranslation(['projectForm', 'projects']);
  const inReview = project.status === 'SUBMITTED';
  const title = inReview ? t('wizard.sentForReviewTitle') : editing ? t('wizard.savedTitle') : t('wizard.publishedTitle');
  return (
    <div className="mp-card mp-wizard-done">
      {inReview ? (
        <Hourglass className="mp-wizard-done-icon" data-review="" size="1em" aria-hidden="true" />
      ) : (
        <CircleCheck className="mp-wizard-done-icon" size="1em" aria-hidden="true" />
      )}
      <h1 className="mp-h1 mp-wizard-title" role="status">
        {title}
      </h1>
      <p className="mp-p mp-muted mp-wizard-done-text">{t(inReview ? 'wizard.sentForReviewText' : 'wizard.publishedText', { title: project.title })}</p>
      {inReview && (
        <p className="mp-p mp-muted mp-wizard-done-text" data-testid="review-next">
          {t('wizard.sentForReviewNext')}
        </p>
      )}
      <LinkButton to={paths.project(project.id)} variant="contained">
        {t('wizard.viewProject')}
      </LinkButton>
    </div>
  );
}

/** Why publishing failed: the fields the server refused, each linked to its step, or the message. */
function PublishFailure({ failure, editing, projectId }: { failure: unknown; editing: boolean; projectId: string | null }) {
  const { t } = useTranslation(['projectForm', 'projects']);
  const messages = useErrorMessages();
  const serverFields = Object.entries(isApiError(failure) ? failure.fields : {});
  return (
    <Alert severity="error" title={editing ? t('wizard.saveFailed') : t('wizard.publishFailed')}>
      {serverFields.length > 0 ? (
        <ul className="mp-wizard-step-links">
          {serverFields.map(([field, code]) => {
            const step: WizardStep = FIELD_STEP[field] ?? 1;
            return (
              <li key={field}>
                <Link to={paths.createStep(step, projectId)}>{t('wizard.goToStep', { step, name: t(`wizard.stepNames.${step}`) })}</Link>
                {': '}
                {t(`fieldNames.${field as 'title'}`, { defaultValue: field })} — {messages.fieldError(code)}
              </li>
            );
          })}
        </ul>
      ) : (
        messages.apiError(failure)
      )}
    </Alert>
  );
}
