import { useEffect } from 'react';

export const APP_NAME = 'Matchpool';

/** Sets the tab title to "<page> · Matchpool" while the page is shown. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
