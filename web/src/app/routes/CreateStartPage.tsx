import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { draftKey } from '@/features/projects/wizard/draft';
import { useIdentities } from '@/lib/auth/identities';
import { paths, WIZARD_STEPS } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { SubmissionsGate } from './SubmissionsGate';

/** /create: what the wizard asks, then start (or continue the saved draft). */
export function CreateStartPage() {
  const { t } = useTranslation(['projectForm', 'projects', 'common']);
  const { current } = useIdentities();
  useDocumentTitle(t('wizard.createTitle'));
  const verified = current?.type === 'organizations' && current.meta.verified;
  const hasDraft = current ? window.localStorage.getItem(draftKey(current.id)) !== null : false;

  return (
    <SubmissionsGate editing={false}>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.875rem', md: '2.25rem' }, mb: 1.5 }}>
          {t('start.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('start.text')}
        </Typography>
        {!verified && current?.type === 'organizations' && (
          <Alert
            severity={current.meta.status === 'PENDING' ? 'info' : 'warning'}
            sx={{ mb: 3 }}
            action={
              current.meta.status !== 'PENDING' && (
                <Button color="inherit" size="small" component={RouterLink} to={paths.verification}>
                  {t('projects:create.kybContinue')}
                </Button>
              )
            }
          >
            {current.meta.status === 'PENDING' ? t('common:verification.pending') : t('projects:create.kybText')}
          </Alert>
        )}
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {t('start.stepsTitle')}
            </Typography>
            <List dense>
              {WIZARD_STEPS.map((step) => (
                <ListItem key={step} disableGutters>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <CheckCircleOutlineIcon color="primary" fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={t(`wizard.stepNames.${step}`)} secondary={t(`wizard.steps.${step}.hint`)} />
                </ListItem>
              ))}
            </List>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('start.draftNote')}
            </Typography>
            <Box sx={{ mt: 3 }}>
              <Button component={RouterLink} to={paths.createStep(1)} variant="contained" size="large" disabled={!verified}>
                {hasDraft ? t('start.continue') : t('start.begin')}
              </Button>
            </Box>
          </CardContent>
        </Card>
      </Container>
    </SubmissionsGate>
  );
}
