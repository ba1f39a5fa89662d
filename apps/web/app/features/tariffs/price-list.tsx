import { IconInfoCircle } from '@tabler/icons-react';
import { DestinationChoice } from '../../components/content/destination-choice.tsx';
import { Alert, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { TariffsPage } from './tariffs.server.ts';

/** The destination of the price list. */
function PriceDestination({ page }: { page: TariffsPage }) {
  const { t } = useTranslation('tariffs');
  return (
    <DestinationChoice
      destination={page.destination}
      label={t('list.destination')}
      submitLabel={t('list.show')}
      className="tariffs-destination"
      testId="price-destination"
    />
  );
}

/** Every warehouse's prices to the destination: tiers, each further kilogram, limits and delivery time. */
export function PriceList({ page }: { page: TariffsPage }) {
  const { t } = useTranslation('tariffs');
  const { t: tc } = useTranslation();
  return (
    <section aria-labelledby="price-list-title" className="tariffs-section">
      <Stack gap="md">
        <Title order={2} id="price-list-title">
          {t('list.title', { country: tc(`country.${page.destination}`) })}
        </Title>
        {page.canChooseDestination ? <PriceDestination page={page} /> : null}
        {page.routes === null ? (
          <Alert tone="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
            {t('list.unavailable')}
          </Alert>
        ) : (
          <div className="tariffs-table-wrap">
            <table className="tariffs-table" data-testid="price-list">
              <thead>
                <tr>
                  <th scope="col">{t('list.warehouse')}</th>
                  <th scope="col">{t('list.price')}</th>
                  <th scope="col">{t('list.limits')}</th>
                  <th scope="col">{t('list.days')}</th>
                </tr>
              </thead>
              <tbody>
                {page.routes.map((route) => (
                  <tr key={route.origin} data-testid={`price-${route.origin}`}>
                    <th scope="row">{tc(`origins.${route.origin}`)}</th>
                    <td>
                      {route.tiers.map((tier) => (
                        <div key={tier.weight}>{t('list.tier', { price: tier.price, weight: tier.weight })}</div>
                      ))}
                      <div>{t('list.per_kg', { price: route.perKg })}</div>
                    </td>
                    <td>{t('list.limit', { weight: route.maxWeight, side: route.maxSide })}</td>
                    <td>{t('list.day_range', { range: route.days })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Text size="sm" dimmed>
          {t('list.note')}
        </Text>
      </Stack>
    </section>
  );
}
