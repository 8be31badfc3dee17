import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/auth/session';
import { jsonResponse, mockFetch } from '@/test/http';
import { mockScreenWidth, PHONE_WIDTH } from '@/test/media';
import { Providers } from '@/test/render';
import type { ImpactGrant } from '../api/types';
import { ImpactHistoryList } from './ImpactHistoryList';

const grants: ImpactGrant[] = [
  { points: 25, kind: 'donation', project_id: 'p-1', created_at: '2025-03-21T10:00:00Z' },
  { points: 1, kind: 'vote', project_id: 'p-1', created_at: '2025-03-20T10:00:00Z' },
];

function show(language = 'en') {
  session.signIn();
  mockFetch(({ path }) => (path === '/projects/p-1' ? jsonResponse(200, { id: 'p-1', title: 'Seed bank' }) : jsonResponse(404, { code: 'not_found' })));
  const router = createMemoryRouter([{ path: '/', element: <ImpactHistoryList grants={grants} /> }]);
  render(
    <Providers language={language}>
      <h2 id="impact-history-title">History</h2>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('ImpactHistoryList', () => {
  it('turns each grant into a card on a phone', async () => {
    mockScreenWidth(PHONE_WIDTH);
    show();
    const cards = screen.getAllByTestId('impact-grant');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'History' })).toBeInTheDocument();
    expect(within(cards[0]!).getAllByRole('term').map((term) => term.textContent)).toEqual(['Date', 'Cause', 'Project', 'Points']);
    expect(within(cards[0]!).getAllByRole('definition')[3]).toHaveTextContent('+25');
    expect(await within(cards[0]!).findByRole('link', { name: 'Seed bank' })).toHaveAttribute('href', '/projects/p-1');
  });

  it('shows the cards in Arabic on a phone', () => {
    mockScreenWidth(PHONE_WIDTH);
    show('ar');
    const cards = screen.getAllByTestId('impact-grant');
    expect(within(cards[1]!).getAllByRole('term').map((term) => term.textContent)).toEqual(['التاريخ', 'السبب', 'المشروع', 'النقاط']);
    expect(cards[1]).toHaveTextContent('تصويت');
  });

  it('stays a table on a wide screen', () => {
    mockScreenWidth(1366);
    show();
    expect(within(screen.getByRole('table', { name: 'History' })).getAllByTestId('impact-grant')).toHaveLength(2);
  });
});
