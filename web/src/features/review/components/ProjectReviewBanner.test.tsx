import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { Providers } from '@/test/render';
import { ProjectReviewBanner } from './ProjectReviewBanner';

const note = (status: string, message: string | null = null) => ({
  project_id: 'p-1',
  status,
  needs_approval: true,
  action: status === 'CHANGES_REQUESTED' ? 'changes_requested' : status === 'REJECTED' ? 'rejected' : null,
  message,
  decided_at: null,
});

describe('ProjectReviewBanner', () => {
  it('shows the changes asked for and resubmits the project', async () => {
    const onResubmitted = vi.fn();
    const { calls } = mockFetch((call) => {
      if (call.method === 'POST' && call.path === '/projects/p-1/resubmit') return jsonResponse(200, note('SUBMITTED'));
      if (call.path === '/projects/p-1/review') return jsonResponse(200, note('CHANGES_REQUESTED', 'Add a maintenance budget.'));
      return jsonResponse(404, { code: 'not_found' });
    });
    render(
      <Providers>
        <ProjectReviewBanner projectId="p-1" status="CHANGES_REQUESTED" isMember onResubmitted={onResubmitted} />
      </Providers>,
    );
    expect(await screen.findByText('Add a maintenance budget.')).toBeInTheDocument();
    expect(screen.getByText('Changes requested')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Resubmit for review' }));
    expect(await screen.findByText('Resubmitted. The review team will look at it again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resubmit for review' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/projects/p-1/resubmit')).toBe(true);
    expect(onResubmitted).toHaveBeenCalled();
  }, 20_000);

  it('shows the reason of a rejection, with no way to resubmit', async () => {
    mockFetch(() => jsonResponse(200, note('REJECTED', 'Outside the theme.')));
    render(
      <Providers>
        <ProjectReviewBanner projectId="p-1" status="REJECTED" isMember />
      </Providers>,
    );
    expect(await screen.findByText('Outside the theme.')).toBeInTheDocument();
    expect(screen.getByText('Not approved')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says nothing to visitors, nor about a public project', () => {
    const { calls } = mockFetch(() => jsonResponse(200, note('SUBMITTED')));
    const { container } = render(
      <Providers>
        <ProjectReviewBanner projectId="p-1" status="SUBMITTED" isMember={false} />
        <ProjectReviewBanner projectId="p-1" status="ACTIVE" isMember />
      </Providers>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(calls).toHaveLength(0);
  });
});
