/**
 * The tokens for TypeScript: their names (`cssVar('primary')` → `var(--mp-primary)`, for the rare
 * inline style that needs one) and their values read from tokens.css itself (the tests compare the
 * light and dark sets). tokens.css stays the only place a value is written.
 */

/** A token's role, as tokens.css names it without `--mp-`. */
export type TokenName = string;

/** `var(--mp-<name>)`. */
export function cssVar(name: TokenName): string {
  return `var(--mp-${name})`;
}

/** The `--mp-*` declarations of a stylesheet's first `:root` block, by name without the prefix. */
export function readTokens(css: string): Record<TokenName, string> {
  const root = /:root\s*\{([\s\S]*?)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''));
  const tokens: Record<TokenName, string> = {};
  for (const match of (root?.[1] ?? '').matchAll(/--mp-([\w-]+)\s*:\s*([^;]+);/g)) {
    tokens[match[1] as string] = (match[2] as string).replace(/\s+/g, ' ').trim();
  }
  return tokens;
}
