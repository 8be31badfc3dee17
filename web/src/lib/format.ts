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

/** Cents as US dollars with cents and Latin digits, so amounts compare at a glance in every language. */
export function formatCents(cents: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  }).format(cents / 100);
}
