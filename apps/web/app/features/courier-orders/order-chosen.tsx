import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { anchorClass, Card } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { newOrderSearch } from './courier-orders-search.ts';
import type { NewOrderPage } from './order-new.server.ts';

type Step<S extends NewOrderPage['step']> = Extract<NewOrderPage, { step: S }>;

/** What was chosen in the earlier steps, each with a link back to change it. */
export function Chosen({ lang, page }: { lang: UrlLang; page: Step<'address'> | Step<'slot'> }) {
  const { t } = useTranslation('courierOrders');
  const base = href('/:lang/cabinet/orders/new', { lang });
  const { parcels, address_id } = page.query;
  return (
    <Card>
      <dl className="courier-new__chosen">
        <div>
          <dt>{t('new.parcels.chosen', { list: page.chosen.map((parcel) => parcel.tracking).join(', ') })}</dt>
          <dd>
            <AppLink
              to={newOrderSearch.href(base, { parcels, address_id, change: 'parcels' })}
              className={anchorClass({ size: 'sm', underline: true })}
              aria-label={`${t('new.change')}: ${t('new.step_parcels')}`}
            >
              {t('new.change')}
            </AppLink>
          </dd>
        </div>
        {page.step === 'slot' ? (
          <div>
            <dt>{t('new.address.chosen', { address: page.address.line })}</dt>
            <dd>
              <AppLink
                to={newOrderSearch.href(base, { parcels, address_id, change: 'address' })}
                className={anchorClass({ size: 'sm', underline: true })}
                aria-label={`${t('new.change')}: ${t('new.step_address')}`}
              >
                {t('new.change')}
              </AppLink>
            </dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
