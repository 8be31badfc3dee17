import { createTheme, type Theme } from '@mui/material/styles';
import type { Direction } from '@/lib/i18n/languages';

/** Inter first (served from our own assets), then system fonts that cover Arabic and CJK. */
const FONT_STACK = [
  '"Inter Variable"',
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Noto Sans Arabic"',
  '"Noto Sans CJK JP"',
  '"Noto Sans CJK KR"',
  '"Noto Sans CJK SC"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');

export const palette = {
  primary: '#004a46',
  primaryDark: '#003b38',
  primaryLight: '#2e6f6a',
  accent: '#8fd3c7',
  surface: '#f5f8f7',
  border: '#dfe7e5',
  text: '#14201f',
  textMuted: '#4a5957',
};

/** The theme of platform-spec §9: dark teal primary, grey secondary, red error, Inter. */
export function createAppTheme(direction: Direction): Theme {
  return createTheme({
    direction,
    palette: {
      mode: 'light',
      primary: { main: palette.primary, dark: palette.primaryDark, light: palette.primaryLight, contrastText: '#ffffff' },
      secondary: { main: '#5b6670', dark: '#414a52', light: '#8a949c', contrastText: '#ffffff' },
      error: { main: '#c62828', dark: '#8e1b1b', light: '#ef5350', contrastText: '#ffffff' },
      info: { main: '#0b5cad', contrastText: '#ffffff' },
      success: { main: '#1b6e3a', contrastText: '#ffffff' },
      warning: { main: '#8a4b00', contrastText: '#ffffff' },
      background: { default: palette.surface, paper: '#ffffff' },
      text: { primary: palette.text, secondary: palette.textMuted },
      divider: palette.border,
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_STACK,
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
