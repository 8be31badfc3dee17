import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { IntroPage } from './IntroPage';

describe('/intro', () => {
  it('draws the first step, then the chosen form once its code is in', async () => {
    mockFetch(() => jsonResponse(200, { providers: [] }));
    renderRoutes([{ path: '/intro', element: <IntroPage /> }], '/intro');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByLabelText(/First name/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Password/)).toBeInTheDocument();
  });

  it('opens on a form named in the address', async () => {
    mockFetch(() => jsonResponse(200, { providers: [] }));
    renderRoutes([{ path: '/intro', element: <IntroPage /> }], '/intro?mode=register&type=organization', undefined, 'ar');
    expect(await screen.findByText(/اخترت/)).toBeInTheDocument();
    expect(await screen.findAllByRole('textbox')).not.toHaveLength(0);
  });
});
