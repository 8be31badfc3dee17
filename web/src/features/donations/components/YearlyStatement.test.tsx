import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/auth/session';
import { jsonResponse, mockFetch } from '@/test/http';
import { Providers } from '@/test/render';
import { YearlyStatement } from './YearlyStatement';

const now = new Date('2026-11-26T06:00:00Z');

function renderStatement(language = 'en', answer = () => new Response(new Blob(['date,donation_id\n']), { status: 200 })) {
  session.signIn();
  const recorded = mockFetch((call) => (call.path.startsWith('/me/statements/') ? answer() : jsonResponse(404, { code: 'not_found' })));
  render(
    <Providers language={language}>
      <YearlyStatement now={now} />
    </Providers>,
  );
  return recorded;
}

describe('YearlyStatement', () => {
  afterEach(() => session.clear());

  it('downloads the chosen year as CSV or PDF', async () => {
    const original = { create: URL.createObjectURL.bind(URL), revoke: URL.revokeObjectURL.bind(URL) };
    URL.createObjectURL = vi.fn(() => 'blob:statement');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const { calls } = renderStatement();
      const user = userEvent.setup({ delay: null });
      // The year picker is the browser's own select, this year first.
      const picker = screen.getByRole('combobox', { name: 'Year' });
      expect(picker).toHaveValue('2026');
      expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['2026', '2025', '2024', '2023', '2022', '2021']);
      await user.selectOptions(picker, '2025');
      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('statement-2025.csv');
      await user.click(screen.getByRole('button', { name: 'Download PDF' }));
      await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(2));
      expect((click.mock.contexts[1] as HTMLAnchorElement).download).toBe('statement-2025.pdf');
      expect(calls.map((call) => `${call.path}?${call.query.toString()}`)).toEqual([
        '/me/statements/2025?format=csv&lng=en',
        '/me/statements/2025?format=pdf&lng=en',
      ]);
      expect(calls[0]?.credentials).toBe('same-origin');
    } finally {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
      click.mockRestore();
    }
  });

  it('speaks Arabic and says when receipts are unavailable', async () => {
    renderStatement('ar', () => jsonResponse(503, { code: 'receipt.unavailable', message: 'Receipts are not available right now.' }));
    expect(screen.getByRole('heading', { name: 'الكشف السنوي' })).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'تنزيل PDF' }));
    expect(await screen.findByText('الإيصالات غير متاحة الآن. يرجى المحاولة لاحقًا.')).toBeInTheDocument();
  });
});
