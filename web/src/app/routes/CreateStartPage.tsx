import CircleCheck from 'lucide-react/icons/circle-check';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { useNavigate } from 'react-router';
import { draftKey, readDraft, writeDraft } from '@/features/projects/wizard/draft';
import { useIdentities } from '@/lib/auth/identities';
import { paths, WIZARD_STEPS } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { SubmissionsGate } from './SubmissionsGate';
import '@/features/projects/wizard/wizard.css';

/** /create: what the wizard asks, then start (or continue the saved draft). */
export function CreateStartPage() {
  const { t } = useTranslation(['projectForm', 'projects', 'common']);
  const { current } = useIdentities();
  useDocumentTitle(t('wizard.createTitle'));
  const verified = current?.type === 'organizations' && current.meta.verified;
  const navigate = useNavigate();
  const slot = current ? readDraft(draftKey(current.id)) : null;
  const hasDraft = slot !== null;
  const start = hasDraft ? t('start.continue') : t('start.begin');
  // The draft being continued is safe on the server (it is in "My drafts"): another may begin.
  const savedOnServer = Boolean(slot?.projectId) && !slot?.unsynced;
  const startAnother = () => {
    if (!current) return;
    writeDraft(draftKey(current.id), null);
    void navigate(paths.createStep(1));
  };

  return (
    <SubmissionsGate editing={false}>
      <div className="mp-container mp-container-md mp-wizard">
        <h1 className="mp-h1 mp-wizard-start-title">{t('start.title')}</h1>
        <p className="mp-p mp-muted mp-wizard-start-text">{t('start.text')}</p>
        {!verified && current?.type === 'organizations' && (
          <Alert
            severity={current.meta.status === 'PENDING' ? 'info' : 'warning'}
            role="status"
            className="mp-wizard-start-alert"
            action={
              current.meta.status !== 'PENDING' && (
                <LinkButton to={paths.verification} tone="inherit" size="small">
                  {t('projects:create.kybContinue')}
                </LinkButton>
              )
            }
          >
            {current.meta.status === 'PENDING' ? t('common:verification.pending') : t('projects:create.kybText')}
          </Alert>
        )}
        <section className="mp-card mp-wizard-card" aria-labelledby="wizard-start-steps">
          <h2 id="wizard-start-steps" className="mp-h2 mp-wizard-list-title">
            {t('start.stepsTitle')}
          </h2>
          <ul className="mp-wizard-list">
            {WIZARD_STEPS.map((step) => (
              <li key={step} className="mp-wizard-list-item">
                <CircleCheck className="mp-wizard-list-icon" size="1em" aria-hidden="true" />
                <span>
                  <span className="mp-wizard-list-name">{t(`wizard.stepNames.${step}`)}</span>
                  <span className="mp-body2 mp-muted">{t(`wizard.steps.${step}.hint`)}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="mp-body2 mp-muted">{t('start.draftNote')}</p>
          <div className="mp-wizard-start-action">
            {/* Unverified: a button that cannot be pressed, not a link that goes nowhere. */}
            {verified ? (
              <>
                <LinkButton to={paths.createStep(1)} variant="contained" className="mp-wizard-large">
                  {start}
                </LinkButton>
                {savedOnServer && (
                  <Button variant="outlined" className="mp-wizard-large" onPress={startAnother}>
                    {t('start.startAnother')}
                  </Button>
                )}
              </>
            ) : (
              <Button variant="contained" className="mp-wizard-large" isDisabled>
                {start}
              </Button>
            )}
          </div>
        </section>
      </div>
    </SubmissionsGate>
  );
}
