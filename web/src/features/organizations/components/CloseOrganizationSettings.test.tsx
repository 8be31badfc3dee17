import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { Providers } from '@/test/render';
import { CloseOrganizationSettings } from './CloseOrganizationSettings';

const organization = { id: 'org-1', shortname: 'green-earth', name: 'Green Earth', email: 'team@green.org', closed_at: null as string | null };

function server(refuse = false) {
  let stored = { ...organization };
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/organizations/org-1') return jsonResponse(200, stored);
    if (call.method === 'POST' && call.path === '/organizations/org-1/close') {
      if (refuse) return jsonResponse(403, { code: 'organization.owner_required', message: 'Only an owner of the organization can close it.' });
      stored = { ...stored, closed_at: '2026-11-29T20:00:00Z' };
      return jsonResponse(200, stored);
    }
    if (call.path === '/identities') return jsonResponse(200, { identities: [] });
    return jsonResponse(404, { code: 'not_found' });
  });
}

const show = (language = 'en') =>
  render(
    <Providers language={language}>
      <CloseOrganizationSettings organizationId="org-1" />
    </Providers>,
  );

describe('CloseOrganizationSettings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks first; cancelling closes nothing, confirming closes it and says when', async () => {
    const { calls } = server();
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close the organization…' }));
    const dialog = screen.getByRole('dialog', { name: 'Close Green Earth?' });
    expect(dialog).toHaveTextContent('This cannot be undone from the app.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Close the organization…' }));
    await user.click(screen.getByRole('button', { name: 'Close for good' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Green Earth closed on .*2026.* Its projects and donations stay readable\./);
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/organizations/org-1/close')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Close the organization…' })).not.toBeInTheDocument();
  });

  it('says why it was refused, in Arabic', async () => {
    server(true);
    show('ar');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'إغلاق المنظمة…' }));
    await user.click(screen.getByRole('button', { name: 'إغلاق نهائي' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('لا يمكن إغلاق المنظمة إلا لأحد مالكيها.'));
  });
});
