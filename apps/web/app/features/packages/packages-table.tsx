import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { nextStepTarget } from '../../components/parcels/next-step-link.tsx';
import { ParcelLink } from '../../components/parcels/parcel-link.tsx';
import { parcelPaymentSearch } from '../../components/parcels/parcel-payment-search.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { anchorClass, Badge } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { PackageRow } from './packages.server.ts';
import { stateTone } from './state-tone.ts';

/**
 * The parcels as a table on a wide screen; on a phone each row is a card (the cells stack, each with its column's
 * name beside it, from `data-label`), so one markup serves both and a screen reader reads a table. A parcel with
 * an amount due has a box to choose it for paying with others (the screen's GET form) and a link to pay it alone.
 */
export function PackagesTable({ lang, rows, back }: { lang: UrlLang; rows: PackageRow[]; back: string }) {
  const { t } = useTranslation('packages');
  const common = useTranslation('common').t;
  const columns = ['tracking', 'shop', 'origin', 'status', 'weight', 'cost', 'next'] as const;
  return (
    <ListTable
      label={t('list_label')}
      headings={columns.map((column) => t(`columns.${column}`))}
      testId="packages-table"
    >
      {rows.map((row) => (
        <tr key={row.id} data-testid="package-row">
          <th scope="row" data-label={t('columns.tracking')}>
            <ParcelLink lang={lang} id={row.id} tracking={row.tracking} />
          </th>
          <td data-label={t('columns.shop')}>{row.shop ?? '—'}</td>
          <td data-label={t('columns.origin')}>{common(`origins.${row.origin}`)}</td>
          <td data-label={t('columns.status')}>
            <Badge tone={stateTone(row.state)}>{t(`states.${row.state}`)}</Badge>
          </td>
          <td data-label={t('columns.weight')}>{row.weight ?? t('not_weighed')}</td>
          <td data-label={t('columns.cost')}>{row.cost ?? '—'}</td>
          <td data-label={t('columns.next')}>
            {row.nextAction === 'declare' ? (
              <AppLink to={nextStepTarget(lang, row, 'declare', back)} className={anchorClass({ underline: true })}>
                <strong className="packages-row__next">{t('next.declare')}</strong>
              </AppLink>
            ) : row.payable ? (
              <span className="packages-row__pay">
                <Checkbox name="parcels" value={row.id} aria-label={t('pay.select', { tracking: row.tracking })} />
                <AppLink
                  to={parcelPaymentSearch.href(href('/:lang/cabinet/wallet/pay', { lang }), {
                    parcels: [row.id],
                    back,
                  })}
                  className={anchorClass({ underline: true })}
                  data-testid="package-pay"
                >
                  <strong className="packages-row__next">{t('pay.link')}</strong>
                </AppLink>
              </span>
            ) : row.nextAction ? (
              <strong className="packages-row__next">{t(`next.${row.nextAction}`)}</strong>
            ) : (
              <span className="y-dimmed">{t('next.none')}</span>
            )}
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
