const digits = new Map<string, number>();

/** How many decimals a currency's minor units have (ISO 4217, as Intl knows it): 2 for every currency we hold. */
function digitsOf(currency: string): number {
  let found = digits.get(currency);
  if (found === undefined) {
    found = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digits.set(currency, found);
  }
  return found;
}

/** Minor units of `currency` as money, written the way the language tag `tag` writes it: `$1.00`, `1 000,00 ₼`. */
export function formatMinorUnits(amount: number, currency: string, tag: string): string {
  return new Intl.NumberFormat(tag, { style: 'currency', currency }).format(amount / 10 ** digitsOf(currency));
}
