import { APP_NAME } from '@/lib/useDocumentTitle';

/** Two overlapping rings (a gift and its match) and, unless told otherwise, the wordmark. */
export function Logo({ inverted = false, wordmark = true }: { inverted?: boolean; wordmark?: boolean }) {
  const ink = inverted ? '#ffffff' : '#004a46';
  return (
    <span className="mp-logo">
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : '#004a46'} />
        <circle cx="12.5" cy="16" r="6.5" fill="none" stroke={inverted ? '#004a46' : '#ffffff'} strokeWidth="2.5" />
        <circle cx="19.5" cy="16" r="6.5" fill="none" stroke={inverted ? '#2e6f6a' : '#8fd3c7'} strokeWidth="2.5" />
      </svg>
      {wordmark && (
        <span className="mp-logo-word" dir="ltr" style={{ color: ink }}>
          {APP_NAME}
        </span>
      )}
    </span>
  );
}
