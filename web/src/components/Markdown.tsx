import Box from '@mui/material/Box';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * Text people typed, rendered as markdown. Raw HTML is never rendered (react-markdown escapes it
 * unless a plugin says otherwise), and links open safely in a new tab.
 */
export function MarkdownText({ children }: { children: string }) {
  return (
    <Box
      sx={{
        overflowWrap: 'anywhere',
        '& p': { mt: 0, mb: 1.5 },
        '& p:last-child': { mb: 0 },
        '& ul, & ol': { mt: 0, mb: 1.5, paddingInlineStart: 3 },
        '& table': { borderCollapse: 'collapse', mb: 1.5 },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'start' },
        '& a': { color: 'primary.main' },
        '& img': { maxWidth: '100%' },
      }}
    >
      <Markdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        components={{
          a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
          // People write in their own language: each block takes the direction of its text.
          p: ({ node: _node, ...props }) => <p dir="auto" {...props} />,
          li: ({ node: _node, ...props }) => <li dir="auto" {...props} />,
          blockquote: ({ node: _node, ...props }) => <blockquote dir="auto" {...props} />,
          h1: ({ node: _node, ...props }) => <Box component="h3" dir="auto" sx={{ fontSize: '1.125rem', fontWeight: 600, mt: 2, mb: 1 }} {...props} />,
          h2: ({ node: _node, ...props }) => <Box component="h3" dir="auto" sx={{ fontSize: '1.0625rem', fontWeight: 600, mt: 2, mb: 1 }} {...props} />,
          h3: ({ node: _node, ...props }) => <Box component="h4" dir="auto" sx={{ fontSize: '1rem', fontWeight: 600, mt: 2, mb: 1 }} {...props} />,
        }}
      >
        {children}
      </Markdown>
    </Box>
  );
}
