import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { sumOfForm } from '../../lib/declared-sum.ts';
import { formatMoney } from '../../lib/format.ts';

/** The items' sum, worked out as the customer types (with JavaScript; the server checks the total either way). */
export function ItemsSum() {
  const { t, locale } = useTranslation('declare');
  const ref = useRef<HTMLParagraphElement>(null);
  const [sum, setSum] = useState<{ amount: number; currency: string } | null>(null);
  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return undefined;
    const update = () => setSum(sumOfForm(form));
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
