import { IconInfoCircle } from '@tabler/icons-react';
import { PRICED_STATES } from '@yolla/contract/parcel-lifecycle';
import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { ParcelLink } from '../../components/parcels/parcel-link.tsx';
import { packagesSearch } from '../../components/parcels/packages-search.ts';
import { Alert, anchorClass, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { CabinetTariffsPage } from './cabinet-tariffs.server.ts';

/** What each of the customer's weighed parcels costs, beside the price list it was worked out from. */
export function PricedParcels({ lang, parcels }: { lang: UrlLang; parcels: CabinetTariffsPage['parcels'] }) {
  const { t } = useTranslation('tariffs');
  const states = useTranslation('packages').t;
  const common = useTranslation('common').t;
  const list = href('/:lang/cabinet/packages', { lang });
  return (
    <section aria-labelledby="priced-parcels-title" className="tariffs-section" data-testid="priced-parcels">
      <Stack gap="md">
        <div>
          <Title order={2} id="priced-parcels-title">
            {t('parcels.title')}
          </Title>
          <Text dimmed size="sm">
            {t('parcels.intro')}
          </Text>
        </div>
        {parcels === null ? (
          <Alert tone="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
            {t('parcels.unavailable')}
          </Alert>
        ) : parcels.rows.length === 0 ? (
          <Text data-testid="priced-parcels-empty">
            {t('parcels.empty')}{' '}
            <AppLink to={href('/:lang/cabinet/declare', { lang })} className={anchorClass({ underline: true })}>
              {t('parcels.declare')}
            </AppLink>
          </Text>
        ) : (
          <>
            <table className="list-table" aria-labelledby="priced-parcels-title">
              <thead>
                <tr>
                  <th scope="col">{t('parcels.tracking')}</th>
                  <th scope="col">{t('parcels.origin')}</th>
                  <th scope="col">{t('parcels.status')}</th>
                  <th scope="col">{t('parcels.weight')}</th>
                  <th scope="col">{t('parcels.cost')}</th>
                </tr>
              </thead>
              <tbody>
                {parcels.rows.map((row) => (
                  <tr key={row.id} data-testid="priced-parcel">
                    <th scope="row" data-label={t('parcels.tracking')}>
                      <ParcelLink lang={lang} id={row.id} tracking={row.tracking} />
                    </th>
                    <td data-label={t('parcels.origin')}>{common(`origins.${row.origin}`)}</td>
                    <td data-label={t('parcels.status')}>{states(`states.${row.state}`)}</td>
                    <td data-label={t('parcels.weight')}>{row.weight ?? '—'}</td>
                    <td data-label={t('parcels.cost')}>
                      <strong>{row.cost ?? '—'}</strong>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {parcels.total > parcels.rows.length ? (
              <AppLink
                to={packagesSearch.href(list, { status: [...PRICED_STATES] })}
                className={anchorClass({ underline: true })}
              >
                {t('parcels.all', { count: parcels.total })}
              </AppLink>
            ) : null}
          </>
        )}
      </Stack>
    </section>
  );
}
