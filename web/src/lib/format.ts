/**
 * Every number and amount on screen goes through these helpers: Intl formats them for the reader's
 * language (Arabic puts the currency after the number: "75,000 US$"), with Latin digits so amounts
 * compare at a glance with dates and ids in every language. Never build "$" + number by hand.
 */
const LATIN = { numberingSystem: 'latn' } as const;
const RTL_LANGUAGES = ['ar', 'fa', 'he', 'ur'];
const LRI = '\u2066';
const PDI = '\u2069';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The number format for a language and options, made once: making one costs far more than using
 * it (on a phone, tens of milliseconds for a page of numbers), and a page formats many.
 */
function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { ...LATIN, ...options });
    formats.set(key, format);
  }
  return format;
}

/**
 * A currency amount for the language. In a right-to-left language the currency symbol is isolated
 * left-to-right: Unicode's bidi rules would otherwise move the "$" of "US$" to the far end, and
 * Arabic readers would see "$US 75,000".
 */
function localCurrency(format: Intl.NumberFormat, amount: number, language: string): string {
  if (!RTL_LANGUAGES.includes(language.split('-')[0] ?? '')) return format.format(amount);
  return format
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? `${LRI}${part.value}${PDI}` : part.value))
    .join('');
}

/** Whole US dollars: "$75,000", "‏75,000 US$". */
export function formatUsd(amount: number, language: string): string {
  return localCurrency(numberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }), amount, language);
}

export function formatCount(value: number, language: string): string {
  return numberFormat(language).format(value);
}

/** Cents as US dollars with cents: "$120.50". */
export function formatCents(cents: number, language: string): string {
  const format = numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return localCurrency(format, cents / 100, language);
}

/** A real number with two decimals (a raw match score). */
export function formatDecimal(value: number, language: string): string {
  return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/**
 * An amount of a token Intl has no currency for (ADA, THANK): the number for the language, then
 * the symbol, which is never translated.
 */
export function formatToken(amount: number, symbol: string, language: string): string {
  return `${numberFormat(language, { maximumFractionDigits: 6 }).format(amount)} ${symbol}`;
}

/**
 * ADA for people to read: at most two decimals ("44.44 ADA"), as a price is read. Every ADA amount
 * a donor sees goes through here, so the cart's "about 44.44 ADA" and the result's "You paid
 * 44.44 ADA" agree although the transaction paid 44.444446 ADA.
 */
export function formatAda(ada: number, language: string): string {
  return `${numberFormat(language, { maximumFractionDigits: 2 }).format(ada)} ADA`;
}

/**
 * ADA to the lovelace ("44.444446 ADA"), only where a wallet shows or needs the exact figure: the
 * network fee a wallet asks to sign, the ADA an operator sends back by hand.
 */
export function formatAdaExact(ada: number, language: string): string {
  return formatToken(ada, 'ADA', language);
}

/** A donation amount in its currency: "$25.00" for USD, "120 ADA" for `lovelace` (the API's name for ADA). */
export function formatMoney(amount: number, currency: string, language: string): string {
  if (currency === 'lovelace' || currency === 'ADA') return formatAda(amount, language);
  return localCurrency(numberFormat(language, { style: 'currency', currency }), amount, language);
}

/** A donation amount to its minor unit (ADA to the lovelace), for whoever pays it back by hand. */
export function formatMoneyExact(amount: number, currency: string, language: string): string {
  if (currency === 'lovelace' || currency === 'ADA') return formatAdaExact(amount, language);
  return formatMoney(amount, currency, language);
}
