import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { WalletlessProject } from './api';

/**
 * Before paying a cart in ADA: the projects that cannot receive ADA (no Cardano wallet set up),
 * each named with a way out: pay the cart by card instead, or take the project out of the cart.
 */
export function NoWalletNotice({ projects, onPayByCard, onRemove }: { projects: WalletlessProject[]; onPayByCard: () => void; onRemove: (projectId: string) => void }) {
  const { t } = useTranslation('donations');
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="cart-no-wallet"
      action={
        <Button color="inherit" size="small" onClick={onPayByCard} sx={{ whiteSpace: 'nowrap' }}>
          {t('cart.noWalletPayByCard')}
        </Button>
      }
      sx={{ '& .MuiAlert-action': { alignItems: 'flex-start' } }}
    >
      <AlertTitle>{t('cart.noWalletTitle', { count: projects.length })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
        {projects.map((project) => (
          <li key={project.id}>
            <bdi dir="auto">{project.title}</bdi>
            {' — '}
            {t('cart.noWalletReason')}{' '}
            <Button size="small" color="inherit" sx={{ textDecoration: 'underline', minWidth: 0, p: 0, verticalAlign: 'baseline' }} onClick={() => onRemove(project.id)}>
              {t('cart.noWalletRemove', { project: project.title })}
            </Button>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
