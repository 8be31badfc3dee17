import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { Providers } from '@/test/render';
import type { ReviewItem } from '../api/types';
import { ReviewQueue } from './ReviewQueue';

const item = (overrides: Partial<ReviewItem>): ReviewItem => ({
  id: 'p-1',
  title: 'Clean water for schools',
  summary: '**Wells** for ten schools.',
  organization_id: 'org-1',
  organization_name: 'Green Earth',
  round_id: 'r-1',
  round_name: 'Round 5: Community Futures',
  social_cause: 'WATER_SANITATION',
  category: 'EMERGING_MARKETS',
  total_requested_amount: 12000,
  status: 'SUBMITTED',
  action: null,
  message: null,
  created_at: '2025-03-05T07:08:00Z',
  updated_at: '2025-03-05T07:08:00Z',
  ...overrides,
});

const queue = [
  item({}),
  item({ id: 'p-2', title: 'Seed bank', action: 'resubmitted', message: 'Add a budget.' }),
];

function renderQueue() {
  const { calls } = mockFetch((call) => {
    if (call.path === '/admin/reviews') {
      const decided = (entry: ReviewItem) => calls.some((c) => c.method === 'POST' && c.path.includes(entry.id));
      return jsonResponse(200, { results: call.query.get('status') === 'submitted' ? queue.filter((entry) => !decided(entry)) : [] });
    }
    if (call.method === 'POST') return jsonResponse(200, item({ status: 'ACTIVE' }));
    return jsonResponse(404, { code: 'not_found' });
  });
  render(
    <Providers>
      <MemoryRouter>
        <ReviewQueue />
      </MemoryRouter>
    </Providers>,
  );
  return calls;
}

describe('ReviewQueue', () => {
  it('lists each project waiting with its organization, round, amount and the latest message', async () => {
    renderQueue();
    const first = await screen.findByRole('article', { name: 'Clean water for schools' });
    expect(within(first).getByText('Green Earth')).toBeInTheDocument();
    expect(within(first).getByText('Round 5: Community Futures')).toBeInTheDocument();
    expect(within(first).getByText('$12,000')).toBeInTheDocument();
    // The organization's Markdown reads as words, never with raw `**`.
    const summary = within(first).getByTestId('review-summary');
    expect(summary).toHaveTextContent('Wells for ten schools.');
    expect(summary).not.toHaveTextContent('**');
    expect(within(first).getByRole('link', { name: /Open the project/ })).toHaveAttribute('href', '/projects/p-1');
    const second = screen.getByRole('article', { name: 'Seed bank' });
    expect(within(second).getByText('Resubmitted after changes')).toBeInTheDocument();
    expect(within(second).getByText('Add a budget.')).toBeInTheDocument();
  });

  it('approves a project: it leaves the queue and a message says so', async () => {
    const calls = renderQueue();
    const user = userEvent.setup({ delay: null });
    const first = await screen.findByRole('article', { name: 'Clean water for schools' });
    await user.click(within(first).getByRole('button', { name: /Approve/ }));
    expect(await screen.findByText('Clean water for schools is approved and now public.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Clean water for schools' })).not.toBeInTheDocument();
    const decision = calls.find((call) => call.method === 'POST');
    expect(decision?.path).toBe('/admin/projects/p-1/approve');
  }, 20_000);

  it('asks for changes only with a message', async () => {
    const calls = renderQueue();
    const user = userEvent.setup({ delay: null });
    const second = await screen.findByRole('article', { name: 'Seed bank' });
    await user.click(within(second).getByRole('button', { name: /Ask for changes/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for changes to Seed bank' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Changes to make/ }), 'Add photos of the site.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Seed bank was sent back to its organization.')).toBeInTheDocument();
    const decision = calls.find((call) => call.method === 'POST');
    expect(decision?.path).toBe('/admin/projects/p-2/request-changes');
    expect(decision?.body).toEqual({ message: 'Add photos of the site.' });
  }, 20_000);

  it('rejects with a reason', async () => {
    const calls = renderQueue();
    const user = userEvent.setup({ delay: null });
    const first = await screen.findByRole('article', { name: 'Clean water for schools' });
    await user.click(within(first).getByRole('button', { name: /Reject/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Clean water for schools' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Outside the theme.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Clean water for schools was rejected.')).toBeInTheDocument();
    const decision = calls.find((call) => call.method === 'POST');
    expect(decision?.path).toBe('/admin/projects/p-1/reject');
    expect(decision?.body).toEqual({ reason: 'Outside the theme.' });
  }, 20_000);

  it('says when nothing waits for review', async () => {
    mockFetch(() => jsonResponse(200, { results: [] }));
    render(
      <Providers>
        <ReviewQueue />
      </Providers>,
    );
    expect(await screen.findByText('No project is waiting for review.')).toBeInTheDocument();
  });
});
