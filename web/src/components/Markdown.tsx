import { lazy, Suspense, type ReactNode } from 'react';
import Markdown from 'react-markdown';
import { markdownComponents, remarkPlugins } from './markdown/options';
import '@/styles/markdown.css';

const RichText = lazy(async () => ({ default: (await import('./markdown/RichText')).RichText }));

/** A tag such as `<p>` or `</li>`: the text came from a rich-text editor. */
const HTML_TAG = /<\/?[a-z][a-z0-9]*[\s/>]/i;

/**
 * Text people typed: markdown (our wizard's, one item a line, where a single newline is a line
 * break) or the original client's rich-text HTML, both keeping their structure. HTML passes an
 * allowlist before it renders; plain markdown never renders HTML at all. Links open safely in a
 * new tab. Plain React and CSS (markdown.css), so pages without MUI can show it. `fallback` shows
 * while the HTML renderer loads.
 */
export function MarkdownText({ children, fallback = null }: { children: string; fallback?: ReactNode }) {
  return (
    <div className="mp-markdown">
      {HTML_TAG.test(children) ? (
        <Suspense fallback={fallback}>
          <RichText>{children}</RichText>
        </Suspense>
      ) : (
        <Markdown remarkPlugins={remarkPlugins} skipHtml components={markdownComponents}>
          {children}
        </Markdown>
      )}
    </div>
  );
}
