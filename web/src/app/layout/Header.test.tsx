import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { round } from '@/test/fixtures';
import { jsonResponse, mockFetch } from '@/test/http';
import { mockScreenWidth, PHONE_WIDTH } from '@/test/media';
import { Providers } from '@/test/render';
import { Header } from './Header';

function showHeader(language: string) {
  mockFetch(({ path }) => (path === '/rounds/current' ? jsonResponse(200, round) : jsonResponse(404, { code: 'not_found' })));
  const router = createMemoryRouter([{ path: '/', element: <Header /> }]);
  render(
    <Providers language={language}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return screen.getByRole('banner');
}

describe('Header on a phone', () => {
  it.each([
    ['en', 'Log in', 'Matchpool home'],
    ['ar', 'تسجيل الدخول', 'الصفحة الرئيسية لـ Matchpool'],
  ])('keeps "Log in" on one line and leaves it room (%s)', (language, logIn, home) => {
    mockScreenWidth(PHONE_WIDTH);
    const banner = showHeader(language);
    const button = within(banner).getByRole('link', { name: logIn });
    expect(button).toHaveStyle({ whiteSpace: 'nowrap', flexShrink: '0' });
    // Below `sm` the logo keeps its rings only; the link still names the app.
    const homeLink = within(banner).getByRole('link', { name: home });
    expect(homeLink).not.toHaveTextContent('Matchpool');
  });

  it('shows the wordmark on a wide screen', () => {
    mockScreenWidth(1366);
    const banner = showHeader('ar');
    expect(within(banner).getByRole('link', { name: 'الصفحة الرئيسية لـ Matchpool' })).toHaveTextContent('Matchpool');
  });
});
