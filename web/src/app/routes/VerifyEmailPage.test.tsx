import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { VerifyEmail } from './VerifyEmail';

function open(answer: Response) {
  mockFetch((call) => (call.path === '/auth/verify-email' ? answer : jsonResponse(404, { code: 'not_found' })));
  renderRoutes([{ path: '/verify-email', element: <VerifyEmail token="t" /> }], '/verify-email');
}

describe('the confirmation link', () => {
  it('says the address is already confirmed when the link is opened again, not that it expired', async () => {
    open(jsonResponse(409, { code: 'auth.email_already_verified', error: 'x', message: 'x' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your email address is already confirmed.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('still says a link that does not work is invalid', async () => {
    open(jsonResponse(422, { code: 'auth.link_invalid', error: 'x', message: 'x' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
