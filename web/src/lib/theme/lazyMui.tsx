import { lazy, type ComponentType, type ReactNode } from 'react';
import { loadRtlCache } from './rtlCache';

/**
 * MUI (its theme, baseline styles and emotion's style cache, the right-to-left one for such a
 * language) for the parts of the app that still draw with it. The shell, /home and /projects are
 * plain React and CSS: MUI loads with the first page that uses it, never with those.
 */
export async function loadMuiProvider(): Promise<ComponentType<{ children: ReactNode }>> {
  const rtl = document.documentElement.dir === 'rtl';
  const [{ AppThemeProvider }, { UiLocaleProvider }] = await Promise.all([
    import('./AppThemeProvider'),
    // Such parts already draw some of the kit (dialogs, notices): in the page's language.
    import('@/components/ui/UiProvider'),
    rtl ? loadRtlCache() : undefined,
  ]);
  return function MuiProvider({ children }: { children: ReactNode }) {
    return (
      <AppThemeProvider>
        <UiLocaleProvider>{children}</UiLocaleProvider>
      </AppThemeProvider>
    );
  };
}

/**
 * `lazy()` for a component drawn with MUI: its code and MUI's provider load together the first
 * time it renders, and it draws inside the theme. Render it under a `<Suspense>`.
 */
export function lazyWithMui<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(async () => {
    const [Component, Provider] = await Promise.all([load(), loadMuiProvider()]);
    function WithMui(props: P) {
      return (
        <Provider>
          <Component {...props} />
        </Provider>
      );
    }
    return { default: WithMui };
  });
}
