/**
 * The declaration form's items' sum as typed: minor units in the first row's currency, or null while a price or
 * quantity is unreadable. Read from the live form (`FormData`) in the browser and from the values a refused form
 * came back with on the server, so the sum and the customs meter agree with and without JavaScript.
 */
export function declaredSum(
  get: (name: string) => string | null | undefined,
): { amount: number; currency: string } | null {
  let amount = 0;
  let currency: string | null = null;
  for (let row = 0; typeof get(`items.${row}.unit_price`) === 'string'; row += 1) {
    const price = String(get(`items.${row}.unit_price`))
      .trim()
      .replace(',', '.');
    const quantity = String(get(`items.${row}.quantity`) ?? '').trim();
    if (!/^\d+(\.\d{1,2})?$/.test(price) || !/^\d+$/.test(quantity)) return null;
    amount += Math.round(Number(price) * 100) * Number(quantity);
    currency ??= String(get(`items.${row}.currency`) ?? '');
  }
  return currency ? { amount, currency } : null;
}

/**
 * The sum of a form as it stands now. With `currencyField`, one field names every row's currency (the buy-for-me
 * order's shop currency) instead of each row's own.
 */
export function sumOfForm(form: HTMLFormElement, currencyField?: string): { amount: number; currency: string } | null {
  const data = new FormData(form);
  return declaredSum((name) => {
    const value = data.get(currencyField && /^items\.\d+\.currency$/.test(name) ? currencyField : name);
    return typeof value === 'string' ? value : null;
  });
}
