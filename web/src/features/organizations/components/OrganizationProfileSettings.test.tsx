import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { OrganizationProfileSettings } from './OrganizationProfileSettings';

const organization = {
  id: 'org-1',
  shortname: 'green-earth',
  name: 'Green Earth',
  email: 'team@green.org',
  website: 'https://green.example.org',
  description: 'Seeds for all.',
  social_links: ['https://x.com/green'],
  logo: null as { url: string } | null,
  donation_notices: 'each',
};

function server(handle: (call: RecordedCall) => Response | undefined = () => undefined) {
  let stored = { ...organization };
  return mockFetch((call) => {
    const answer = handle(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path === '/organizations/org-1') return jsonResponse(200, stored);
    if (call.method === 'PATCH' && call.path === '/organizations/org-1') {
      stored = { ...stored, ...(call.body as object) };
      return jsonResponse(200, stored);
    }
    if (call.method === 'POST' && call.path === '/media') return jsonResponse(201, { id: 'm1', url: 'http://x/media/m1.png' });
    if (call.method === 'PUT' && call.path === '/organizations/org-1/logo') {
      const { media_id } = call.body as { media_id: string | null };
      stored = { ...stored, logo: media_id ? { url: 'http://x/media/m1-480w.webp' } : null };
      return jsonResponse(200, stored);
    }
    if (call.path === '/identities') return jsonResponse(200, { identities: [] });
    return jsonResponse(404, { code: 'not_found' });
  });
}

const show = (language = 'en') => renderRoutes([{ path: '/settings', element: <OrganizationProfileSettings organizationId="org-1" /> }], '/settings', undefined, language);

describe('OrganizationProfileSettings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the stored profile and saves it, the social links one per line', async () => {
    const { calls } = server();
    show();
    const links = await screen.findByRole('textbox', { name: 'Social links' });
    expect(links).toHaveValue('https://x.com/green');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Green Earth');
    expect(screen.getByRole('link', { name: 'View the public page' })).toHaveAttribute('href', '/organizations/green-earth');
    const user = userEvent.setup();
    await user.clear(links);
    await user.type(links, ' https://x.com/green \n\nhttps://instagram.com/green\nhttps://x.com/green');
    await user.clear(screen.getByRole('textbox', { name: 'Description' }));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Seed banks.');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile saved.');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Green Earth',
      website: 'https://green.example.org',
      description: 'Seed banks.',
      social_links: ['https://x.com/green', 'https://instagram.com/green'],
    });
  });

  it('clears the website when it is emptied', async () => {
    const { calls } = server();
    show();
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: 'Website' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile saved.');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ website: '' });
  });

  it('refuses an address that is not a web address before sending, and shows what the server refuses', async () => {
    const { calls } = server((call) =>
      call.method === 'PATCH' ? jsonResponse(422, { code: 'validation', message: 'invalid', fields: { website: 'invalid_url' } }) : undefined,
    );
    show();
    const user = userEvent.setup();
    const links = await screen.findByRole('textbox', { name: 'Social links' });
    await user.type(links, '\nx.com/green');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter a full web address, starting with https://')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.clear(links);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(await screen.findByText('Enter a full web address, starting with https://')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('uploads a logo for the organization, shows it, and removes it', async () => {
    const { calls } = server();
    show();
    const input = await screen.findByLabelText('Upload a logo', { selector: 'input' });
    await userEvent.setup().upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    const logo = await screen.findByRole('img', { name: 'Logo of Green Earth' });
    await waitFor(() => expect(logo.querySelector('img')).toHaveAttribute('src', 'http://x/media/m1-480w.webp'));
    expect(calls.find((call) => call.path === '/organizations/org-1/logo')?.body).toEqual({ media_id: 'm1' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove the logo' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove the logo' })).not.toBeInTheDocument());
    // No media_id: the logo is removed.
    expect(calls.filter((call) => call.path === '/organizations/org-1/logo').at(-1)?.body).toEqual({});
  });

  it('says why a logo was refused, in Arabic', async () => {
    server((call) =>
      call.method === 'PUT' ? jsonResponse(403, { code: 'organization.not_owner', message: 'Only the organization’s owners and admins can edit it.' }) : undefined,
    );
    show('ar');
    const input = await screen.findByLabelText('رفع شعار', { selector: 'input' });
    await userEvent.setup().upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('لا يمكن القيام بذلك إلا لمالكي المنظمة ومشرفيها.');
    expect(screen.getByRole('heading', { name: 'الملف التعريفي للمنظمة' })).toBeInTheDocument();
  });
});
