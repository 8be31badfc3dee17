import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import type { WalletlessProject } from './api';
import './cart.css';

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
      className="mp-cart-no-wallet"
      title={t('cart.noWalletTitle', { count: projects.length })}
      action={
        <Button tone="inherit" size="small" onPress={onPayByCard} className="mp-cart-no-wallet-card">
          {t('cart.noWalletPayByCard')}
        </Button>
      }
    >
      <ul className="mp-cart-no-wallet-list">
        {projects.map((project) => (
          <li key={project.id}>
            <bdi dir="auto">{project.title}</bdi>
            {' — '}
            {t('cart.noWalletReason')}{' '}
            <Button size="small" tone="inherit" className="mp-cart-inline-action" onPress={() => onRemove(project.id)}>
              {t('cart.noWalletRemove', { project: project.title })}
            </Button>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
