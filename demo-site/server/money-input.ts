/**
 * Amounts typed into a plain server form (the staff refund form): shown and read in major units
 * ("12.50"), kept in minor units (1250) everywhere else.
 */

/** How many minor-unit digits a currency has (2 for USD and GBP, 0 for JPY). */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Minor units as a form field's value: 1250 USD → "12.50", 500 JPY → "500". */
export function minorToInput(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/**
 * Reads what staff typed ("12.50", "12,5", "12", " 1,000.00" is refused) as minor units; undefined
 * for anything that is not a positive amount with at most the currency's decimals.
 */
export function parseAmountInput(text: string, currency: string): number | undefined {
  const digits = currencyDigits(currency);
  const match = /^(\d{1,9})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return undefined;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return minor > 0 ? minor : undefined;
}
