import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '@/lib/api/errors';
import { formatUsd } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotencyKey';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths, type WizardStep } from '@/lib/paths';
import { useSaveProject } from '../api/saveProject';
import type { Project } from '../api/types';
import { ProjectSections } from '../components/ProjectSections';
import { useCauseLabel, useTrackLabel } from '../hooks/useLabels';
import type { Draft } from './draft';
import { FIELD_STEP, invalidSteps } from './schemas';
import { toProjectWrite } from './toWrite';

interface PublishStepProps {
  draft: Draft;
  onServerErrors: (fields: Record<string, string>) => void;
  onPublished: (project: Project) => void;
  onBack: () => void;
}

/** The preview of the whole project, then publish (create or save the edit). */
export function PublishStep({ draft, onServerErrors, onPublished, onBack }: PublishStepProps) {
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
    const body = toProjectWrite(values);
    const content = JSON.stringify(body);
    if (attempt.current?.body !== content) attempt.current = { body: content, key: newIdempotencyKey() };
    try {
      onPublished(await save.mutateAsync({ id: draft.projectId, body, idempotencyKey: editing ? undefined : attempt.current.key }));
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0) onServerErrors(error.fields);
      setFailure(error);
    } finally {
      sending.current = false;
      setSending(false);
    }
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' }, mb: 1 }}>
          {t('wizard.previewTitle')}
        </Typography>
        <Typography color="text.secondary">{editing ? t('wizard.previewEditHint') : t('wizard.previewHint')}</Typography>
      </Box>

      {missing.length > 0 && (
        <Alert severity="warning">
          <AlertTitle>{t('wizard.incomplete')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
            {missing.map(({ step, field, code }) => (
              <li key={step}>
                <Link component={RouterLink} to={paths.createStep(step, draft.projectId)}>
                  {t('wizard.goToStep', { step, name: t(`wizard.stepNames.${step}`) })}
                </Link>
                {': '}
                {messages.fieldError(code)} ({t(`fieldNames.${field as 'title'}`, { defaultValue: field })})
              </li>
            ))}
          </Box>
        </Alert>
      )}

      {failure !== null && <PublishFailure failure={failure} editing={editing} projectId={draft.projectId} />}

      <Card>
        {values.cover_url && (
          <Box component="img" src={values.cover_url} alt="" sx={{ width: '100%', aspectRatio: '16 / 6', objectFit: 'cover', display: 'block' }} />
        )}
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
            {values.social_cause && <Chip size="small" label={causeLabel(values.social_cause)} />}
            {values.category && <Chip size="small" variant="outlined" label={trackLabel(values.category)} />}
          </Box>
          <Typography variant="h2" sx={{ fontSize: '1.75rem', mb: 1 }}>
            {values.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {[values.city, values.country].filter((part) => part.trim()).join(', ') || t('projects:detail.worldwide')}
          </Typography>
          <ProjectSections
            project={{
              ...values,
              total_requested_amount: Number(values.total_requested_amount) || 0,
              video: values.video || null,
              voluntery_contribution: values.voluntery_contribution || null,
            }}
          />
          {values.wallet_address && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('fields.wallet')}: <bdi>{values.wallet_address}</bdi>
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('fields.totalRequested')}: {formatUsd(Number(values.total_requested_amount) || 0, i18n.language)}
          </Typography>
        </CardContent>
      </Card>

      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Button variant="outlined" onClick={onBack}>
          {t('wizard.back')}
        </Button>
        <Button variant="contained" size="large" onClick={() => void publish()} disabled={missing.length > 0 || isSending} loading={isSending}>
          {editing ? t('wizard.saveChanges') : t('wizard.publish')}
        </Button>
      </Box>
    </Stack>
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
    <Card>
      <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        {inReview ? (
          <HourglassEmptyOutlinedIcon color="primary" sx={{ fontSize: 56, mb: 1 }} aria-hidden="true" />
        ) : (
          <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56, mb: 1 }} aria-hidden="true" />
        )}
        <Typography variant="h1" role="status" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' }, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: inReview ? 1 : 3 }}>
          {t(inReview ? 'wizard.sentForReviewText' : 'wizard.publishedText', { title: project.title })}
        </Typography>
        {inReview && (
          <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="review-next">
            {t('wizard.sentForReviewNext')}
          </Typography>
        )}
        <Button component={RouterLink} to={paths.project(project.id)} variant="contained">
          {t('wizard.viewProject')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** Why publishing failed: the fields the server refused, each linked to its step, or the message. */
function PublishFailure({ failure, editing, projectId }: { failure: unknown; editing: boolean; projectId: string | null }) {
  const { t } = useTranslation(['projectForm', 'projects']);
  const messages = useErrorMessages();
  const serverFields = Object.entries(isApiError(failure) ? failure.fields : {});
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{editing ? t('wizard.saveFailed') : t('wizard.publishFailed')}</AlertTitle>
      {serverFields.length > 0 ? (
        <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
          {serverFields.map(([field, code]) => {
            const step: WizardStep = FIELD_STEP[field] ?? 1;
            return (
              <li key={field}>
                <Link component={RouterLink} to={paths.createStep(step, projectId)}>
                  {t('wizard.goToStep', { step, name: t(`wizard.stepNames.${step}`) })}
                </Link>
                {': '}
                {t(`fieldNames.${field as 'title'}`, { defaultValue: field })} — {messages.fieldError(code)}
              </li>
            );
          })}
        </Box>
      ) : (
        messages.apiError(failure)
      )}
    </Alert>
  );
}
