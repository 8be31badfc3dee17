import type { Identity } from '@/lib/auth/identities';
import { LoginForm } from './LoginForm';
import { OidcButtons } from './OidcButtons';
import { RegisterForm } from './RegisterForm';

export interface IntroFormsProps {
  mode: 'register' | 'login';
  /** The referral code a new account is registered with. */
  referralCode?: string;
  /** The page that sent the person here. */
  next?: string;
  onRegistered: (identities: Identity[]) => void | Promise<void>;
  onLoggedIn: (identities: Identity[]) => void | Promise<void>;
}

/**
 * The forms of /intro's second step: a new account, or logging in (with the OpenID Connect
 * providers). Their code (react-hook-form, zod, the kit's fields) is the heavy part of the page:
 * the route loads it on demand (`IntroSteps`' `Forms`), the tests' `IntroFlow` with the page.
 */
export function IntroForms({ mode, referralCode, next, onRegistered, onLoggedIn }: IntroFormsProps) {
  return mode === 'register' ? (
    <RegisterForm onSignedIn={onRegistered} referralCode={referralCode} next={next} />
  ) : (
    <>
      <LoginForm onSignedIn={onLoggedIn} />
      <OidcButtons returnTo={next} />
    </>
  );
}
