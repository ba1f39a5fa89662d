import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { formatMoney } from '../../lib/format.ts';

/** The items' sum as typed, in minor units and the first row's currency; null while a price or quantity is unreadable. */
function sumOf(form: HTMLFormElement): { amount: number; currency: string } | null {
  const data = new FormData(form);
  let amount = 0;
  let currency: string | null = null;
  for (let row = 0; data.has(`items.${row}.unit_price`); row += 1) {
    const price = String(data.get(`items.${row}.unit_price`))
      .trim()
      .replace(',', '.');
    const quantity = String(data.get(`items.${row}.quantity`)).trim();
    if (!/^\d+(\.\d{1,2})?$/.test(price) || !/^\d+$/.test(quantity)) return null;
    amount += Math.round(Number(price) * 100) * Number(quantity);
    currency ??= String(data.get(`items.${row}.currency`));
  }
  return currency ? { amount, currency } : null;
}

/** The items' sum, worked out as the customer types (with JavaScript; the server checks the total either way). */
export function ItemsSum() {
  const { t, locale } = useTranslation('declare');
  const ref = useRef<HTMLParagraphElement>(null);
  const [sum, setSum] = useState<{ amount: number; currency: string } | null>(null);
  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return undefined;
    const update = () => setSum(sumOf(form));
    update();
    form.addEventListener('input', update);
    form.addEventListener('change', update);
    return () => {
      form.removeEventListener('input', update);
      form.removeEventListener('change', update);
    };
  }, []);
  return (
    <p className="y-text y-fz-sm y-dimmed" ref={ref} aria-live="polite" data-testid="declare-sum">
      {sum ? t('items_sum', { sum: formatMoney(sum, locale) }) : null}
    </p>
  );
}
