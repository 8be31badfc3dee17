import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockScreenWidth, PHONE_WIDTH } from '@/test/media';
import { Providers } from '@/test/render';
import type { ResultLine } from '../api/types';
import { ResultsTable } from './ResultsTable';

const line: ResultLine = {
  project_id: 'p-1',
  title: 'Beehives for biodiversity',
  supporters: 3,
  donations_usd: 120,
  donations_cents: 12000,
  raw_match: 19.758406088028423,
  uncapped: 1756.24,
  uncapped_cents: 175624,
  cap: 8880,
  cap_cents: 888000,
  match: 7888.58,
  match_cents: 788858,
  capped: false,
};

function show(language = 'en', results: ResultLine[] = [line]) {
  const router = createMemoryRouter([{ path: '/', element: <ResultsTable results={results} /> }]);
  render(
    <Providers language={language}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('ResultsTable', () => {
  it('keeps the line of a project removed after the round, named as such and without a dead link', () => {
    mockScreenWidth(1366);
    show('en', [{ ...line, title: null }]);
    expect(screen.getByRole('rowheader', { name: 'A removed project' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is a table on a wide screen', () => {
    mockScreenWidth(1366);
    show();
    expect(screen.getByRole('table', { description: /Final match of every project/ })).toBeInTheDocument();
  });

  it('turns each project into a card on a phone, the project as its title', () => {
    mockScreenWidth(PHONE_WIDTH);
    show();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = screen.getAllByTestId('result-row');
    expect(within(card!).getByRole('link', { name: 'Beehives for biodiversity' })).toHaveAttribute('href', '/projects/p-1');
    expect(within(card!).getAllByRole('term').map((term) => term.textContent)).toEqual(['Supporters', 'Donations', 'Raw match', 'Cap', 'Final match', 'Capped']);
    expect(within(card!).getAllByRole('definition').map((value) => value.textContent)).toEqual(['3', '$120.00', '19.76', '$8,880.00', '$7,888.58', 'Not capped']);
  });

  it('shows the cards in Arabic, amounts formatted for Arabic', () => {
    mockScreenWidth(PHONE_WIDTH);
    show('ar');
    const [card] = screen.getAllByTestId('result-row');
    expect(within(card!).getAllByRole('term')[4]).toHaveTextContent('المضاعفة النهائية');
    expect(within(card!).getAllByRole('definition')[4]?.textContent).toBe('\u200f7,888.58\u00a0\u2066US$\u2069');
  });
});
