import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/test/render';
import { PagePagination } from './PagePagination';

function renderPages(language: string) {
  render(
    <Providers language={language}>
      <PagePagination count={3} page={2} onChange={() => undefined} />
    </Providers>,
  );
}

describe('PagePagination', () => {
  it('names its links in English', () => {
    renderPages('en');
    expect(screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual(['Pages']);
    expect(screen.getByRole('button', { name: 'Go to page 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2, current page' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Go to the next page' })).toBeInTheDocument();
  });

  it('names its links in Arabic, with no English label left', () => {
    renderPages('ar');
    expect(screen.getByRole('navigation', { name: 'الصفحات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الانتقال إلى الصفحة 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الانتقال إلى الصفحة السابقة' })).toBeInTheDocument();
    const labelled = document.querySelectorAll('[aria-label]');
    const labels = Array.from(labelled, (element) => element.getAttribute('aria-label') ?? '');
    expect(labels.filter((label) => /[A-Za-z]/.test(label))).toEqual([]);
  });
});
