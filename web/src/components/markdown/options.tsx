import type { Components } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';

/** Our wizard's text is markdown written one item a line: a single newline is a line break. */
export const remarkPlugins = [remarkGfm, remarkBreaks];

export const markdownComponents: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
  // People write in their own language: each block takes the direction of its text.
  p: ({ node: _node, ...props }) => <p dir="auto" {...props} />,
  li: ({ node: _node, ...props }) => <li dir="auto" {...props} />,
  blockquote: ({ node: _node, ...props }) => <blockquote dir="auto" {...props} />,
  // The page's own headings are h1 and h2: a project's headings sit below them (markdown.css).
  h1: ({ node: _node, ...props }) => <h3 dir="auto" className="mp-markdown-heading mp-markdown-h1" {...props} />,
  h2: ({ node: _node, ...props }) => <h3 dir="auto" className="mp-markdown-heading mp-markdown-h2" {...props} />,
  h3: ({ node: _node, ...props }) => <h4 dir="auto" className="mp-markdown-heading mp-markdown-h3" {...props} />,
  h4: ({ node: _node, ...props }) => <h5 dir="auto" className="mp-markdown-heading mp-markdown-h4" {...props} />,
};
