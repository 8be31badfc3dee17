import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MainShownContext } from '@/lib/react/mainShown';
import { Providers } from '@/test/render';
import { ProjectText } from './ProjectText';

describe('ProjectText', () => {
  it('shows the text as typed while the renderer loads, then the rendered text', async () => {
    const { container } = render(
      <Providers>
        <ProjectText>{'First paragraph\nsame paragraph\n\n- one\n- two'}</ProjectText>
      </Providers>,
    );

    // At once: two paragraphs, the single newline a line break, nothing left out.
    expect(container.querySelectorAll('.mp-markdown > p')).toHaveLength(2);
    expect(container.querySelector('.mp-markdown > p br')).not.toBeNull();
    expect(container.textContent).toContain('- one');

    expect((await screen.findAllByRole('listitem')).map((item) => item.textContent)).toEqual(['one', 'two']);
    expect(screen.getByText(/First paragraph/).tagName).toBe('P');
  });

  it("reads a rich-text editor's tags out of the text, never rendering them, while the renderer loads", () => {
    const { container } = render(
      <Providers>
        <ProjectText>{'<p>Safe <strong>text</strong><img src="x" onerror="steal()"></p>'}</ProjectText>
      </Providers>,
    );

    expect(container.querySelector('img, strong')).toBeNull();
    expect(container.textContent).toContain('Safe text');
  });

  it("keeps the text as typed until the page's main content is shown, then renders it", async () => {
    const text = '- one\n- two';
    const { container, rerender } = render(
      <Providers>
        <MainShownContext value={false}>
          <ProjectText>{text}</ProjectText>
        </MainShownContext>
      </Providers>,
    );
    // Long enough for the renderer to have loaded had it been asked for (the first test loads it).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('li')).toBeNull();
    expect(container.textContent).toContain('- one');

    rerender(
      <Providers>
        <MainShownContext value>
          <ProjectText>{text}</ProjectText>
        </MainShownContext>
      </Providers>,
    );
    expect((await screen.findAllByRole('listitem')).map((item) => item.textContent)).toEqual(['one', 'two']);
  });
});
