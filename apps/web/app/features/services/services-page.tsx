import { IconCheck } from '@tabler/icons-react';
import { ContentBlocks, fallbackLang } from '../../components/content/content-blocks.tsx';
import { ContentUnavailable } from '../../components/content/content-unavailable.tsx';
import { ContentPage } from '../../components/content/content-page.tsx';
import { Card, Grid, Group, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { ServiceView } from './services.server.ts';

/** What we offer, each with its price, in the visitor's country. */
export function ServicesPage({ services }: { services: ServiceView[] | null }) {
  const { t } = useTranslation('services');
  return (
    <ContentPage title={t('title')} intro={t('intro')}>
      {services === null ? (
        <ContentUnavailable />
      ) : services.length === 0 ? (
        <Text>{t('empty')}</Text>
      ) : (
        <Grid as="ul" cols={1} sm={2} gap="lg" className="services-list">
          {services.map((service) => (
            <Card as="li" key={service.id} id={service.id} lang={fallbackLang(service)}>
              <Stack gap="sm">
                <Group justify="between" align="baseline">
                  <Title order={2} look={3}>
                    {service.name}
                  </Title>
                  <Text weight={700} className="services-list__price" data-testid="service-price">
                    {service.priceText}
                    {service.price_note ? (
                      <Text as="span" size="sm" dimmed>
                        {' '}
                        {service.price_note}
                      </Text>
                    ) : null}
                  </Text>
                </Group>
                <Text dimmed>
                  <IconCheck size={14} aria-hidden /> {service.summary}
                </Text>
                <ContentBlocks blocks={service.body} />
              </Stack>
            </Card>
          ))}
        </Grid>
      )}
    </ContentPage>
  );
}
