import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OrganizationIdentity, UserIdentity } from '@/lib/auth/identities';
import { session } from '@/lib/auth/session';
import { jsonResponse, mockFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import type { ImpactGrant, VerificationStatus } from '../api/types';
import { ProfileOverview } from './ProfileOverview';
import { organizationMeta, userMeta } from '@/test/fixtures';

const person: UserIdentity = {
  id: 'person-1',
  type: 'users',
  current: true,
  meta: userMeta({ impact_points: 27 }),
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};
const organization: OrganizationIdentity = {
  id: 'org-1',
  type: 'organizations',
  current: true,
  meta: organizationMeta(),
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

const grant = (index: number, fields: Partial<ImpactGrant> = {}): ImpactGrant => ({
  points: 1,
  kind: 'vote',
  project_id: `p-${index}`,
  created_at: `2025-03-${String(21 - Math.min(index, 20)).padStart(2, '0')}T10:00:00Z`,
  ...fields,
});

const rejected: VerificationStatus = { kind: 'kyc', status: 'rejected', reason: 'Photo unreadable', submitted_at: null };

function renderProfile(identity: UserIdentity | OrganizationIdentity, grants: ImpactGrant[], verification: VerificationStatus = rejected) {
  session.signIn();
  const server = mockFetch(({ path }) => {
    if (path === '/me/impact-points') return jsonResponse(200, { total: grants.reduce((sum, g) => sum + g.points, 0), results: grants });
    if (path === '/verifications/me') return jsonResponse(200, verification);
    if (path === '/referrals') return jsonResponse(200, { code: 'c', link: 'l', referred: [], earned_thank: 1100, person_reward_thank: 1100, organization_reward_thank: 2000 });
    const project = /^\/projects\/(p-\d+)$/.exec(path);
    if (project) return project[1] === 'p-2' ? jsonResponse(404, { code: 'project.not_found' }) : jsonResponse(200, { id: project[1], title: `Project ${project[1]}` });
    return jsonResponse(404, { code: 'not_found' });
  });
  const routes: RouteObject[] = [{ path: '/profile', element: <ProfileOverview identity={identity} person={person} avatar={null} /> }];
  renderRoutes(routes, '/profile');
  return server;
}

describe('ProfileOverview', () => {
  it('shows the person, their verification, THANK, and impact points with the history, ten to a page', async () => {
    const grants = [grant(0, { kind: 'donation', points: 25 }), ...Array.from({ length: 11 }, (_, index) => grant(index + 1))];
    const { calls } = renderProfile(person, grants);

    expect(screen.getByTestId('profile-name')).toHaveTextContent('Amina Haddad');
    expect(screen.getByTestId('profile-type')).toHaveTextContent('Individual');
    expect(await screen.findByTestId('verification-status')).toHaveTextContent('Rejected');
    expect(screen.getByText('Reason: Photo unreadable')).toBeInTheDocument();
    expect(await screen.findByTestId('profile-thank')).toHaveTextContent('1,100 THANK');
    expect(screen.getByRole('link', { name: 'Refer and earn' })).toHaveAttribute('href', '/refer');
    expect(await screen.findByTestId('impact-total')).toHaveTextContent('36 impact points');

    const rows = screen.getAllByTestId('impact-grant');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Donation');
    expect(rows[0]).toHaveTextContent('+25');
    expect(await within(rows[0]!).findByRole('link', { name: 'Project p-0' })).toHaveAttribute('href', '/projects/p-0');
    // A project that is gone still reads sensibly.
    expect(await within(rows[2]!).findByRole('link', { name: 'A project' })).toHaveAttribute('href', '/projects/p-2');
    expect(rows[1]).toHaveTextContent('Vote');
    expect(rows[1]).toHaveTextContent('+1');
    // Titles are fetched for the page shown only.
    expect(calls.some((call) => call.path === '/projects/p-11')).toBe(false);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to page 2' }));
    const second = screen.getAllByTestId('impact-grant');
    expect(second).toHaveLength(2);
    expect(await within(second[1]!).findByRole('link', { name: 'Project p-11' })).toBeInTheDocument();
  }, 15_000);

  it('says when there are no points yet', async () => {
    renderProfile(person, [], { kind: 'kyc', status: 'not_verified', reason: null, submitted_at: null });
    expect(await screen.findByText('No impact points yet. Vote for a project to earn your first.')).toBeInTheDocument();
    expect(screen.getByTestId('impact-total')).toHaveTextContent('0 impact points');
    expect(await screen.findByTestId('verification-status')).toHaveTextContent('Not verified');
  });

  it('shows an organization with its KYB state and the person behind it for impact points', async () => {
    renderProfile(organization, [grant(1)], { kind: 'kyb', status: 'pending', reason: null, submitted_at: '2025-03-01T00:00:00Z' });
    expect(screen.getByTestId('profile-type')).toHaveTextContent('Organization');
    expect(screen.getByText('Organization verification (KYB)')).toBeInTheDocument();
    expect(await screen.findByTestId('verification-status')).toHaveTextContent('Under review');
    expect(screen.getByRole('heading', { name: 'Your personal impact points' })).toBeInTheDocument();
    expect(screen.getByText(/these are Amina Haddad's/)).toBeInTheDocument();
    expect(await screen.findByTestId('impact-total')).toHaveTextContent('1 impact point');
  });
});
