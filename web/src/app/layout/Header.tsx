import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { Icon, SHELL_ICONS } from '@/components/Icon';
import { Logo } from '@/components/Logo';
import { useCartCount } from '@/features/donations/cart/store';
import { CreateProjectButton } from '@/features/projects/components/CreateProjectButton';
import { useCurrentRound } from '@/features/rounds/api/getCurrentRound';
import { useIdentities } from '@/lib/auth/identities';
import { signInPath } from '@/lib/auth/returnPath';
import { paths } from '@/lib/paths';
import { PHONE_QUERY, useMediaQuery } from '@/lib/useMediaQuery';
import { AppsMenu } from './AppsMenu';

// Only signed-in people see it: visitors' first page goes without its code and translations.
// Only a person with something in the cart sees its button: the first page goes without it.
// The cart's button is plain markup too (a link with a badge).
const CartButton = lazy(async () => ({ default: (await import('@/features/donations/cart/CartButton')).CartButton }));
const AccountMenu = lazy(async () => ({ default: (await import('./AccountMenu')).AccountMenu }));

/** Logo home, create project, sister apps, and the account menu (or a log-in button). */
export function Header() {
  const { t } = useTranslation();
  const { identities, current } = useIdentities();
  const { data: round } = useCurrentRound();
  // A phone's header keeps the logo's rings only, so "Log in" fits on one line in every language.
  const phone = useMediaQuery(PHONE_QUERY);
  const location = useLocation();
  const cartCount = useCartCount();

  return (
    <header className="mp-header">
      <div className="mp-container">
        <div className="mp-toolbar">
          <RouterLink to={paths.home} aria-label={t('header.homeLink')} className="mp-home-link">
            <Logo wordmark={!phone} />
          </RouterLink>
          <div className="mp-grow" />
          <nav aria-label={t('header.navigation')} className="mp-header-nav">
            <RouterLink to={paths.projects} className="mp-button mp-md-up">
              {t('header.explore')}
            </RouterLink>
            <RouterLink to={paths.projects} aria-label={t('header.explore')} className="mp-icon-button mp-icon-button-primary mp-md-down">
              <Icon path={SHELL_ICONS.travelExplore} />
            </RouterLink>
            <CreateProjectButton round={round} />
            {cartCount > 0 && (
              <Suspense fallback={null}>
                <CartButton />
              </Suspense>
            )}
            <AppsMenu />
            {current ? (
              <Suspense fallback={null}>
                <AccountMenu identities={identities} current={current} />
              </Suspense>
            ) : (
              <RouterLink
                to={signInPath(`${location.pathname}${location.search}`)}
                className="mp-button mp-button-outlined mp-login"
                style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              >
                {t('header.logIn')}
              </RouterLink>
            )}
          </nav>
        </div>
      </div>
    </header>
  );
}
