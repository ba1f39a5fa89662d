import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { anchorClass, Badge } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { OrderRow } from './buy-for-me-view.ts';
import { stateTone } from './state-tone.ts';

/**
 * The orders as a table on a wide screen; on a phone each row is a card (the cells stack, each with its column's
 * name beside it from `data-label`, as the parcel list does), one markup for both, read as a table.
 */
export function OrdersTable({ lang, rows }: { lang: UrlLang; rows: OrderRow[] }) {
  const { t } = useTranslation('buyForMe');
  const columns = ['order', 'items', 'total', 'paid', 'status', 'date'] as const;
  return (
    <ListTable
      label={t('list.label')}
      headings={columns.map((column) => t(`list.columns.${column}`))}
      testId="buy-for-me-table"
      className="buy-for-me-table"
    >
      {rows.map((row) => (
        <tr key={row.id} data-testid="buy-for-me-row">
          <th scope="row" data-label={t('list.columns.order')}>
            <span className="buy-for-me-table__cell">
              <AppLink
                to={href('/:lang/cabinet/buyforme/:id', { lang, id: row.id })}
                className={anchorClass({ underline: true })}
              >
                {t('order_number', { id: row.id })}
              </AppLink>
              <span className="buy-for-me-table__title">{row.title}</span>
            </span>
          </th>
          <td data-label={t('list.columns.items')}>{t('list.item_count', { count: row.itemCount })}</td>
          <td data-label={t('list.columns.total')}>{row.total}</td>
          <td data-label={t('list.columns.paid')}>{row.paid}</td>
          <td data-label={t('list.columns.status')}>
            <Badge tone={stateTone(row.state)}>{t(`states.${row.state}`)}</Badge>
          </td>
          <td data-label={t('list.columns.date')}>
            <time dateTime={row.iso}>{row.date}</time>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
