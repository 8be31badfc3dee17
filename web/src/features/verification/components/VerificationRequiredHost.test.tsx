import { useMutation } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/lib/api/client';
import { verificationRequired } from '@/lib/verification/verificationRequired';
import { jsonResponse, mockFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { VerificationRequiredHost } from './VerificationRequiredHost';

function Publish() {
  const publish = useMutation({ mutationFn: () => api.post('/projects', { body: { title: 'x' } }) });
  return (
    <button type="button" onClick={() => publish.mutate()}>
      Publish
    </button>
  );
}

function renderWithHost() {
  return renderRoutes(
    [
      {
        path: '/create/publish',
        element: (
          <>
            <Publish />
            <VerificationRequiredHost />
          </>
        ),
      },
      { path: '/verification', element: <p>verification page</p> },
    ],
    '/create/publish',
  );
}

// The dialog loads on demand; compiling it here keeps that out of the tests' waiting time.
beforeAll(() => import('./VerificationRequiredDialog'), 60_000);

describe('VerificationRequiredHost (spec §2 and §8)', () => {
  afterEach(() => verificationRequired.close());

  it('opens when the server says the organization must verify first, and Verify leads to /verification', async () => {
    mockFetch(() => jsonResponse(403, { code: 'project.kyb_required', error: 'KYB first' }));
    renderWithHost();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const dialog = await screen.findByRole('dialog', { name: 'Verification required' });
    expect(within(dialog).getByText('You need to verify your account to continue.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('verification page')).toBeInTheDocument();
  });

  it('stays closed for other failures, and Close closes it', async () => {
    mockFetch(() => jsonResponse(409, { code: 'round.submission_closed', error: 'closed' }));
    renderWithHost();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    verificationRequired.open('pending');
    const dialog = await screen.findByRole('dialog', { name: 'Verification required' });
    expect(within(dialog).getByText(/Your documents are under review/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(verificationRequired.get()).toBeNull();
  });
});
