import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { anchorClass } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { LineView } from './wallet-view.ts';

/**
 * What a line is about: the order it paid or refunded, the parcels (links to their pages), the other currency of a
 * conversion.
 */
export function LineDetails({ lang, line }: { lang: UrlLang; line: LineView }) {
  const { t } = useTranslation('wallet');
  if (line.refundState) return <>{t(`history.refund_states.${line.refundState}`)}</>;
  if (line.order) {
    const { id } = line.order;
    return line.order.kind === 'buy_for_me' ? (
      <AppLink to={href('/:lang/cabinet/buyforme/:id', { lang, id })} className={anchorClass({ underline: true })}>
        {t('history.order_buy_for_me', { id })}
      </AppLink>
    ) : (
      <AppLink to={href('/:lang/cabinet/orders/:id', { lang, id })} className={anchorClass({ underline: true })}>
        {t('history.order_courier', { id })}
      </AppLink>
    );
  }
  if (line.parcels.length > 0) {
    return (
      <span className="wallet-lines__parcels">
        {line.parcels.map((id) => (
          <AppLink
            key={id}
            to={href('/:lang/cabinet/packages/:id', { lang, id })}
            className={anchorClass({ underline: true })}
          >
            {t('history.parcel', { id })}
          </AppLink>
        ))}
      </span>
    );
  }
  if (line.counter) {
    return <>{t(line.credit ? 'history.conversion_from' : 'history.conversion_to', { currency: line.counter })}</>;
  }
  return <span className="y-dimmed">—</span>;
}

/**
 * The lines as a table on a wide screen; on a phone each line is a card (the cells stack, each with its column's
 * name from `data-label`), one markup for both, read as a table by a screen reader.
 */
export function LineTable({ lang, rows }: { lang: UrlLang; rows: LineView[] }) {
  const { t } = useTranslation('wallet');
  const columns = ['date', 'kind', 'details', 'amount'] as const;
  return (
    <table className="wallet-lines" aria-label={t('history.label')} data-testid="wallet-lines">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={column === 'amount' ? 'wallet-lines__amount' : undefined}>
              {t(`history.columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((line) => (
          <tr key={line.id} data-testid="wallet-line" data-kind={line.kind}>
            <td data-label={t('history.columns.date')}>
              <time dateTime={line.iso}>{line.at}</time>
            </td>
            <th scope="row" data-label={t('history.columns.kind')}>
              {t(`history.kinds.${line.kind}`)}
            </th>
            <td data-label={t('history.columns.details')}>
              <LineDetails lang={lang} line={line} />
            </td>
            <td
              data-label={t('history.columns.amount')}
              className="wallet-lines__amount"
              data-credit={line.credit || undefined}
              data-testid="wallet-line-amount"
            >
              {line.amount}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
