import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/test/render';
import type { ResultLine } from '../api/types';
import { MatchChart } from './MatchChart';

const line = (id: string, title: string, cents: number, capped = false): ResultLine => ({
  project_id: id,
  title,
  supporters: 2,
  donations_usd: 0,
  donations_cents: 0,
  raw_match: 1,
  uncapped: cents / 100,
  uncapped_cents: cents,
  cap: cents / 100,
  cap_cents: cents,
  match: cents / 100,
  match_cents: cents,
  capped,
});

describe('MatchChart', () => {
  it('is one image whose label lists every project and its final match', () => {
    render(
      <Providers>
        <MatchChart results={[line('a', 'Clean cookstoves', 989500, true), line('b', 'Mobile library', 361098)]} />
      </Providers>,
    );

    const chart = screen.getByRole('img', { name: /Bar chart of the final match of each project/ });
    expect(chart).toHaveAccessibleName(
      'Bar chart of the final match of each project: Clean cookstoves, $9,895.00; Mobile library, $3,610.98',
    );
    // The bars themselves are hidden from assistive technology; the label says it all.
    expect(chart.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
  });

  it('draws the bars to scale: every bar a share of the same track (issue 36)', () => {
    render(
      <Providers>
        <MatchChart results={[line('a', 'Clean cookstoves', 2177500), line('b', 'Mobile library', 989500), line('c', 'Seeds', 0)]} />
      </Providers>,
    );
    const widths = screen.getAllByTestId('match-bar').map((bar) => parseFloat(bar.style.inlineSize));
    expect(widths[0]).toBe(100);
    // $21,775 is 2.2 times $9,895: the second bar is 45.4 % of the first, not clipped to fit a label.
    expect(widths[0]! / widths[1]!).toBeCloseTo(2177500 / 989500, 5);
    expect(widths[2]).toBe(0);
    for (const bar of screen.getAllByTestId('match-bar')) expect(bar.style.maxInlineSize).toBe('');
  });

  it('is translated', () => {
    render(
      <Providers language="fr">
        <MatchChart results={[line('a', 'Fours', 100)]} />
      </Providers>,
    );
    expect(screen.getByRole('img', { name: /^Diagramme en barres/ })).toBeInTheDocument();
  });
});
