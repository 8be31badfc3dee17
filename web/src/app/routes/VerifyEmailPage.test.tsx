import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VerifyEmailPage } from './VerifyEmailPage';
import { config } from '@/test/fixtures';
import { jsonResponse, mockFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';

function open(answer: Response, search = '?token=t', language?: string) {
  const { calls } = mockFetch((call) => {
    if (call.path === '/auth/verify-email') return answer;
    if (call.path === '/config') return jsonResponse(200, { ...config, client_apps: ['https://fund.example.org'] });
    return jsonResponse(404, { code: 'not_found' });
  });
  renderRoutes([{ path: '/verify-email', element: <VerifyEmailPage /> }], `/verify-email${search}`, undefined, language);
  return calls;
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
    expect(screen.queryByRole('link', { name: 'Continue where you left off' })).toBeNull();
  });

  it('leads back to the vote the person started once the address is confirmed (issue 36)', async () => {
    const calls = open(new Response(null, { status: 204 }), `?token=t&next=${encodeURIComponent('/projects/p-1/vote')}`);
    expect(await screen.findByRole('status')).toHaveTextContent('your email address is confirmed');
    expect(screen.getByRole('link', { name: 'Continue where you left off' })).toHaveAttribute('href', '/projects/p-1/vote');
    expect(calls.find((call) => call.path === '/auth/verify-email')?.body).toEqual({ token: 't' });
  });

  it('leads back there from a link opened again too, in Arabic', async () => {
    open(jsonResponse(409, { code: 'auth.email_already_verified', error: 'x', message: 'x' }), '?token=t&next=%2Fcart', 'ar');
    expect(await screen.findByRole('link', { name: 'المتابعة من حيث توقفت' })).toHaveAttribute('href', '/cart');
  });

  it('leads to the projects when there is no page to go back to, or one of another site', async () => {
    open(new Response(null, { status: 204 }), '?token=t&next=https%3A%2F%2Fevil.example%2F');
    expect(await screen.findByRole('link', { name: 'Explore projects' })).toHaveAttribute('href', '/projects');
    expect(screen.queryByRole('link', { name: 'Continue where you left off' })).toBeNull();
  });

  it.each([
    ['en', 'Return to fund.example.org', 'Explore projects'],
    ['ar', 'العودة إلى fund.example.org', 'استكشف المشاريع'],
  ])('offers the way back to the app the person registered in, when the site allows it (%s)', async (language, back, explore) => {
    open(new Response(null, { status: 204 }), `?token=t&app=${encodeURIComponent('https://fund.example.org')}`, language);
    expect(await screen.findByRole('link', { name: back })).toHaveAttribute('href', 'https://fund.example.org');
    expect(screen.getByRole('link', { name: explore })).toHaveAttribute('href', '/projects');
  });

  it('offers no way back to an app the site does not allow', async () => {
    open(new Response(null, { status: 204 }), `?token=t&app=${encodeURIComponent('https://evil.example')}`);
    expect(await screen.findByRole('link', { name: 'Explore projects' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Return to/ })).toBeNull();
  });
});
