import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { NextStepLink } from '../../components/parcels/next-step-link.tsx';
import { ParcelLink } from '../../components/parcels/parcel-link.tsx';
import { packagesSearch } from '../../components/parcels/packages-search.ts';
import { anchorClass, Card, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { DashboardParcels as Parcels } from './dashboard.server.ts';

/** The customer's parcels at a glance: how many in each status (each a link to the list of them), and those that wait. */
export function DashboardParcels({ lang, parcels }: { lang: UrlLang; parcels: Parcels }) {
  const { t } = useTranslation('packages');
  const list = href('/:lang/cabinet/packages', { lang });
  return (
    <Card data-testid="dashboard-parcels">
      <Stack gap="md">
        <Title order={2} look={4}>
          <AppLink to={list} className={anchorClass()}>
            {t('title')}
          </AppLink>
        </Title>
        <ul className="dashboard__counts">
          {parcels.counts.map(({ state, count }) => (
            <li key={state} data-testid={`dashboard-count-${state}`}>
              <AppLink to={packagesSearch.href(list, { status: [state] })} className={anchorClass()}>
                <span className="dashboard__count">{count}</span> {t(`states.${state}`)}
              </AppLink>
            </li>
          ))}
        </ul>
        {parcels.waiting.length > 0 ? (
          <section aria-labelledby="dashboard-waiting">
            <Text weight={600} id="dashboard-waiting">
              {t('columns.next')}
            </Text>
            <ul className="dashboard__waiting" data-testid="dashboard-waiting">
              {parcels.waiting.map((parcel) => (
                <li key={parcel.id}>
                  <ParcelLink lang={lang} id={parcel.id} tracking={parcel.tracking} />
                  <NextStepLink
                    lang={lang}
                    parcel={parcel}
                    action={parcel.nextAction}
                    back={href('/:lang/cabinet', { lang })}
                    size="xs"
                    testId={`dashboard-next-${parcel.id}`}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Stack>
    </Card>
  );
}
