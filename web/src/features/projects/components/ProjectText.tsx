import { lazy, Suspense, useContext } from 'react';
import { MainShownContext } from '@/lib/react/mainShown';
import '@/styles/markdown.css';

/** The Markdown renderer (about 50 kB): it loads once the page's main content is shown, and is not waited for. */
const MarkdownText = lazy(async () => ({ default: (await import('@/components/Markdown')).MarkdownText }));

/** A tag such as `<p>` or `</li>`: the text came from a rich-text editor (as MarkdownText tells). */
const HTML_TAG = /<\/?[a-z][a-z0-9]*[\s/>]/i;

/**
 * The same text as it was typed, while the renderer loads: paragraphs on blank lines, a line break
 * on each newline (as remark-breaks renders them), a rich-text editor's tags read out of the text
 * first, never rendered. Nothing is hidden, nothing invented: the words are those MarkdownText shows.
 */
function TypedText({ children }: { children: string }) {
  const text = HTML_TAG.test(children) ? (new DOMParser().parseFromString(children, 'text/html').body.textContent ?? '') : children;
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="mp-markdown">
      {paragraphs.map((paragraph, index) => (
        <p key={index} dir="auto">
          {paragraph.split('\n').map((line, lineIndex) => (
            <span key={lineIndex}>
              {lineIndex > 0 && <br />}
              {line}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}

/**
 * A project's text (markdown or rich text) on its page: the page draws at once with the text as
 * typed, and the rendered text takes its place when the renderer (and for rich text, the HTML
 * parser) has loaded, which starts once the page's main content is shown (`MainShownContext`).
 */
export function ProjectText({ children }: { children: string }) {
  const shown = useContext(MainShownContext);
  const typed = <TypedText>{children}</TypedText>;
  if (!shown) return typed;
  return (
    <Suspense fallback={typed}>
      <MarkdownText fallback={typed}>{children}</MarkdownText>
    </Suspense>
  );
}
