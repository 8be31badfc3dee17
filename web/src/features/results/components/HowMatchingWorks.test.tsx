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

  it('keeps the inline maths left to right in Arabic', () => {
    render(
      <Providers language="ar">
        <HowMatchingWorks />
      </Providers>,
    );
    const maths = Array.from(document.querySelectorAll('li bdi'), (element) => [element.getAttribute('dir'), element.textContent]);
    expect(maths).toEqual([
      ['ltr', '√50 + √50 ≈ 14.14'],
      ['ltr', '25 × √4 = 50'],
    ]);
    expect(document.querySelector('li')?.textContent).toMatch(/^المشروع أ: .*\. √50 \+ √50 ≈ 14.14، ومربعه 200/);
    expect(Array.from(document.querySelectorAll('td bdi'), (element) => element.getAttribute('dir'))).toEqual(Array(6).fill('ltr'));
  });

  it('shows the maths of the worked example in English without markup', () => {
    render(
      <Providers>
        <HowMatchingWorks />
      </Providers>,
    );
    expect(screen.getByText(/Project A: 2 people give \$50 each/)).toHaveTextContent('Project A: 2 people give $50 each. √50 + √50 ≈ 14.14, squared that is 200');
  });
});
