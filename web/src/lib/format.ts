/** Whole US dollars in the reader's language, with Latin digits to match dates and amounts elsewhere. */
export function formatUsd(amount: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
    numberingSystem: 'latn',
  }).format(amount);
}

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language, { numberingSystem: 'latn' }).format(value);
}
