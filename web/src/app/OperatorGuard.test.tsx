import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/auth/session';
import { jsonResponse, mockFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { OperatorGuard } from './OperatorGuard';

function renderAdmin(me: Response) {
  session.signIn();
  const { calls } = mockFetch(({ path }) => (path === '/me' ? me.clone() : jsonResponse(404, { code: 'not_found' })));
  renderRoutes(
    [
      { path: '/admin', element: <OperatorGuard />, children: [{ path: 'verifications', element: <h1>review queue</h1> }] },
      { path: '/home', element: <p>home page</p> },
    ],
    '/admin/verifications',
  );
  return calls;
}

describe('OperatorGuard', () => {
  it('lets an operator in', async () => {
    const calls = renderAdmin(jsonResponse(200, { id: 'op', first_name: 'Pat', last_name: 'Operator', is_operator: true }));
    expect(await screen.findByRole('heading', { name: 'review queue' })).toBeInTheDocument();
    // Asked as the person, whoever they act as.
    expect(calls[0]?.headers.get('Current-Identity')).toBeNull();
  });

  it('tells anyone else they are not allowed, with a way home', async () => {
    renderAdmin(jsonResponse(200, { id: 'p', first_name: 'Sam', last_name: 'Person', is_operator: false }));
    expect(await screen.findByRole('heading', { name: "You can't open this page" })).toBeInTheDocument();
    expect(screen.getByText('This area is only for platform operators.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('heading', { name: 'review queue' })).not.toBeInTheDocument();
  });
});
