import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { SignInPage } from './SignInPage';

describe('/signin typed by hand', () => {
  const routes = [
    { path: '/signin', element: <SignInPage /> },
    { path: '/intro', element: <p>sign-in page</p> },
  ];

  it('leads to the sign-in page instead of saying the link is incomplete', async () => {
    mockFetch(() => jsonResponse(404, { code: 'not_found' }));
    const { router } = renderRoutes(routes, '/signin');
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/intro');
    expect(screen.queryByText(/incomplete/)).not.toBeInTheDocument();
  });

  it('keeps the page to return to', async () => {
    mockFetch(() => jsonResponse(404, { code: 'not_found' }));
    const { router } = renderRoutes(routes, '/signin?next=%2Fcart');
    await screen.findByText('sign-in page');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/intro?next=%2Fcart');
  });
});
