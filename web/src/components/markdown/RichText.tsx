import Markdown from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import { markdownComponents, remarkPlugins } from './options';

/** The rich text the original client's editor writes (the server keeps the same list). */
const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'blockquote'];
/** What markdown itself produces besides those: code, rules, strike-through and GFM tables. */
const MARKDOWN_TAGS = ['code', 'pre', 'hr', 'del', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];

/**
 * Everything else is dropped (its text kept; `script` and `style` with their content), every
 * attribute but a link's address and a table cell's alignment too, and links keep only http,
 * https and mailto addresses.
 */
const schema: SanitizeSchema = {
  tagNames: [...RICH_TEXT_TAGS, ...MARKDOWN_TAGS],
  attributes: { a: ['href'], th: ['align'], td: ['align'] },
  protocols: { href: ['http', 'https', 'mailto'] },
  ancestors: { tbody: ['table'], thead: ['table'], tr: ['table'], th: ['table'], td: ['table'] },
  strip: ['script', 'style'],
};

/**
 * Markdown with HTML in it, parsed and passed through the allowlist. The HTML parser weighs about
 * 50 kB, so it loads only for texts that carry HTML (see MarkdownText).
 */
export function RichText({ children }: { children: string }) {
  return (
    <Markdown remarkPlugins={remarkPlugins} rehypePlugins={[rehypeRaw, [rehypeSanitize, schema]]} components={markdownComponents}>
      {children}
    </Markdown>
  );
}
