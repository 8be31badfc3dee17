import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/auth/session';
import { jsonResponse, mockFetch } from '@/test/http';
import { Providers } from '@/test/render';
import { LanguageSettings } from './LanguageSettings';

function renderLanguage() {
  render(
    <Providers>
      <LanguageSettings />
    </Providers>,
  );
}

describe('LanguageSettings', () => {
  it('is one labelled group of radios in a titled section, picked with the arrow keys and undone with Cancel', async () => {
    mockFetch(() => jsonResponse(200, {}));
    renderLanguage();
    expect(screen.getByRole('region', { name: 'Language' })).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Interface language' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'English' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '日本語' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '日本語' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('saves the pick here and in the account of a signed-in person', async () => {
    session.signIn();
    const { calls } = mockFetch(() => jsonResponse(200, { id: 'u1', language: 'es' }));
    renderLanguage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Tu idioma se ha guardado.');
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ language: 'es' }));
    expect(document.documentElement).toHaveAttribute('lang', 'es');
  });
});
