import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/auth/session';
import { jsonResponse, mockFetch } from '@/test/http';
import { testQueryClient } from '@/test/render';
import { bundledResources } from '@/test/translations';
import { createI18n } from './i18n';
import { useServerLanguage } from './useServerLanguage';

function Probe() {
  useServerLanguage();
  return null;
}

function signedInPersonSpeaking(language: string) {
  session.signIn();
  const person = {
    id: 'p1',
    type: 'users',
    current: true,
    meta: { username: 'kenji', first_name: 'Kenji', last_name: 'Sato', avatar: null, email: 'k@example.org', identity_verified_at: null, impact_points: 0, language },
  };
  return mockFetch(() => jsonResponse(200, { identities: [person] }));
}

function renderWith(i18n: ReturnType<typeof createI18n>) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={testQueryClient()}>
        <Probe />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the language saved on the server', () => {
  it('wins over the browser language at load', async () => {
    window.history.replaceState(null, '', '/home');
    window.localStorage.setItem('lang', 'fr');
    const i18n = createI18n(bundledResources);
    expect(i18n.resolvedLanguage).toBe('fr');
    signedInPersonSpeaking('ja');

    renderWith(i18n);

    await waitFor(() => expect(i18n.resolvedLanguage).toBe('ja'));
    expect(document.documentElement).toHaveAttribute('lang', 'ja');
  });

  it('does not beat a language named in the URL', async () => {
    window.history.replaceState(null, '', '/home?lng=ko');
    const i18n = createI18n(bundledResources);
    const { fetchMock } = signedInPersonSpeaking('ja');

    renderWith(i18n);

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Let the identities answer land (and any language change it would cause) before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(i18n.resolvedLanguage).toBe('ko');
  });
});
