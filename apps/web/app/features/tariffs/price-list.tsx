import { Button, NativeSelect } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { COUNTRIES } from '@yolla/contract/countries';
import { Form, useSubmit } from 'react-router';
import { Alert, Group, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { TariffsPage } from './tariffs.server.ts';

/** The destination of the price list: a GET form, so the choice is a link and works without JavaScript. */
function DestinationChoice({ page }: { page: TariffsPage }) {
  const { t } = useTranslation('tariffs');
  const { t: tc } = useTranslation();
  const submit = useSubmit();
  return (
    <Form method="get" aria-label={t('list.destination')} className="tariffs-destination">
      <Group align="end" gap="sm">
        <NativeSelect
          name="to"
          label={t('list.destination')}
          defaultValue={page.destination}
          data={COUNTRIES.map((code) => ({ value: code, label: tc(`country.${code}`) }))}
          onChange={(event) => void submit(event.currentTarget.form, { preventScrollReset: true, replace: true })}
          data-testid="price-destination"
        />
        <Button type="submit" variant="default">
          {t('list.show')}
        </Button>
      </Group>
    </Form>
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
        {page.canChooseDestination ? <DestinationChoice page={page} /> : null}
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
