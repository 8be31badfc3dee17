import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, jsonResponse } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { IntroFlow } from './IntroFlow';

const intro = (search: string, language?: string) => {
  mockFetch(() => jsonResponse(200, { providers: [] }));
  renderRoutes([{ path: '/intro', element: <IntroFlow /> }], `/intro${search}`, undefined, language);
};

describe('the intro', () => {
  it('names the kind of account chosen for a new account, with a way to change it', async () => {
    intro('?type=organization&mode=register');
    expect(await screen.findByText('You chose: Organization')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change: Organization' })).toBeInTheDocument();
  });

  it('does not ask someone logging in which kind of account they chose (issue 36)', async () => {
    intro('?type=individual&mode=login');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText(/You chose/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Change/ })).toBeNull();
  });

  it('does not ask it in Arabic either', async () => {
    intro('?mode=login', 'ar');
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.queryByText(/اخترت/)).toBeNull();
  });
});
