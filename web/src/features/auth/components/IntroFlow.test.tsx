import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('registers with the page that sent the person here, for the confirmation email to lead back to', async () => {
    const { calls } = mockFetch((call) => (call.path === '/auth/register' ? jsonResponse(422, { code: 'validation', error: 'x', message: 'x', fields: {} }) : jsonResponse(200, {})));
    renderRoutes([{ path: '/intro', element: <IntroFlow /> }], `/intro?mode=register&next=${encodeURIComponent('/projects/p-1/vote')}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/First name/), 'Dana');
    await user.type(screen.getByLabelText(/Last name/), 'Lee');
    await user.type(screen.getByLabelText(/Username/), 'dana');
    await user.type(screen.getByLabelText(/Email/), 'dana@example.org');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/auth/register')?.body).toMatchObject({ username: 'dana', next: '/projects/p-1/vote' }));
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
