import { useEffect, useRef, useState } from 'react';
import { declaredSum } from '../../lib/declared-sum.ts';
import { formatMoney } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/** The items' sum in the shop's currency, worked out as the customer types (with JavaScript; the review prices it). */
export function ItemsSum() {
  const { t, locale } = useTranslation('buyForMe');
  const ref = useRef<HTMLParagraphElement>(null);
  const [sum, setSum] = useState<{ amount: number; currency: string } | null>(null);
  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return undefined;
    const update = () => {
      const data = new FormData(form);
      const get = (name: string) => {
        const value = data.get(/^items\.\d+\.currency$/.test(name) ? 'currency' : name);
        return typeof value === 'string' ? value : null;
      };
      setSum(declaredSum(get));
    };
    update();
    form.addEventListener('input', update);
    form.addEventListener('change', update);
    return () => {
      form.removeEventListener('input', update);
      form.removeEventListener('change', update);
    };
  }, []);
  return (
    <p className="y-text y-fz-sm y-dimmed" ref={ref} aria-live="polite" data-testid="buy-for-me-sum">
      {sum ? t('form.items_sum', { sum: formatMoney(sum, locale) }) : null}
    </p>
  );
}
