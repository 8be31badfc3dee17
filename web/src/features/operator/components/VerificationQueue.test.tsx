import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { Providers } from '@/test/render';
import type { QueueItem } from '../api/types';
import { VerificationQueue } from './VerificationQueue';

const item = (overrides: Partial<QueueItem>): QueueItem => ({
  id: 'v-1',
  subject_kind: 'organization',
  subject_id: 'org-1',
  subject_name: 'Clean Rivers',
  legal_name: 'Clean Rivers e.V.',
  country: 'DE',
  registration_number: 'VR 20931',
  documents: [{ id: 'm-1', url: 'http://localhost/media/a.png', filename: 'certificate.png', content_type: 'image/png', width: 800, height: 600, variants: [], created_at: '2025-03-05T07:00:00Z' }],
  status: 'pending',
  reason: null,
  created_at: '2025-03-05T07:08:00Z',
  ...overrides,
});

const queue = [item({}), item({ id: 'v-2', subject_kind: 'user', subject_id: 'user-2', subject_name: 'Noor Haddad', legal_name: 'Noor Haddad', country: 'JO', registration_number: null })];

function renderQueue() {
  const { calls } = mockFetch((call) => {
    if (call.path === '/admin/verifications') return jsonResponse(200, { results: call.query.get('status') === 'pending' ? queue.filter((entry) => !calls.some((c) => c.method === 'POST' && c.path.includes(entry.subject_id))) : [] });
    if (call.method === 'POST') return jsonResponse(200, {});
    return jsonResponse(404, { code: 'not_found' });
  });
  render(
    <Providers>
      <VerificationQueue />
    </Providers>,
  );
  return calls;
}

describe('VerificationQueue', () => {
  it('lists each submission with its details and documents', async () => {
    renderQueue();
    const organization = await screen.findByRole('article', { name: 'Clean Rivers' });
    expect(within(organization).getByText('Organization · KYB')).toBeInTheDocument();
    expect(within(organization).getByText('Germany')).toBeInTheDocument();
    expect(within(organization).getByText('VR 20931')).toBeInTheDocument();
    expect(within(organization).getByText('2025/03/05 07:08 UTC')).toBeInTheDocument();
    expect(within(organization).getByRole('link', { name: /Document 1: certificate\.png/ })).toHaveAttribute('href', 'http://localhost/media/a.png');
    const person = screen.getByRole('article', { name: 'Noor Haddad' });
    expect(within(person).getByText('Jordan')).toBeInTheDocument();
    expect(within(person).queryByText('Registration number')).not.toBeInTheDocument();
  });

  it('approves an organization: the item leaves the queue and a message says so', async () => {
    const calls = renderQueue();
    const user = userEvent.setup({ delay: null });
    const organization = await screen.findByRole('article', { name: 'Clean Rivers' });
    await user.click(within(organization).getByRole('button', { name: /Approve/ }));

    expect(await screen.findByText('Clean Rivers is now verified and has been emailed.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Clean Rivers' })).not.toBeInTheDocument();
    const decision = calls.find((call) => call.method === 'POST');
    expect(decision?.path).toBe('/admin/organizations/org-1/verification');
    expect(decision?.body).toEqual({ status: 'verified' });
  }, 20_000);

  it('rejects a person only with a reason', async () => {
    const calls = renderQueue();
    const user = userEvent.setup({ delay: null });
    const person = await screen.findByRole('article', { name: 'Noor Haddad' });
    await user.click(within(person).getByRole('button', { name: /Reject/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Noor Haddad' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The photo is blurry');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Noor Haddad was rejected and has been emailed the reason.')).toBeInTheDocument();
    const decision = calls.find((call) => call.method === 'POST');
    expect(decision?.path).toBe('/admin/users/user-2/verification');
    expect(decision?.body).toEqual({ status: 'rejected', reason: 'The photo is blurry' });
  }, 20_000);

  it('says when nothing waits for review', async () => {
    mockFetch(() => jsonResponse(200, { results: [] }));
    render(
      <Providers>
        <VerificationQueue />
      </Providers>,
    );
    expect(await screen.findByText('No submissions are waiting for review.')).toBeInTheDocument();
  });
});
