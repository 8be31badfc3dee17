import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { round } from '@/test/fixtures';
import { Providers } from '@/test/render';
import type { RoundPhase } from '../api/types';
import { RoundHero } from './RoundHero';

function show(language: string, phase: RoundPhase = round.phase) {
  const described = { ...round, phase, name: 'Round 5: Community Futures', description: 'Many small supporters weigh more than one large one.' };
  const router = createMemoryRouter([{ path: '/', element: <RoundHero round={described} /> }]);
  render(
    <Providers language={language}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('RoundHero', () => {
  it("isolates the round's own words, so an English description keeps its full stop at its end in Arabic", () => {
    show('ar');
    expect(screen.getByText('Many small supporters weigh more than one large one.').tagName).toBe('BDI');
    expect(screen.getByText('Round 5: Community Futures').tagName).toBe('BDI');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Round 5: Community Futures');
  });

  it('leads to the round\'s projects with "Vote now" while it is voting, in every language', () => {
    show('en', 'voting');
    const link = screen.getByRole('link', { name: 'Vote now' });
    expect(link).toHaveAttribute('href', `/projects?round_id=${round.id}`);
    expect(screen.queryByRole('link', { name: 'See the results' })).toBeNull();
  });

  it('says "Vote now" in Arabic too', () => {
    show('ar', 'voting');
    expect(screen.getByRole('link', { name: 'صوّت الآن' })).toBeInTheDocument();
  });

  it('offers no vote outside voting', () => {
    show('en', 'results');
    expect(screen.queryByRole('link', { name: 'Vote now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See the results' })).toBeInTheDocument();
  });
});
