import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Components } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';

/** Our wizard's text is markdown written one item a line: a single newline is a line break. */
export const remarkPlugins = [remarkGfm, remarkBreaks];

export const markdownSx: SxProps<Theme> = {
  overflowWrap: 'anywhere',
  '& p': { mt: 0, mb: 1.5 },
  '& p:last-child': { mb: 0 },
  '& ul, & ol': { mt: 0, mb: 1.5, paddingInlineStart: 3 },
  '& blockquote': { mx: 0, mb: 1.5, paddingInlineStart: 2, borderInlineStart: 3, borderColor: 'divider', color: 'text.secondary' },
  '& table': { borderCollapse: 'collapse', mb: 1.5 },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'start' },
  '& a': { color: 'primary.main' },
};

const heading = (fontSize: string) => ({ fontSize, fontWeight: 600, mt: 2, mb: 1 });

export const markdownComponents: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
  // People write in their own language: each block takes the direction of its text.
  p: ({ node: _node, ...props }) => <p dir="auto" {...props} />,
  li: ({ node: _node, ...props }) => <li dir="auto" {...props} />,
  blockquote: ({ node: _node, ...props }) => <blockquote dir="auto" {...props} />,
  // The page's own headings are h1 and h2: a project's headings sit below them.
  h1: ({ node: _node, ...props }) => <Box component="h3" dir="auto" sx={heading('1.125rem')} {...props} />,
  h2: ({ node: _node, ...props }) => <Box component="h3" dir="auto" sx={heading('1.0625rem')} {...props} />,
  h3: ({ node: _node, ...props }) => <Box component="h4" dir="auto" sx={heading('1rem')} {...props} />,
  h4: ({ node: _node, ...props }) => <Box component="h5" dir="auto" sx={heading('0.9375rem')} {...props} />,
};
