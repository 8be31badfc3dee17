/** Cents as US dollars with cents, Latin digits (amounts stay comparable across languages). */
export function formatCents(cents: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  }).format(cents / 100);
}

/** A real number (the raw match, in USD) with two decimals. */
export function formatReal(value: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  }).format(value);
}
