import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { round } from '@/test/fixtures';
import { Providers } from '@/test/render';
import { RoundHero } from './RoundHero';

function show(language: string) {
  const described = { ...round, name: 'Round 5: Community Futures', description: 'Many small supporters weigh more than one large one.' };
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
});
