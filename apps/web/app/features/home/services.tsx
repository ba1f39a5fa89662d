import {
  IconBuildingWarehouse,
  IconMailbox,
  IconShieldCheck,
  IconShoppingCart,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { CountryFeatures } from '@yolla/contract/countries';
import { Card, Container, Grid, IconBadge, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

const BASE = [
  { key: 'forwarding', icon: IconBuildingWarehouse },
  { key: 'buy_for_me', icon: IconShoppingCart },
  { key: 'courier', icon: IconTruckDelivery },
] as const;

/** Azerbaijan-only services, shown where the country's azServices switch is on. */
const AZ_ONLY = [
  { key: 'azerpost', icon: IconMailbox },
  { key: 'smart_customs', icon: IconShieldCheck },
] as const;

export function Services({ features }: { features: CountryFeatures }) {
  const { t } = useTranslation('home');
  const items = features.azServices ? [...BASE, ...AZ_ONLY] : BASE;
  return (
    <Container as="section" className="home-section" aria-labelledby="services-title">
      <Title order={2} id="services-title" className="home-section-title">
        {t('services.title')}
      </Title>
      <Grid cols={1} sm={2} md={3}>
        {items.map(({ key, icon: Icon }) => (
          <Card key={key} data-testid={`service-${key}`}>
            <Stack gap="sm">
              <IconBadge size={44} light>
                <Icon size={24} aria-hidden />
              </IconBadge>
              <Title order={3} look={4}>
                {t(`services.${key}.title`)}
              </Title>
              <Text size="sm" dimmed>
                {t(`services.${key}.text`)}
              </Text>
            </Stack>
          </Card>
        ))}
      </Grid>
    </Container>
  );
}
