import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router';

/**
 * The kit's locale: React Aria formats dates, numbers and calendars, and lays out its popovers
 * and arrow keys, in the language the person reads (right to left for Arabic), following i18next.
 */
export function UiLocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <I18nProvider locale={i18n.resolvedLanguage ?? i18n.language}>{children}</I18nProvider>;
}

/** React Aria's links (menu items with `href`) navigate with the app's router. */
export function UiRouterProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

/**
 * Both, around a page drawn with the kit; the router loads them with such a page (`uiPage`), so
 * the shell, /home and /projects, which use none of React Aria's widgets, do not carry them.
 */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <UiLocaleProvider>
      <UiRouterProvider>{children}</UiRouterProvider>
    </UiLocaleProvider>
  );
}
