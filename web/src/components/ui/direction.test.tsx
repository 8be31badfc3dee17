import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocale } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import { MenuButton, MenuItem } from './Menu';
import { UiLocaleProvider } from './UiProvider';

function Probe() {
  const { locale, direction } = useLocale();
  return <p data-testid="probe" data-locale={locale} data-direction={direction} />;
}

describe('right-to-left layout', () => {
  it('switches <html dir lang> and the kit when Arabic is chosen, and back', async () => {
    const i18n = createI18n();
    await act(() => i18n.changeLanguage('en'));
    render(
      <I18nextProvider i18n={i18n}>
        <UiLocaleProvider>
          <Probe />
          <MenuButton trigger="⋮" aria-label="Actions">
            <MenuItem>Edit</MenuItem>
          </MenuButton>
        </UiLocaleProvider>
      </I18nextProvider>,
    );
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('probe')).toHaveAttribute('data-direction', 'ltr');

    await act(() => i18n.changeLanguage('ar'));

    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByTestId('probe')).toHaveAttribute('data-locale', 'ar');
    expect(screen.getByTestId('probe')).toHaveAttribute('data-direction', 'rtl');
    // React Aria lays out its popovers (and their arrow keys) right to left.
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    expect(menu.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.keyboard('{Escape}');

    await act(() => i18n.changeLanguage('ja'));

    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'ja');
    expect(screen.getByTestId('probe')).toHaveAttribute('data-direction', 'ltr');
  });
});
