import { paths } from './paths';

/**
 * A referral carried from the landing page (`/referral?code=` or `?referred_by=`) to the
 * registration form, kept for the tab's session so browsing around first loses nothing.
 */
export interface PendingReferral {
  /** What the server takes as `referral_code`: a referral code or the inviter's username. */
  value: string;
  kind: 'code' | 'username';
}

const STORAGE_KEY = 'matchpool.referral';

/** Codes and usernames alike are 3–30 letters, digits, dots, underscores or hyphens. */
const WELL_FORMED = /^[A-Za-z0-9._-]{3,30}$/;

export function isWellFormedReferral(value: string): boolean {
  return WELL_FORMED.test(value);
}

/**
 * The referral a URL names: `referred_by` (the original client's links) wins over `code`.
 * Answers `invalid` when it names one that cannot exist, `undefined` when it names none.
 */
export function referralFromParams(params: URLSearchParams): PendingReferral | 'invalid' | undefined {
  const username = params.get('referred_by')?.trim();
  const code = params.get('code')?.trim();
  const referral: PendingReferral | undefined = username
    ? { value: username, kind: 'username' }
    : code
      ? { value: code, kind: 'code' }
      : undefined;
  if (!referral) return undefined;
  return isWellFormedReferral(referral.value) ? referral : 'invalid';
}

function isPendingReferral(value: unknown): value is PendingReferral {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.value === 'string' &&
    isWellFormedReferral(candidate.value) &&
    (candidate.kind === 'code' || candidate.kind === 'username')
  );
}

/** The referral waiting to be sent with a registration, in session storage. */
export const pendingReferral = {
  get(): PendingReferral | undefined {
    try {
      const raw = window.sessionStorage.getItem(STORAGE_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : undefined;
      return isPendingReferral(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  },
  set(referral: PendingReferral) {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(referral));
    } catch {
      // Storage blocked: the registration link still carries the code in its URL.
    }
  },
  clear() {
    try {
      window.sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing stored, nothing to forget.
    }
  },
};

/** The intro page's registration step, carrying the referral in its URL as well. */
export function registerPath(type: 'individual' | 'organization', referral?: PendingReferral): string {
  const params = new URLSearchParams({ type, mode: 'register' });
  if (referral) params.set(referral.kind === 'username' ? 'referred_by' : 'code', referral.value);
  return `${paths.intro}?${params.toString()}`;
}

/** Router state /intro hands to /referral after a registration that carried a referral. */
export interface RegisteredWithReferral {
  registeredWith: PendingReferral;
}

export function isRegisteredWithReferral(state: unknown): state is RegisteredWithReferral {
  return typeof state === 'object' && state !== null && isPendingReferral((state as Record<string, unknown>).registeredWith);
}
