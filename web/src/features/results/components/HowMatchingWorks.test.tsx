import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/test/render';
import { HowMatchingWorks } from './HowMatchingWorks';

describe('HowMatchingWorks', () => {
  it('explains the worked example, the weights and the verify command', () => {
    render(
      <Providers>
        <HowMatchingWorks />
      </Providers>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'How matching works' })).toBeInTheDocument();
    expect(screen.getByText(/a raw match of 2,400/)).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Not verified' })).toBeInTheDocument();
    expect(screen.getByText(/matchpool qf verify/)).toBeInTheDocument();
  });
});
