import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { directionOf, type Direction } from '@/lib/i18n/languages';
import { createAppTheme } from './theme';

// Two style caches: the right-to-left one flips every physical property MUI writes
// (left/right, margins, paddings, transforms), so layouts mirror, not only the text.
const caches: Record<Direction, EmotionCache> = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

/** MUI theme, emotion cache and baseline styles following the current language's direction. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const direction = directionOf(i18n.resolvedLanguage ?? i18n.language);
  const theme = useMemo(() => createAppTheme(direction), [direction]);
  return (
    <CacheProvider value={caches[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
