import { useTranslation } from '../../lib/i18n.tsx';
import type { OrderItemView } from './buy-for-me-view.ts';
import { ProductLink } from './product-link.tsx';

/** The order's items: what, the link to the shop's page, colour and size, quantity, price and sum (cards on a phone). */
export function OrderItems({ items }: { items: OrderItemView[] }) {
  const { t } = useTranslation('buyForMe');
  const columns = ['item', 'options', 'quantity', 'price', 'sum'] as const;
  return (
    <table className="list-table buy-for-me-table" aria-label={t('detail.items')} data-testid="buy-for-me-items">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {t(`detail.item_columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-testid="buy-for-me-item-row" data-item-id={item.id}>
            <th scope="row" data-label={t('detail.item_columns.item')}>
              <span className="buy-for-me-table__cell">
                <span className="buy-for-me-table__title">{item.description}</span>
                <ProductLink link={item.link} />
              </span>
            </th>
            <td data-label={t('detail.item_columns.options')}>{item.options || t('detail.no_options')}</td>
            <td data-label={t('detail.item_columns.quantity')}>{item.quantity}</td>
            <td data-label={t('detail.item_columns.price')}>{item.price}</td>
            <td data-label={t('detail.item_columns.sum')}>{item.sum}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
