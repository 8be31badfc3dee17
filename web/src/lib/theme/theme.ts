import { createTheme, type Theme } from '@mui/material/styles';
import type { Direction } from '@/lib/i18n/languages';
import tokensCss from '@/styles/tokens.css?raw';
import { readTokens } from '@/styles/tokens';

/** The app's tokens (src/styles/tokens.css), the one place a colour is written. */
const tokens = readTokens(tokensCss);
const token = (name: string): string => {
  const value = tokens[name];
  if (value === undefined) throw new Error(`tokens.css has no --mp-${name}`);
  return value;
};

export const palette = {
  primary: token('primary'),
  primaryDark: token('primary-dark'),
  primaryLight: token('primary-light'),
  accent: token('accent'),
  surface: token('surface'),
  paper: token('paper'),
  border: token('border'),
  text: token('text'),
  textMuted: token('text-muted'),
};

/** The theme of platform-spec §9: dark teal primary, grey secondary, red error, Inter. */
export function createAppTheme(direction: Direction): Theme {
  return createTheme({
    direction,
    palette: {
      mode: 'light',
      primary: { main: palette.primary, dark: palette.primaryDark, light: palette.primaryLight, contrastText: token('on-primary') },
      secondary: { main: token('secondary'), dark: token('secondary-dark'), light: token('secondary-light'), contrastText: token('on-primary') },
      error: { main: token('error'), dark: token('error-dark'), light: token('error-light'), contrastText: token('on-primary') },
      info: { main: token('info'), contrastText: token('on-primary') },
      success: { main: token('success'), contrastText: token('on-primary') },
      warning: { main: token('warning'), contrastText: token('on-primary') },
      background: { default: palette.surface, paper: palette.paper },
      text: { primary: palette.text, secondary: palette.textMuted },
      divider: palette.border,
    },
    shape: { borderRadius: parseInt(token('radius'), 10) },
    typography: {
      fontFamily: token('font'),
      h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.02em' },
      h2: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3, letterSpacing: '-0.01em' },
      h3: { fontSize: '30px', fontWeight: 600, lineHeight: 1.25 },
      h4: { fontSize: '16px', fontWeight: 600, lineHeight: 1.4 },
      h5: { fontSize: '1rem', fontWeight: 600 },
      h6: { fontSize: '0.9375rem', fontWeight: 600 },
      subtitle1: { fontWeight: 500 },
      button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
      overline: { fontWeight: 600, letterSpacing: '0.08em' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased' },
          ':focus-visible': { outline: `3px solid ${palette.primaryLight}`, outlineOffset: 2 },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 8, paddingInline: 18, minHeight: 40 } },
      },
      MuiPaper: {
        defaultProps: { elevation: 0 },
        styleOverrides: { outlined: { borderColor: palette.border } },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 14, borderColor: palette.border } },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiMenu: { defaultProps: { slotProps: { paper: { elevation: 4 } } } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  });
}
