import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, use, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, type Direction } from '@/lib/i18n/languages';
import { loadedRtlCache, loadRtlCache } from './rtlCache';
import { createAppTheme } from './theme';

const ltrCache = createCache({ key: 'mui' });

/** The style cache of a direction; waits (suspends) the first time right-to-left is needed. */
function useStyleCache(direction: Direction) {
  if (direction === 'ltr') return ltrCache;
  return loadedRtlCache() ?? use(loadRtlCache());
}

function ThemedApp({ direction, children }: { direction: Direction; children: ReactNode }) {
  const cache = useStyleCache(direction);
  const theme = useMemo(() => createAppTheme(direction), [direction]);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

/** MUI theme, emotion cache and baseline styles following the current language's direction. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const direction = directionOf(i18n.resolvedLanguage ?? i18n.language);
  return (
    // Only while the right-to-left styles first load (the app preloads them for such a language).
    <Suspense fallback={null}>
      <ThemedApp direction={direction}>{children}</ThemedApp>
    </Suspense>
  );
}
