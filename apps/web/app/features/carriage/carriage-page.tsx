import type { CarriageItem } from '@yolla/contract';
import { ContentBlocks, fallbackLang } from '../../components/content/content-blocks.tsx';
import { ContentUnavailable } from '../../components/content/content-unavailable.tsx';
import { DestinationChoice } from '../../components/content/destination-choice.tsx';
import { SiteDocumentView } from '../../components/content/site-document.tsx';
import { Card, Container, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { CarriagePage as PageData } from './carriage.server.ts';

function ItemTable({ items, caption, testId }: { items: CarriageItem[]; caption: string; testId: string }) {
  const { t } = useTranslation('carriage');
  const { t: tc } = useTranslation();
  return (
    <div className="carriage-table-wrap">
      <table className="carriage-table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('items.item')}</th>
            <th scope="col">{t('items.origins')}</th>
            <th scope="col">{t('items.condition')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} id={item.id} lang={fallbackLang(item)}>
              <th scope="row">{item.name}</th>
              <td>
                {item.origins.length === 0
                  ? t('items.all_origins')
                  : item.origins.map((origin) => tc(`origins.${origin}`)).join(', ')}
              </td>
              <td>{item.note ?? t('items.never')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The rules of carriage: the document, what may not or may only conditionally be sent, and the customs limit. */
export function CarriagePage({ page }: { page: PageData }) {
  const { t } = useTranslation('carriage');
  const { t: tc } = useTranslation();
  const { rules } = page;
  if (!rules) {
    return (
      <Container size="md" className="content-page">
        <ContentUnavailable />
      </Container>
    );
  }
  const limit = rules.customsLimit;
  return (
    <SiteDocumentView document={rules.document} updated={rules.updated}>
      <section aria-labelledby="items-title">
        <Stack gap="md">
          <Title order={2} id="items-title">
            {t('items.title')}
          </Title>
          <ItemTable items={rules.prohibited} caption={t('items.prohibited')} testId="prohibited-items" />
          <ItemTable items={rules.restricted} caption={t('items.restricted')} testId="restricted-items" />
        </Stack>
      </section>
      <section aria-labelledby="customs-title">
        <Stack gap="md">
          <Title order={2} id="customs-title">
            {t('customs.title', { country: tc(`country.${page.destination}`) })}
          </Title>
          {page.canChooseDestination ? (
            <DestinationChoice
              destination={page.destination}
              label={t('customs.destination')}
              submitLabel={t('customs.show')}
              testId="carriage-destination"
            />
          ) : null}
          {limit ? (
            <Card lang={fallbackLang(limit)} data-testid="customs-limit">
              <Text weight={700}>
                {t(limit.period === 'calendar_month' ? 'customs.per_month' : 'customs.per_shipment', {
                  limit: limit.limit,
                })}
              </Text>
              <Text>{limit.summary}</Text>
              <ContentBlocks blocks={limit.details} />
            </Card>
          ) : (
            <Text>{t('customs.none')}</Text>
          )}
        </Stack>
      </section>
    </SiteDocumentView>
  );
}
