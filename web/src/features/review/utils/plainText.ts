/**
 * A project's Markdown summary as plain words for a one-paragraph preview (the review queue):
 * emphasis, code marks, headings, quotes and list bullets dropped, a link kept as its text. The
 * project page renders the Markdown itself; the queue only needs to read well, without `**`.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)(?=\S)([^]*?\S)\1/g, '$2')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}
