import CircleAlert from 'lucide-react/icons/circle-alert';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { AnchorButton } from '@/components/ui/LinkButton';
import { paths } from '@/lib/paths';

/** Last resort when the app itself fails outside the router: a plain link reloads from home. */
export function CrashScreen() {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <main>
      <ErrorState
        icon={<CircleAlert aria-hidden="true" strokeWidth={1.5} />}
        title={t('errors:pages.unexpectedTitle')}
        text={t('errors:pages.serverErrorText')}
        actions={
          <AnchorButton href={paths.home} variant="contained">
            {t('actions.goHome')}
          </AnchorButton>
        }
      />
    </main>
  );
}
