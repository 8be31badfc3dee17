import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import { AppThemeProvider } from './AppThemeProvider';

function Probe() {
  const theme = useTheme();
  // eslint-disable-next-line no-restricted-syntax -- a physical property, to see it mirrored
  return <Box data-testid="probe" data-direction={theme.direction} sx={{ paddingLeft: '13px' }} />;
}

function emotionCss(key: string): string {
  return Array.from(document.querySelectorAll(`style[data-emotion="${key}"]`))
    .map((style) => style.textContent)
    .join('\n');
}

describe('right-to-left layout', () => {
  it('switches <html>, the theme and the styles when Arabic is chosen, and back', async () => {
    const i18n = createI18n();
    await act(() => i18n.changeLanguage('en'));
    render(
      <I18nextProvider i18n={i18n}>
        <AppThemeProvider>
          <Probe />
        </AppThemeProvider>
      </I18nextProvider>,
    );
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('probe')).toHaveAttribute('data-direction', 'ltr');

    await act(() => i18n.changeLanguage('ar'));

    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByTestId('probe')).toHaveAttribute('data-direction', 'rtl');
    // The mirrored style cache turns the physical left padding into a right one.
    expect(emotionCss('muirtl')).toContain('padding-right:13px');
    expect(emotionCss('muirtl')).not.toContain('padding-left:13px');

    await act(() => i18n.changeLanguage('ja'));

    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'ja');
    expect(screen.getByTestId('probe')).toHaveAttribute('data-direction', 'ltr');
  });
});
