import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingWarehouse,
  IconMailbox,
  IconShieldCheck,
  IconShoppingCart,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { CountryFeatures } from '@yolla/contract/countries';
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
    <Container size="lg" py="xl" component="section" aria-labelledby="services-title">
      <Title order={2} id="services-title" mb="lg">
        {t('services.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {items.map(({ key, icon: Icon }) => (
          <Card key={key} withBorder radius="md" p="lg" data-testid={`service-${key}`}>
            <Stack gap="sm">
              <ThemeIcon size={44} radius="md" variant="light">
                <Icon size={24} aria-hidden />
              </ThemeIcon>
              <Title order={3} size="h4">
                {t(`services.${key}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`services.${key}.text`)}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
