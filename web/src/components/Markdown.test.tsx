import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Providers } from '@/test/render';
import { MarkdownText } from './Markdown';

function renderText(text: string, language = 'en') {
  return render(
    <Providers language={language}>
      <MarkdownText>{text}</MarkdownText>
    </Providers>,
  ).container;
}

// Texts with HTML load their renderer on demand; compiling it here keeps that out of the tests' waiting time.
beforeAll(() => import('./markdown/RichText'), 60_000);

describe('MarkdownText', () => {
  it("keeps the structure of the original client's rich text", async () => {
    const container = renderText(
      '<p>Our plan.</p><p><strong>Bold</strong> and <em>soft</em> and <u>underlined</u></p><ul><li>first point</li><li>second point</li></ul><h2>Budget</h2><blockquote>Quoted</blockquote>',
    );

    expect((await screen.findByText('Bold')).tagName).toBe('STRONG');
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(screen.getByText('soft').tagName).toBe('EM');
    expect(screen.getByText('underlined').tagName).toBe('U');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['first point', 'second point']);
    expect(screen.getByRole('heading', { name: 'Budget' })).toBeInTheDocument();
    expect(screen.getByText('Quoted').closest('blockquote')).not.toBeNull();
  });

  it('renders plain markdown at once, with its line breaks', () => {
    const container = renderText('Tools & parts\n**Training** for 40 volunteers');

    expect(screen.getByText('Training').tagName).toBe('STRONG');
    expect(container.querySelectorAll('br')).toHaveLength(1);
  });

  it('shows text written one item a line as separate lines', () => {
    const container = renderText('Ten repair cafés\nA tool library\nTraining for 40 volunteers');

    expect(container.querySelectorAll('br')).toHaveLength(2);
    expect(container.querySelector('p')?.innerHTML).toBe('Ten repair cafés<br>\nA tool library<br>\nTraining for 40 volunteers');
  });

  it('drops scripts, handlers, styles and unsafe links, keeping the text', async () => {
    const container = renderText(
      '<p onclick="steal()" style="color:red">Hello <img src="x" onerror="steal()"><script>steal()</script><a href="javascript:steal()">bad link</a> <iframe src="https://evil.example"></iframe><span class="x">kept</span></p>',
    );

    expect(await screen.findByText('bad link')).toBeInTheDocument();
    expect(container.querySelector('script, img, iframe, span, [onclick], [style], [onerror]')).toBeNull();
    expect(container.textContent).not.toContain('steal()');
    expect(screen.getByText(/kept/)).toBeInTheDocument();
    expect(screen.getByText('bad link')).not.toHaveAttribute('href');
  });

  it('lets http, https and mailto links through, opening safely in a new tab', async () => {
    renderText('<p><a href="https://example.org/a">site</a> <a href="mailto:team@example.org">mail</a></p>\n\nIn markdown: [md](http://example.org/b)');

    await screen.findByRole('link', { name: 'site' });
    for (const [name, href] of [['site', 'https://example.org/a'], ['mail', 'mailto:team@example.org'], ['md', 'http://example.org/b']]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('keeps each Arabic paragraph and list item in the direction of its own text', async () => {
    const container = renderText('<p>خطتنا للمشروع</p><ol><li>النقطة الأولى</li><li>النقطة الثانية</li></ol>', 'ar');

    await screen.findByText('خطتنا للمشروع');
    expect(container.querySelector('p')).toHaveAttribute('dir', 'auto');
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('dir'))).toEqual(['auto', 'auto']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['النقطة الأولى', 'النقطة الثانية']);
  });
});
