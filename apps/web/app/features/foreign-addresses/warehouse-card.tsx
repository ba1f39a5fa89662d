import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { OpeningHoursTable } from '../../components/content/opening-hours-table.tsx';
import { anchorClass, Card, Group, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { CopyAllButton, CopyLineButton, type Announce } from './copy-button.tsx';
import type { WarehouseView } from './foreign-address-view.ts';
import { ShopHints } from './shop-hints.tsx';

/** A line in Chinese (the Guangzhou address, for Chinese shops) says so: screen readers and fonts follow it. */
const langOf = (value: string) => (/\p{Script=Han}/u.test(value) ? 'zh-Hans' : undefined);

/** The id of a warehouse's card: the page's list of warehouses links to it. */
export const cardId = (origin: string) => `warehouse-${origin.toLowerCase()}`;

/**
 * One warehouse: the customer's address there, line by line with the field a shop's form has and a copy button
 * for each and for the whole address; the receiving hours in the warehouse's own time; the shops' hints.
 */
export function WarehouseCard({
  lang,
  warehouse,
  announce,
}: {
  lang: UrlLang;
  warehouse: WarehouseView;
  announce: Announce;
}) {
  const { t } = useTranslation('foreignAddresses');
  const common = useTranslation('common').t;
  const id = cardId(warehouse.origin);
  const country = common(`origins.${warehouse.origin}`);
  const failed = t('copy_failed');
  return (
    <Card as="article" id={id} className="foreign-address" aria-labelledby={`${id}-title`} data-testid="warehouse-card">
      <Group justify="between" align="start" className="foreign-address__head">
        <div>
          <Title order={2} look={3} id={`${id}-title`}>
            {country}
          </Title>
          <Text dimmed>{warehouse.city}</Text>
        </div>
        <CopyAllButton
          text={warehouse.whole}
          sourceId={`${id}-lines`}
          announce={announce}
          words={{ copy: t('copy_all'), copied: t('copied_all'), failed }}
        />
      </Group>

      <dl id={`${id}-lines`} className="foreign-address__lines" aria-label={t('address_label', { place: country })}>
        {warehouse.lines.map((line) => {
          const label = t(`fields.${line.field}`);
          const valueId = `${id}-${line.field}`;
          return (
            <div key={line.field} className="foreign-address__line" data-testid={`line-${line.field}`}>
              <dt className="foreign-address__label">{label}</dt>
              <dd className="foreign-address__value-cell">
                {line.value ? (
                  <>
                    <span
                      id={valueId}
                      className="foreign-address__value"
                      lang={langOf(line.value)}
                      data-testid="line-value"
                    >
                      {line.value}
                    </span>
                    <CopyLineButton
                      text={line.value}
                      sourceId={valueId}
                      announce={announce}
                      words={{
                        copy: t('copy', { field: label }),
                        copied: t('copied', { field: label }),
                        failed,
                      }}
                    />
                  </>
                ) : (
                  <AppLink to={href('/:lang/cabinet/settings', { lang })} className={anchorClass({ underline: true })}>
                    {t('name_needed')}
                  </AppLink>
                )}
              </dd>
            </div>
          );
        })}
      </dl>

      <Stack gap="xs" className="foreign-address__hours">
        <Title order={3} look={5}>
          {t('hours.title')}
        </Title>
        <Text size="sm" dimmed>
          {t('hours.zone', { zone: warehouse.zone })}
        </Text>
        <OpeningHoursTable week={warehouse.week} caption={t('hours.caption', { place: country })} />
      </Stack>

      {warehouse.shops.length > 0 ? <ShopHints shops={warehouse.shops} /> : null}
    </Card>
  );
}
