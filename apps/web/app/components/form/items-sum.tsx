import { useEffect, useRef, useState } from 'react';
import { sumOfForm } from '../../lib/declared-sum.ts';
import { formatMoney } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * The items' sum of the form around it, worked out as the customer types (with JavaScript; the server checks or
 * prices it either way), in the form's own words. `currencyField`: see `sumOfForm`.
 */
export function ItemsSum(props: {
  words: (sum: string) => string;
  testId: string;
  currencyField?: string;
  /** The sum of the values the page came with (the server writes it, so it shows without JavaScript too). */
  initial?: { amount: number; currency: string } | null;
  className?: string;
}) {
  const { words, testId, currencyField, initial = null, className = 'y-text y-fz-sm y-dimmed' } = props;
  const { locale } = useTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  const [sum, setSum] = useState<{ amount: number; currency: string } | null>(initial);
  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return undefined;
    const update = () => setSum(sumOfForm(form, currencyField));
    update();
    form.addEventListener('input', update);
    form.addEventListener('change', update);
    return () => {
      form.removeEventListener('input', update);
      form.removeEventListener('change', update);
    };
  }, [currencyField]);
  return (
    <p className={className} ref={ref} aria-live="polite" data-testid={testId}>
      {sum ? words(formatMoney(sum, locale)) : null}
    </p>
  );
}
