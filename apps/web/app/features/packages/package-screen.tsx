import { IconWallet } from '@tabler/icons-react';
import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import type { IntentAnswer } from '../../components/form/intent.tsx';
import { NextStepLink } from '../../components/parcels/next-step-link.tsx';
import { parcelPaymentSearch } from '../../components/parcels/parcel-payment-search.ts';
import { QuoteResult } from '../../components/tariffs/quote-result.tsx';
import { LinkButton } from '../../components/ui/button.tsx';
import { anchorClass, Badge, Card, Grid, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { PackageDelivery } from './package-delivery.tsx';
import { PackageFiles } from './package-files.tsx';
import type { PackagePage } from './package.server.ts';
import { PackageTimeline } from './package-timeline.tsx';
import { stateTone } from './state-tone.ts';

/** One parcel: its state and next step, its road, what was declared and measured, its cost, files and delivery. */
export function PackageScreen({
  lang,
  page,
  answer,
}: {
  lang: UrlLang;
  page: PackagePage;
  answer: IntentAnswer<string> | null;
}) {
  const { t } = useTranslation('packages');
  const common = useTranslation('common').t;
  const { parcel, quote } = page;
  return (
    <Stack gap="lg" className="packages package">
      <AppLink to={href('/:lang/cabinet/packages', { lang })} className={anchorClass({ size: 'sm' })}>
        {t('detail.back')}
      </AppLink>
      <Stack gap="xs">
        <Title order={1} look={2}>
          {t('detail.title', { tracking: parcel.tracking })}
        </Title>
        <Text dimmed>{[parcel.shop, common(`origins.${parcel.origin}`)].filter(Boolean).join(' · ')}</Text>
        {parcel.buyForMeOrderId ? (
          <Text>
            <AppLink
              to={href('/:lang/cabinet/buyforme/:id', { lang, id: parcel.buyForMeOrderId })}
              className={anchorClass({ underline: true })}
              data-testid="package-buy-for-me"
            >
              {t('detail.bought_for_you', { id: parcel.buyForMeOrderId })}
            </AppLink>
          </Text>
        ) : null}
        <dl className="facts">
          <div>
            <dt>{t('detail.status')}</dt>
            <dd>
              <Badge tone={stateTone(parcel.state)} data-testid="package-state">
                {t(`states.${parcel.state}`)}
              </Badge>
            </dd>
          </div>
          <div>
            <dt>{t('detail.next')}</dt>
            <dd data-testid="package-next">
              {parcel.nextAction ? (
                <NextStepLink
                  lang={lang}
                  parcel={parcel}
                  action={parcel.nextAction}
                  back={href('/:lang/cabinet/packages/:id', { lang, id: parcel.id })}
                  size="sm"
                  testId="package-next-step"
                />
              ) : (
                t('next.none')
              )}
            </dd>
          </div>
        </dl>
      </Stack>
      <Grid cols={1} md={2} gap="lg">
        <Card>
          <PackageTimeline timeline={parcel.timeline} />
        </Card>
        <Stack gap="lg">
          <Card>
            <Title order={2} look={4}>
              {t('detail.cost')}
            </Title>
            {quote ? <QuoteResult quote={quote} /> : <Text>{t('detail.cost_unknown')}</Text>}
            <Text weight={600} data-testid="package-payment">
              {parcel.payment === 'due'
                ? t('detail.payment.due', { cost: parcel.cost ?? '' })
                : t(`detail.payment.${parcel.payment}`)}
            </Text>
            {parcel.nextAction === 'pay' ? (
              <LinkButton
                to={parcelPaymentSearch.href(href('/:lang/cabinet/wallet/pay', { lang }), {
                  parcels: [parcel.id],
                  back: href('/:lang/cabinet/packages/:id', { lang, id: parcel.id }),
                })}
                leftSection={<IconWallet size={18} aria-hidden />}
                data-testid="package-pay"
              >
                {t('detail.pay')}
              </LinkButton>
            ) : null}
          </Card>
          <Card>
            <Title order={2} look={4}>
              {t('detail.measures')}
            </Title>
            {parcel.measures ? (
              <dl className="facts">
                <div>
                  <dt>{t('detail.weight')}</dt>
                  <dd data-testid="package-weight">{parcel.measures.weight}</dd>
                </div>
                {parcel.measures.size ? (
                  <div>
                    <dt>{t('detail.size')}</dt>
                    <dd>{parcel.measures.size}</dd>
                  </div>
                ) : null}
              </dl>
            ) : (
              <Text>{t('detail.not_measured')}</Text>
            )}
          </Card>
        </Stack>
      </Grid>
      <Card>
        <Title order={2} look={4}>
          {t('detail.items')}
        </Title>
        {parcel.items.length === 0 ? (
          <Text>{t('detail.no_items')}</Text>
        ) : (
          <table className="list-table">
            <thead>
              <tr>
                <th scope="col">{t('detail.items')}</th>
                <th scope="col">{t('detail.item_quantity')}</th>
                <th scope="col">{t('detail.item_price')}</th>
              </tr>
            </thead>
            <tbody>
              {parcel.items.map((item, index) => (
                <tr key={index}>
                  <th scope="row" data-label={t('detail.item', { number: index + 1 })}>
                    {item.description}
                  </th>
                  <td data-label={t('detail.item_quantity')}>{item.quantity}</td>
                  <td data-label={t('detail.item_price')}>{item.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {parcel.declaredTotal ? (
          <Text size="sm">{t('detail.declared_total', { total: parcel.declaredTotal })}</Text>
        ) : null}
        <Text size="sm" dimmed data-testid="package-edit">
          {parcel.editable
            ? t('detail.edit_later')
            : parcel.lockedSince
              ? t('detail.edit_locked', { since: parcel.lockedSince })
              : null}
        </Text>
        {parcel.editable && parcel.nextAction !== 'declare' ? (
          <AppLink
            to={href('/:lang/cabinet/packages/:tracknumber/edit', { lang, tracknumber: parcel.tracking })}
            className={anchorClass({ size: 'sm', underline: true })}
          >
            {t('detail.edit_link')}
          </AppLink>
        ) : null}
      </Card>
      <PackageFiles lang={lang} parcel={parcel} />
      <PackageDelivery lang={lang} parcel={parcel} points={page.points} answer={answer} />
    </Stack>
  );
}
