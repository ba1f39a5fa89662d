import { IconClock, IconInfoCircle } from '@tabler/icons-react';
import type { Origin } from '@yolla/contract';
import { COUNTRIES, isCountry, type Country } from '@yolla/contract/countries';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { useNavigate } from 'react-router';
import { Alert, Card, Container, Grid, Group, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { SearchableMultiSelect } from '../../components/ui/searchable-multi-select.tsx';
import { SegmentedControl } from '../../components/ui/segmented-control.tsx';
import { destinationSearch } from '../../lib/shared-searches.ts';
import type { TariffTeaser as TeaserData, TariffView } from './tariffs.server.ts';

const COMPARE_LIMIT = 3;
const DEFAULT_PICK = ['TR', 'US', 'CN'];

function TariffCard({ tariff }: { tariff: TariffView }) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const [first, ...rest] = tariff.tiers;
  return (
    <Card data-testid={`tariff-${tariff.origin}`}>
      <Stack gap="xs">
        <Title order={3} look={4}>
          {tc(`origins.${tariff.origin}`)}
        </Title>
        {first ? (
          <Text weight={800} className="tariff-card__price">
            {first.price}{' '}
            <Text as="span" size="sm" dimmed weight={500}>
              {t('tariffs.up_to', { weight: first.weight })}
            </Text>
          </Text>
        ) : null}
        <Stack gap={2}>
          {rest.map((tier) => (
            <Text size="sm" key={tier.weight}>
              {t('tariffs.tier', { price: tier.price, weight: tier.weight })}
            </Text>
          ))}
          <Text size="sm">{t('tariffs.per_kg', { price: tariff.perKg })}</Text>
        </Stack>
        <Group gap={6} className="y-dimmed">
          <IconClock size={16} aria-hidden />
          <Text size="sm">{t('tariffs.days', { range: tariff.days })}</Text>
        </Group>
      </Stack>
    </Card>
  );
}

/** Prices from the API: pick up to three warehouses to compare; where allowed, the destination too. */
export function TariffsTeaser({ teaser, canChooseDestination }: { teaser: TeaserData; canChooseDestination: boolean }) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const origins = teaser.tariffs?.map((tariff) => tariff.origin) ?? [];
  const [picked, setPicked] = useState<string[]>(DEFAULT_PICK.filter((code) => origins.includes(code as Origin)));
  const shown = (teaser.tariffs ?? []).filter((tariff) => picked.includes(tariff.origin));

  const chooseDestination = (value: string) => {
    if (!isCountry(value)) return;
    void navigate({ search: destinationSearch.search({ to: value }) }, { preventScrollReset: true, replace: true });
  };

  return (
    <Container as="section" className="home-section" aria-labelledby="tariffs-title">
      <Stack gap="lg">
        <div>
          <Title order={2} id="tariffs-title">
            {t('tariffs.title')}
          </Title>
          <Text dimmed className="tariffs-teaser__subtitle">
            {t('tariffs.subtitle', { country: tc(`country.${teaser.destination}`) })}
          </Text>
        </div>
        <Group align="end">
          {canChooseDestination ? (
            <Stack gap={4}>
              <Text size="sm" weight={500} id="destination-label">
                {t('tariffs.destination')}
              </Text>
              <SegmentedControl
                aria-labelledby="destination-label"
                value={teaser.destination}
                onChange={chooseDestination}
                data={COUNTRIES.map((code: Country) => ({ value: code, label: tc(`country.${code}`) }))}
                data-testid="destination-choice"
              />
            </Stack>
          ) : null}
          <SearchableMultiSelect
            label={t('tariffs.compare')}
            data={origins.map((code) => ({ value: code, label: tc(`origins.${code}`) }))}
            value={picked}
            onChange={setPicked}
            maxValues={COMPARE_LIMIT}
            className="tariffs-teaser__compare"
            data-testid="compare-origins"
          />
        </Group>
        {teaser.tariffs === null ? (
          <Alert tone="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
            {t('tariffs.unavailable')}
          </Alert>
        ) : (
          <Grid cols={1} sm={2} md={3}>
            {shown.map((tariff) => (
              <TariffCard key={tariff.origin} tariff={tariff} />
            ))}
          </Grid>
        )}
        <Text size="xs" dimmed>
          {t('tariffs.note')}
        </Text>
      </Stack>
    </Container>
  );
}
