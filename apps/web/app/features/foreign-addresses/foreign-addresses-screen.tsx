import { IconBuildingWarehouse, IconUserExclamation } from '@tabler/icons-react';
import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { FormMessage } from '../../components/form/form-message.tsx';
import { Alert, anchorClass, Card, IconBadge, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useAnnouncer } from '../../lib/announcer.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { ForeignAddressesPage } from './foreign-address-view.ts';
import { cardId, WarehouseCard } from './warehouse-card.tsx';

/**
 * The customer's addresses at our warehouses abroad: one card per warehouse with the lines to copy into a shop's
 * checkout, its hours and the shops' hints. Server-rendered: without JavaScript every line is plain, selectable
 * text and the copy buttons are not shown.
 */
export function ForeignAddressesScreen({ lang, page }: { lang: UrlLang; page: ForeignAddressesPage }) {
  const { t } = useTranslation('foreignAddresses');
  const common = useTranslation('common').t;
  const { announce, region } = useAnnouncer('copy-status');
  const header = (
    <div>
      <Title order={1} look={2}>
        {t('title')}
      </Title>
      {page.ok ? (
        <Text dimmed className="foreign-addresses__intro">
          {t('intro', { code: page.code })}
        </Text>
      ) : null}
    </div>
  );
  if (!page.ok) {
    return (
      <Stack gap="lg" className="foreign-addresses">
        {header}
        <FormMessage message={page.message} testId="foreign-addresses-unavailable" />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" className="foreign-addresses">
      {header}
      {page.nameMissing ? (
        <Alert
          role="note"
          title={t('name_missing.title')}
          icon={<IconUserExclamation size={20} aria-hidden />}
          data-testid="name-missing"
        >
          {t('name_missing.text')}{' '}
          <AppLink to={href('/:lang/cabinet/settings', { lang })} className={anchorClass({ underline: true })}>
            {t('name_missing.link')}
          </AppLink>
        </Alert>
      ) : null}

      {page.warehouses.length === 0 ? (
        <Card className="foreign-addresses__empty" data-testid="foreign-addresses-empty">
          <Stack gap="sm" className="foreign-addresses__empty-inner">
            <IconBadge size={48} round light>
              <IconBuildingWarehouse size={26} aria-hidden />
            </IconBadge>
            <Title order={2} look={4}>
              {t('empty.title')}
            </Title>
            <Text dimmed>{t('empty.text')}</Text>
          </Stack>
        </Card>
      ) : (
        <>
          <nav aria-label={t('jump_label')} className="foreign-addresses__jump">
            <ul>
              {page.warehouses.map((warehouse) => (
                <li key={warehouse.origin}>
                  <a href={`#${cardId(warehouse.origin)}`} className={anchorClass({ size: 'sm' })}>
                    {common(`origins.${warehouse.origin}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {page.warehouses.map((warehouse) => (
            <WarehouseCard key={warehouse.origin} lang={lang} warehouse={warehouse} announce={announce} />
          ))}
        </>
      )}
      {region}
    </Stack>
  );
}
