/** A real number (the raw match, in USD) with two decimals. */
export function formatReal(value: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  }).format(value);
}
