import { APP_NAME } from '@/lib/useDocumentTitle';

/**
 * The static shell of `index.html` (header bar and loading bar, styled there), drawn again while
 * the first page loads, so the screen does not flash between the shell and the page.
 */
export function ShellFallback() {
  return (
    <div className="mp-shell" aria-busy="true">
      <div className="mp-shell-bar">
        <span className="mp-shell-logo" dir="ltr">
          {APP_NAME}
        </span>
      </div>
      <div className="mp-shell-progress" />
    </div>
  );
}
