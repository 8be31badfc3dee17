import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { OrganizationPage } from './OrganizationPage';

const profile = {
  id: 'org-1',
  shortname: 'green-earth',
  name: 'Green Earth Collective',
  description: 'Seed banks for every village.',
  website: 'https://green.example.org/',
  social_links: ['https://x.com/green'],
  logo: { url: 'http://x/media/logo-480w.webp' },
  verified: true,
  created_at: '2026-11-01T00:00:00Z',
};

const project = {
  id: 'p1',
  title: 'Seed bank',
  description: 'Seeds.',
  social_cause: 'BIODIVERSITY',
  category: 'OPEN_INNOVATION',
  cover_id: null,
  cover: null,
  identity: { id: 'org-1', type: 'organizations', meta: { shortname: 'green-earth', name: 'Green Earth Collective', logo: null, verified: true } },
  total_requested_amount: 8000,
  total_donations: {},
  total_raw_donation_usd: 0,
  total_votes: 0,
  status: 'ACTIVE',
  round_id: 'r1',
  created_at: '2026-11-02T00:00:00Z',
};

function server(found = true) {
  return mockFetch((call) => {
    if (call.path === '/organizations/by-shortname/green-earth' && found) return jsonResponse(200, profile);
    if (call.path === '/projects/preview') return jsonResponse(200, { results: [project], total: 1, page: 1, limit: 10 });
    return jsonResponse(404, { code: 'organization.not_found', message: 'Organization not found.' });
  });
}

const show = (path: string, language = 'en') => renderRoutes([{ path: '/organizations/:shortname', element: <OrganizationPage /> }], path, undefined, language);

describe('OrganizationPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the profile and lists the organization’s projects', async () => {
    const { calls } = server();
    show('/organizations/green-earth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Green Earth Collective' })).toBeInTheDocument();
    expect(screen.getByText('Seed banks for every village.')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    const links = within(screen.getByRole('list', { name: 'Website and social links' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://green.example.org/', 'https://x.com/green']);
    expect(links[0]).toHaveTextContent('green.example.org');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await screen.findByRole('heading', { name: 'Seed bank' })).toBeInTheDocument();
    const list = calls.find((call) => call.path === '/projects/preview');
    expect(list?.query.get('filter.identity_id')).toBe('org-1');
  });

  it('says when no organization has the address, in Arabic', async () => {
    const { calls } = server(false);
    show('/organizations/green-earth', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'لم يتم العثور على المنظمة' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/projects/preview')).toBe(false);
  });
});
