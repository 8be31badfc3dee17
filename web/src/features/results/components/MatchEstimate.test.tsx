import { fireEvent, render as renderWith, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/auth/session';
import { jsonResponse, mockFetch } from '@/test/http';
import { Providers } from '@/test/render';
import type { Estimate } from '../api/getEstimate';
import { MatchEstimate } from './MatchEstimate';

const person = (verified: boolean) => ({
  id: 'person-1',
  type: 'users',
  current: true,
  meta: {
    username: 'amina',
    first_name: 'Amina',
    last_name: 'Haddad',
    avatar: null,
    email: 'a@example.org',
    identity_verified_at: verified ? '2026-11-01T00:00:00Z' : null,
    impact_points: 3,
  },
});

const answer = (fields: Partial<Estimate>): Estimate => ({
  estimate_usd: 0,
  estimate_cents: 0,
  current_match_usd: 120.5,
  current_match_cents: 12050,
  capped: false,
  approximate: false,
  computed_at: '2026-11-22T10:00:00Z',
  ...fields,
});

/** The estimate under a plain amount field, as the vote page composes it. */
function Harness() {
  const [amount, setAmount] = useState('');
  return (
    <>
      <label>
        Amount
        <input value={amount} onChange={(event) => setAmount(event.target.value)} />
      </label>
      <MatchEstimate projectId="p-1" amount={Number(amount) || 0} currency="USD" withDonation={amount !== ''} />
    </>
  );
}

function render(verified: boolean, estimate: (amount: number) => Estimate | Response, element: ReactNode = <Harness />, language = 'en') {
  session.signIn();
  const fetched = mockFetch((call) => {
    if (call.path === '/identities') return jsonResponse(200, { identities: [person(verified)] });
    if (call.path === '/projects/p-1/estimate') {
      const result = estimate(Number(call.query.get('amount')));
      return result instanceof Response ? result : jsonResponse(200, result);
    }
    return jsonResponse(404, { code: 'not_found' });
  });
  const router = createMemoryRouter([{ path: '/projects/:id/vote', element }], { initialEntries: ['/projects/p-1/vote'] });
  renderWith(
    <Providers language={language}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return fetched;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.clear();
});

describe('MatchEstimate', () => {
  it('follows the amount as the person types, asking the server once the typing pauses', async () => {
    const { calls } = render(false, (amount) => answer({ estimate_cents: amount * 37, estimate_usd: (amount * 37) / 100 }));

    expect(await screen.findByText("Your vote adds less than a cent to this project's match right now.")).toBeInTheDocument();
    expect(screen.getByText('Its match if voting ended now: $120.50.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '100' } });
    expect(await screen.findByText("Your donation adds about $37.00 to this project's match if voting ended now (its match now: $120.50). The figure changes as others vote and give.")).toBeInTheDocument();
    expect(screen.queryByText('Its match if voting ended now: $120.50.')).not.toBeInTheDocument();
    const asked = calls.filter((call) => call.path === '/projects/p-1/estimate').map((call) => call.query.get('amount'));
    // Nothing is asked for the amounts typed on the way (1, 10).
    expect(new Set(asked)).toEqual(new Set(['0', '100']));
    expect(calls.at(-1)?.query.get('currency')).toBe('USD');
  });

  it('says why a gift adds nothing', async () => {
    render(true, () => answer({ reason: 'one_supporter' }));
    expect(await screen.findByText(/A project with a single supporter is not matched/)).toBeInTheDocument();
    expect(screen.getByText('You are verified: your support counts fully in matching.')).toBeInTheDocument();
  });

  it('says plainly what a gift to a capped project does, never a negative figure', async () => {
    render(false, () => answer({ capped: true, reason: 'capped', estimate_cents: 0 }));
    const text = await screen.findByTestId('match-estimate-text');
    expect(text).toHaveTextContent("This project has reached its matching cap, so your vote does not change its match");
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '35' } });
    await waitFor(() => expect(screen.getByTestId('match-estimate-text')).toHaveTextContent('Its total stays the same: your donation takes the place of part of its match, and that part of the pool goes to the other projects.'));
    expect(screen.getByTestId('match-estimate')).not.toHaveTextContent('-$');
  });

  it('invites an unverified person to verify, and survives a failed estimate', async () => {
    render(false, () => jsonResponse(502, { code: 'rates.unavailable', error: 'x', message: 'x' }));
    expect(await screen.findByText('The estimate is not available right now.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Verify your identity to make your support count fully.' })).toHaveAttribute('href', '/verification'));
  });

  it('marks figures from the last full computation as approximate', async () => {
    render(false, () => answer({ estimate_cents: 512, approximate: true }));
    expect(await screen.findByText("Your vote adds about $5.12 to this project's match if voting ended now (its match now: $120.50). The figure changes as others vote and give.")).toBeInTheDocument();
    expect(screen.getByText(/Approximate, from the standings at .*2026\/11\/22 10:00 UTC/)).toBeInTheDocument();
  });

  it('asks for an amount instead of showing a figure for a donation without one', async () => {
    const { calls } = render(false, () => answer({ estimate_cents: 17016 }), <MatchEstimate projectId="p-1" amount={0} currency="USD" withDonation />);
    expect(await screen.findByTestId('match-estimate-text')).toHaveTextContent("Enter an amount to see what your donation adds to this project's match.");
    await waitFor(() => expect(calls.some((call) => call.path === '/projects/p-1/estimate')).toBe(true));
    expect(screen.getByTestId('match-estimate')).not.toHaveTextContent('adds about');
  });

  it('asks for an amount in Arabic too', async () => {
    render(false, () => answer({ estimate_cents: 17016 }), <MatchEstimate projectId="p-1" amount={0} currency="USD" withDonation />, 'ar');
    expect(await screen.findByTestId('match-estimate-text')).toHaveTextContent('أدخل مبلغًا لترى ما يضيفه تبرعك');
  });

  it('says when voting opens for a round not open yet, not that voting is closed', async () => {
    render(false, () => answer({ reason: 'voting_closed', current_match_cents: null }), <MatchEstimate projectId="p-1" amount={5} currency="USD" withDonation votingOpensAt="2026-12-01T09:00:00Z" />);
    const text = await screen.findByTestId('match-estimate-text');
    expect(text.textContent).toBe("Voting opens on \u20662026/12/01 09:00 UTC\u2069. Until then, this does not change the project's match.");
    expect(text).not.toHaveTextContent('Voting is closed');
  });

  it('says when voting opens in Arabic, the date kept left to right', async () => {
    render(false, () => answer({ reason: 'voting_closed', current_match_cents: null }), <MatchEstimate projectId="p-1" amount={5} currency="USD" withDonation votingOpensAt="2026-12-01T09:00:00Z" />, 'ar');
    const text = await screen.findByTestId('match-estimate-text');
    expect(text.textContent).toContain('يبدأ التصويت في \u20662026/12/01 09:00 UTC\u2069');
  });

  it('still says voting is closed after it ended', async () => {
    render(false, () => answer({ reason: 'voting_closed' }), <MatchEstimate projectId="p-1" amount={5} currency="USD" withDonation />);
    expect(await screen.findByTestId('match-estimate-text')).toHaveTextContent('Voting is closed');
  });

  it('calls a large figure an estimate that changes as others give, in Arabic too', async () => {
    render(false, () => answer({ estimate_cents: 65600 }), <MatchEstimate projectId="p-1" amount={1} currency="USD" withDonation />, 'ar');
    expect(await screen.findByTestId('match-estimate-text')).toHaveTextContent('يتغير الرقم مع تصويت الآخرين وتبرعاتهم');
  });
});
