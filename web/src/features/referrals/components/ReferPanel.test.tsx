import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserIdentity } from '@/lib/auth/identities';
import { session } from '@/lib/auth/session';
import { jsonResponse, mockFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import type { ReferralOverview, Rewards } from '../api/types';
import { ReferPanel } from './ReferPanel';
import { userMeta } from '@/test/fixtures';

const person: UserIdentity = {
  id: 'person-1',
  type: 'users',
  current: true,
  meta: userMeta({ impact_points: 3 }),
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

const overview = (referred: ReferralOverview['referred'] = []): ReferralOverview => ({
  code: 'abc234defg',
  link: 'http://localhost:8080/referral?code=abc234defg',
  person_reward_thank: 1100,
  organization_reward_thank: 2000,
  referred,
  earned_thank: 0,
});

const friend = {
  identity_id: 'friend-1',
  type: 'users' as const,
  name: 'Kofi Mensah',
  joined_at: '2025-03-21T10:00:00Z',
  voted: true,
  verified: false,
  reward_status: 'in_progress' as const,
  thank: 1100,
};

function renderPanel(answers: { overview?: ReferralOverview | number; rewards?: Rewards; referredBy?: string | null }) {
  session.signIn();
  const server = mockFetch(({ path }) => {
    if (path === '/referrals') return typeof answers.overview === 'number' ? jsonResponse(answers.overview, { code: 'internal' }) : jsonResponse(200, answers.overview ?? overview());
    if (path === '/referrals/rewards') return jsonResponse(200, answers.rewards ?? { results: [], total_thank: 0 });
    if (path === '/me') return jsonResponse(200, { id: 'person-1', username: 'amina', referral_code: 'abc234defg', referred_by: answers.referredBy ?? null });
    return jsonResponse(404, { code: 'not_found' });
  });
  const routes: RouteObject[] = [{ path: '/refer', element: <ReferPanel identity={person} /> }];
  renderRoutes(routes, '/refer');
  return server;
}

describe('ReferPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the link, copies it with a spoken confirmation, and offers share links', async () => {
    renderPanel({});
    const link = await screen.findByRole('textbox', { name: 'Your referral link' });
    expect(link).toHaveValue('http://localhost:8080/referral?code=abc234defg');
    expect(link).toHaveAttribute('readonly');
    // After setup(), which puts a clipboard of its own in place.
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(writeText).toHaveBeenCalledWith('http://localhost:8080/referral?code=abc234defg');
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied to the clipboard.');
    const x = screen.getByRole('link', { name: /^Share on X ?\(opens in a new tab\)$/ });
    expect(x.getAttribute('href')).toContain(encodeURIComponent('http://localhost:8080/referral?code=abc234defg'));
    expect(x).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Share by email' }).getAttribute('href')).toMatch(/^mailto:\?subject=Join%20me%20on%20Matchpool&body=.*abc234defg/);
  });

  it('selects the link and says how to copy it when the clipboard is refused', async () => {
    renderPanel({});
    const link = await screen.findByRole('textbox', { name: 'Your referral link' });
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });

    await user.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(await screen.findByRole('status')).toHaveTextContent('press Ctrl+C');
    expect(link).toHaveFocus();
  });

  it('says when nobody was referred yet, with zero THANK', async () => {
    renderPanel({});
    expect(await screen.findByText('You have not referred anyone yet. Share your link to invite someone.')).toBeInTheDocument();
    expect(screen.getByTestId('thank-earned')).toHaveTextContent('0 THANK');
    expect(screen.getByTestId('reward-person')).toHaveTextContent('1,100 THANK');
    expect(screen.getByTestId('reward-person')).toHaveTextContent('about $7 or 4 ADA');
    expect(screen.getByTestId('reward-organization')).toHaveTextContent('2,000 THANK');
    expect(screen.getByTestId('reward-organization')).toHaveTextContent('about $14 or 7 ADA');
  });

  it('lists the people referred with their progress and the rewards, earned and paid', async () => {
    const org = { ...friend, identity_id: 'org-9', type: 'organizations' as const, name: 'Kind Hands', voted: true, verified: true, reward_status: 'paid' as const, thank: 2000 };
    renderPanel({
      overview: { ...overview([friend, org]), earned_thank: 2000 },
      rewards: {
        total_thank: 2000,
        paid_thank: 2000,
        results: [
          {
            id: 'r-1',
            identity_id: 'person-1',
            identity_name: 'Ana Lima',
            side: 'referrer',
            referrer_id: 'person-1',
            referrer_name: 'Ana Lima',
            referee_id: 'org-9',
            referee_name: 'Kind Hands',
            kind: 'organization',
            thank: 2000,
            status: 'paid',
            paid_at: '2025-04-02T08:00:00Z',
            created_at: '2025-04-01T08:00:00Z',
          },
        ],
      },
    });
    const items = await screen.findAllByTestId('referred-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Kofi Mensah' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Voted');
    expect(items[0]).toHaveTextContent('KYC not done');
    expect(within(items[0]!).getByTestId('referred-status')).toHaveTextContent('Pending');
    expect(items[1]).toHaveTextContent('Founder voted');
    expect(items[1]).toHaveTextContent('KYB done');
    expect(within(items[1]!).getByTestId('referred-status')).toHaveTextContent('Paid');
    const ledger = screen.getAllByTestId('reward-item');
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toHaveTextContent('For inviting Kind Hands');
    expect(ledger[0]).toHaveTextContent(/Paid \u20662025\/04\/02 08:00 UTC\u2069/);
    expect(screen.getByTestId('thank-earned')).toHaveTextContent('2,000 THANK');
    expect(screen.getByTestId('thank-paid')).toHaveTextContent('2,000 THANK');
    expect(screen.getByTestId('thank-awaiting')).toHaveTextContent('0 THANK');
  });

  it('tells a person who was invited what earns the reward, until it is earned', async () => {
    renderPanel({ referredBy: 'someone-1' });
    expect(await screen.findByTestId('invited-notice')).toHaveTextContent('you and the one who invited you then both earn 1,100 THANK');
  });

  it('shows the error with a retry when the referrals cannot load', async () => {
    const server = renderPanel({ overview: 500 });
    expect(await screen.findByText('We could not load your referrals.', {}, { timeout: 5000 })).toBeInTheDocument();
    const calls = server.calls.filter((call) => call.path === '/referrals').length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(server.calls.filter((call) => call.path === '/referrals').length).toBeGreaterThan(calls);
  });
});
