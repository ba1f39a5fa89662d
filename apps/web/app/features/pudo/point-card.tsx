import { IconDirections, IconPhone } from '@tabler/icons-react';
import { OpeningHoursTable } from '../../components/content/opening-hours-table.tsx';
import { anchorClass, Badge, Card, Group, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { PointView } from './pudo.server.ts';

const TYPE_TONE = { branch: 'blue', partner: 'grape', locker: 'gray' } as const;

/** One pickup point of the list: type, open now, address, how to find it, phone, directions, the week's hours. */
export function PointCard({
  point,
  openNow,
  onShowOnMap,
}: {
  point: PointView;
  openNow: { open: boolean; closesAt: string | null };
  onShowOnMap: (id: string) => void;
}) {
  const { t } = useTranslation('pudo');
  const common = useTranslation('common').t;
  const directions = `https://www.openstreetmap.org/directions?to=${point.lat}%2C${point.lng}`;
  return (
    <Card
      as="li"
      id={point.id}
      className="pudo-point"
      lang={point.fallback ? 'en' : undefined}
      data-testid="pudo-point"
    >
      <Stack gap="xs">
        <Group justify="between" align="baseline">
          <Title order={3} look={4}>
            {point.name}
          </Title>
          <Group gap="xs">
            <Badge tone={TYPE_TONE[point.type]}>{t(`types.${point.type}`)}</Badge>
            <Badge tone={openNow.open ? 'teal' : 'gray'} data-testid="open-badge">
              {openNow.open
                ? openNow.closesAt
                  ? t('open_until', { time: openNow.closesAt })
                  : common('content.open_now')
                : common('content.closed_now')}
            </Badge>
          </Group>
        </Group>
        <Text>
          {point.address}, {point.city.name}
        </Text>
        {point.how_to_find ? (
          <Text size="sm" dimmed>
            {point.how_to_find}
          </Text>
        ) : null}
        <Group gap="md">
          {point.phone ? (
            <a href={`tel:${point.phone}`} className={anchorClass({ size: 'sm' })}>
              <IconPhone size={14} aria-hidden /> {point.phoneText}
            </a>
          ) : null}
          <a href={directions} className={anchorClass({ size: 'sm' })} target="_blank" rel="noopener noreferrer">
            <IconDirections size={14} aria-hidden /> {t('directions', { name: point.name })}
          </a>
          <button
            type="button"
            className={`pudo-point__map ${anchorClass({ size: 'sm' })}`}
            onClick={() => onShowOnMap(point.id)}
          >
            {t('show_on_map')}
          </button>
        </Group>
        <details className="pudo-point__hours">
          <summary>{t('hours')}</summary>
          <OpeningHoursTable week={point.week} caption={t('hours_of', { name: point.name })} />
        </details>
      </Stack>
    </Card>
  );
}
