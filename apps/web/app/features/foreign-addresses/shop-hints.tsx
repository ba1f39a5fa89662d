import { useTranslation } from '../../lib/i18n.tsx';
import type { ShopView } from './foreign-address-view.ts';

/**
 * What popular shops' checkouts want in each field, in a disclosure that stays closed until asked for (a plain
 * `<details>`: it opens without JavaScript too).
 */
export function ShopHints({ shops }: { shops: ShopView[] }) {
  const { t } = useTranslation('foreignAddresses');
  const names = shops.map((shop) => shop.name).join(', ');
  return (
    <details className="foreign-address__shops" data-testid="shop-hints">
      <summary>{t('shops.summary', { shops: names })}</summary>
      <ul className="foreign-address__shop-list">
        {shops.map((shop) => (
          <li key={shop.shop}>
            <p className="foreign-address__shop-name">{shop.name}</p>
            <dl className="foreign-address__hints">
              {shop.hints.map((hint) => (
                <div key={hint.field}>
                  <dt>{t(`fields.${hint.field}`)}</dt>
                  <dd>{hint.text}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </details>
  );
}
