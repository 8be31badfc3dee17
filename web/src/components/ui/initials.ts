/** The first letter of the name's first `letters` words, upper-cased; '?' for an empty name. */
export function initialsOf(name: string, letters: 1 | 2 = 2): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, letters)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return initials || '?';
}
