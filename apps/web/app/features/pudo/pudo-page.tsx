import { PICKUP_POINT_TYPES } from '@yolla/contract/content-kinds';
import { openState } from '@yolla/contract/opening-hours';
import { useEffect, useMemo, useState } from 'react';
import { Form } from 'react-router';
import { ContentUnavailable } from '../../components/content/content-unavailable.tsx';
import { ContentPage } from '../../components/content/content-page.tsx';
import { SearchField } from '../../components/content/search-field.tsx';
import { Grid, Group, Stack, Text } from '../../components/ui/layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NativeSelect } from '../../components/ui/input.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { PointCard } from './point-card.tsx';
import { matchesFilter, type PointFilter } from './pudo-filter.ts';
import { PudoMap } from './pudo-map.tsx';
import type { PudoPage as PageData } from './pudo.server.ts';

/** Open now, as rendered by the server, then from the visitor's clock each minute (a cached page stays right). */
function useOpenNow(page: PageData) {
  const rendered = useMemo(
    () => new Map((page.points ?? []).map((point) => [point.id, { open: point.openNow, closesAt: point.closesAt }])),
    [page.points],
  );
  const [states, setStates] = useState(rendered);
  useEffect(() => {
    const update = () =>
      setStates(
        new Map((page.points ?? []).map((point) => [point.id, openState(point.hours, point.time_zone, new Date())])),
      );
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, [page.points]);
  return states;
}

/** The country's pickup points on a map and in a list, with a search and a type filter. */
export function PudoPage({ page }: { page: PageData }) {
  const { t, locale } = useTranslation('pudo');
  const common = useTranslation('common').t;
  const [filter, setFilter] = useState<PointFilter>(page.filter);
  const [focused, setFocused] = useState<string | null>(null);
  const openNow = useOpenNow(page);
  const shown = useMemo(
    () => (page.points ?? []).filter((point) => matchesFilter(point, filter, locale)),
    [page.points, filter, locale],
  );
  const mapPoints = useMemo(() => shown.map(({ id, name, lat, lng }) => ({ id, name, lat, lng })), [shown]);
  const select = (id: string) => {
    setFocused(id);
    document.getElementById(id)?.scrollIntoView({ block: 'nearest' });
  };
  return (
    <ContentPage
      title={t('title', { country: common(`country.${page.country}`) })}
      intro={t('intro')}
      className="pudo-page"
    >
      {page.points === null ? (
        <ContentUnavailable />
      ) : (
        <>
          <Form method="get" role="search" aria-label={t('filter.label')} onSubmit={(event) => event.preventDefault()}>
            <Group align="end" gap="sm">
              <SearchField
                label={t('filter.search')}
                placeholder={t('filter.placeholder')}
                value={filter.q}
                onChange={(q) => setFilter({ ...filter, q })}
                className="pudo-page__search"
              />
              <NativeSelect
                name="type"
                label={t('filter.type')}
                value={filter.type}
                onChange={(event) => setFilter({ ...filter, type: event.currentTarget.value as PointFilter['type'] })}
                data={[
                  { value: 'all', label: t('types.all') },
                  ...PICKUP_POINT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
                ]}
              />
              <Button type="submit" variant="default" className="y-until-hydrated">
                {t('filter.submit')}
              </Button>
            </Group>
          </Form>
          <Text size="sm" dimmed aria-live="polite" data-testid="pudo-count">
            {t('count', { count: shown.length })}
          </Text>
          <Grid cols={1} md={2} gap="lg" className="pudo-layout">
            <PudoMap points={mapPoints} tiles={page.tiles} focused={focused} onSelect={select} />
            {shown.length === 0 ? (
              <Text data-testid="pudo-empty">{t('empty')}</Text>
            ) : (
              <Stack as="ul" gap="sm" className="pudo-list" aria-label={t('list')}>
                {shown.map((point) => (
                  <PointCard
                    key={point.id}
                    point={point}
                    openNow={openNow.get(point.id) ?? { open: point.openNow, closesAt: point.closesAt }}
                    onShowOnMap={setFocused}
                  />
                ))}
              </Stack>
            )}
          </Grid>
        </>
      )}
    </ContentPage>
  );
}
