import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { Providers } from '@/test/render';
import { DonationNoticeSettings } from './DonationNoticeSettings';

const organization = { id: 'org-1', email: 'team@green.org', donation_notices: 'each' };

function server(saved = { ...organization }) {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/organizations/org-1') return jsonResponse(200, saved);
    if (call.method === 'PATCH' && call.path === '/organizations/org-1') {
      const body = call.body as { donation_notices: string };
      if (body.donation_notices === 'none') return jsonResponse(500, { code: 'internal', message: 'boom' });
      return jsonResponse(200, { ...saved, donation_notices: body.donation_notices });
    }
    return jsonResponse(404, { code: 'not_found' });
  });
}

describe('DonationNoticeSettings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the stored choice and saves a daily digest', async () => {
    const { calls } = server();
    render(
      <Providers>
        <DonationNoticeSettings organizationId="org-1" />
      </Providers>,
    );
    expect(await screen.findByRole('radio', { name: 'An email for each donation' })).toBeChecked();
    expect(screen.getByText(/at team@green\.org/)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'One summary a day' }));
    await userEvent.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ donation_notices: 'daily' });
    expect(screen.getByRole('radio', { name: 'One summary a day' })).toBeChecked();
  });

  it('says so when saving fails, and in Arabic', async () => {
    server();
    render(
      <Providers language="ar">
        <DonationNoticeSettings organizationId="org-1" />
      </Providers>,
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'لا رسائل عن التبرعات' }));
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('تعذّر حفظ اختيارك'));
  });
});
